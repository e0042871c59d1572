import { AUCTION_TABS, type AuctionTab } from '@shared/schemas/auction-form';
import { CountedTabsList, type TabCounts } from '@web/components/ui/counted-tabs-list';
import { SearchInput } from '@web/components/ui/search-input';
import { useVendorText } from '@web/i18n/ns/vendor';

/**
 * The bar over a managed auctions list (the admin's table, a vendor's listings): the status tabs with
 * their counts and the search. It sits inside the list's `<Tabs>`, which holds the tab.
 */
export function ManagedListBar({
  counts,
  search,
  onSearch,
  statusLabel,
  searchPlaceholder,
  searchLabel = searchPlaceholder,
}: {
  counts: TabCounts<AuctionTab> | undefined;
  search: string;
  onSearch: (text: string) => void;
  statusLabel: string;
  searchPlaceholder: string;
  searchLabel?: string;
}) {
  const t = useVendorText();
  const labels = Object.fromEntries(AUCTION_TABS.map((k) => [k, t(`tabs.${k}`)])) as Record<AuctionTab, string>;
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
      <CountedTabsList aria-label={statusLabel} tabs={AUCTION_TABS} labels={labels} counts={counts} />
      <SearchInput
        className="md:w-72"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        placeholder={searchPlaceholder}
        aria-label={searchLabel}
      />
    </div>
  );
}
