import { listingSort } from '@shared/schemas/auction';
import type { ListingView, FilterStatus } from '../hooks/use-listing-params';
import { ActiveFilterChips } from './active-filter-chips';
import { FilterSheet } from './filter-sheet';
import { SearchBox } from './search-box';
import { SortMenu } from './sort-menu';

/** Search, the filter sheet, the sort menu and the active-filter chips of a listing page. */
export function ListingToolbar({
  view,
  defaultStatus,
  update,
  clearFilters,
}: {
  view: ListingView;
  defaultStatus: FilterStatus;
  update: (patch: Partial<ListingView>, opts?: { replace?: boolean }) => void;
  clearFilters: () => void;
}) {
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="flex flex-1 gap-2">
          <SearchBox value={view.q} onSearch={(q) => update({ q }, { replace: true })} />
          <FilterSheet filters={view} defaultStatus={defaultStatus} onApply={(f) => update(f)} />
        </div>
        <SortMenu value={listingSort(view)} searching={view.q.trim() !== ''} onChange={(sort) => update({ sort })} />
      </div>
      <ActiveFilterChips filters={view} defaultStatus={defaultStatus} onChange={(p) => update(p)} onClearAll={clearFilters} />
    </div>
  );
}
