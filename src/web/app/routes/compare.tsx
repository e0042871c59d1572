import { ComparePage } from '@web/features/compare/components/compare-page';

export default function CompareRoute() {
  return <ComparePage />;
}
