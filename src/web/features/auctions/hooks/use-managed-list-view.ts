import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AUCTION_TABS, type AuctionTab } from '@shared/schemas/auction-form';
import { useDebounced } from '@web/lib/use-debounced';

const tabOf = (value: string | null): AuctionTab =>
  (AUCTION_TABS as readonly string[]).includes(value ?? '') ? (value as AuctionTab) : 'all';
const pageOf = (value: string | null): number => Math.max(1, Math.floor(Number(value)) || 1);

/**
 * The view of a managed auctions list (the admin's table, a vendor's listings), kept in the URL so a
 * link or a reload shows it again: the tab, the settled search, the page and the create dialog. A new
 * tab, search or filter goes back to the first page.
 */
export function useManagedListView() {
  const [params, setParams] = useSearchParams();
  const [search, setSearchText] = useState(() => params.get('q') ?? '');
  const q = useDebounced(search);
  const tab = tabOf(params.get('tab'));
  const page = pageOf(params.get('page'));

  const change = (edit: (p: URLSearchParams) => void) =>
    setParams(
      (p) => {
        edit(p);
        return p;
      },
      { replace: true },
    );

  useEffect(() => {
    const term = q.trim();
    if ((params.get('q') ?? '') === term) return;
    setParams(
      (p) => {
        if (term) p.set('q', term);
        else p.delete('q');
        p.delete('page');
        return p;
      },
      { replace: true },
    );
  }, [q, params, setParams]);

  return {
    params,
    /** Changes the URL's query in place, back to the first page (a new filter). */
    refilter: (edit: (p: URLSearchParams) => void) =>
      change((p) => {
        edit(p);
        p.delete('page');
      }),
    tab,
    changeTab: (next: AuctionTab) =>
      change((p) => {
        if (next === 'all') p.delete('tab');
        else p.set('tab', next);
        p.delete('page');
      }),
    search,
    setSearch: setSearchText,
    q,
    page,
    setPage: (next: number) =>
      change((p) => {
        if (next > 1) p.set('page', String(next));
        else p.delete('page');
      }),
    creating: params.get('new') === '1',
    setCreating: (open: boolean) =>
      change((p) => {
        if (open) p.set('new', '1');
        else p.delete('new');
      }),
  };
}
