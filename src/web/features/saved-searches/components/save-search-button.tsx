import { BellPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { savedSearchParamsOf, type SavedSearchPage, type SavedSearchParams } from '@shared/domain/saved-searches';
import { Button } from '@web/components/ui/button';
import { usePropertyTerms } from '@web/i18n/ns/common';
import { useBuyerText } from '@web/i18n/ns/buyer';
import { signInPath } from '@web/lib/return-path';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { useSaveSearch } from '../api/saved-searches';
import { SavedSearchDialog } from './saved-search-dialog';

/** A first name for a saved search from its filters: its words, its place and its kind ("flat · Pune · Residential"). */
function useSuggestedName(params: SavedSearchParams): string {
  const t = useBuyerText();
  const terms = usePropertyTerms();
  const parts = [
    params.q,
    params.district ?? params.state ?? params.location ?? (params.near && `PIN ${params.near}`),
    params.propertyType && terms.propertyType(params.propertyType),
    params.category && terms.category(params.category),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ').slice(0, 80) : t('savedSearches.everything');
}

/**
 * "Save this search" on a listing page: keeps the view its address shows (filters, words, order) under
 * a name, with alerts of new auctions that match it. A visitor is sent to sign in and back.
 */
export function SaveSearchButton({ page }: { page: SavedSearchPage }) {
  const t = useBuyerText();
  const { subject } = useSession();
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  const params = savedSearchParamsOf(searchParams);
  const suggested = useSuggestedName(params);
  const save = useSaveSearch();
  const [open, setOpen] = useState(false);

  if (!subject)
    return (
      <Button variant="outline" asChild>
        <Link to={signInPath(pathname + search)}>
          <BellPlusIcon aria-hidden />
          {t('savedSearches.save')}
        </Link>
      </Button>
    );

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="save-search">
        <BellPlusIcon aria-hidden />
        {t('savedSearches.save')}
      </Button>
      {open ? (
        <SavedSearchDialog
          open
          title={t('savedSearches.saveTitle')}
          description={t('savedSearches.saveLead')}
          submitLabel={t('savedSearches.saveSubmit')}
          initial={{ name: suggested }}
          onClose={() => setOpen(false)}
          onSubmit={async (form) => {
            await save.mutateAsync({ ...form, page, params });
            setOpen(false);
            toast.success(t('savedSearches.saved'), t('savedSearches.savedHint'));
          }}
        />
      ) : null}
    </>
  );
}
