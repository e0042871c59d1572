import type { ReactNode } from 'react';
import { listingSort, type AuctionListCounts } from '@shared/schemas/auction';
import { useSellers } from '../api/get-sellers';
import type { ListingView, FilterStatus } from '../hooks/use-listing-params';
import { ActiveFilterChips } from './active-filter-chips';
import { FilterSheet } from './filter-sheet';
import { NearFilter } from './near-filter';
import { PlaceFilters } from './place-filters';
import { SearchBox } from './search-box';
import { SortMenu } from './sort-menu';

/** Search, the filter sheet, the sort menu, the place and seller filters and the active-filter chips of a listing page. */
export function ListingToolbar({
  view,
  defaultStatus,
  counts,
  update,
  clearFilters,
  action,
  error,
}: {
  view: ListingView;
  defaultStatus: FilterStatus;
  /** The current answer's counts (the place facets); undefined while the first page loads. */
  counts: AuctionListCounts | undefined;
  update: (patch: Partial<ListingView>, opts?: { replace?: boolean }) => void;
  clearFilters: () => void;
  /** Beside the sort menu: what a route adds to act on the view (Save this search). */
  action?: ReactNode;
  /** The listing's error, if any (a PIN code the server cannot place is the near filter's). */
  error?: unknown;
}) {
  const sellers = useSellers();
  const sellerName = (id: string) => sellers.data?.find((s) => s.id === id)?.name;
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="flex flex-1 gap-2">
          <SearchBox value={view.q} onSearch={(q) => update({ q }, { replace: true })} />
          <FilterSheet filters={view} defaultStatus={defaultStatus} onApply={(f) => update(f)} />
        </div>
        <div className="flex gap-2">
          <SortMenu value={listingSort(view)} searching={view.q.trim() !== ''} onChange={(sort) => update({ sort })} />
          {action}
        </div>
      </div>
      <PlaceFilters filters={view} counts={counts} sellers={sellers.data} onChange={(p) => update(p)} />
      <NearFilter filters={view} error={error} onChange={(p) => update(p)} />
      <ActiveFilterChips
        filters={view}
        defaultStatus={defaultStatus}
        sellerName={sellerName}
        onChange={(p) => update(p)}
        onClearAll={clearFilters}
      />
    </div>
  );
}
