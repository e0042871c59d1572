import { SavedSearchesPage } from '@web/features/saved-searches/components/saved-searches-page';

export default function SavedSearchesRoute() {
  return <SavedSearchesPage />;
}
