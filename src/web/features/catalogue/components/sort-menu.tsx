import { ArrowUpDownIcon } from 'lucide-react';
import { AUCTION_SORTS, type ListingSort } from '@shared/domain/constants';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { useAuctionsText } from '@web/i18n/ns/auctions';

export const SORT_LABELS: Record<ListingSort, string> = {
  relevance: 'Relevance',
  ending_soon: 'Ending Soon',
  highest_bid: 'Highest Bid',
  most_bids: 'Most Bids',
  newest: 'Newest',
};

/** Spec §2 sort menu; Ending Soon is the default (spec §9). A search adds Relevance, its default (decision 021). */
export function SortMenu({
  value,
  searching,
  onChange,
}: {
  value: ListingSort;
  searching: boolean;
  onChange: (sort: ListingSort) => void;
}) {
  const t = useAuctionsText();
  const sorts: ListingSort[] = searching ? ['relevance', ...AUCTION_SORTS] : [...AUCTION_SORTS];
  return (
    <Select value={value} onValueChange={(v) => onChange(v as ListingSort)}>
      <SelectTrigger className="w-full sm:w-44" aria-label={t('listing.sortLabel')}>
        <ArrowUpDownIcon className="size-4 shrink-0 opacity-60" aria-hidden />
        <span className="flex-1 truncate text-left">
          <SelectValue />
        </span>
      </SelectTrigger>
      <SelectContent>
        {sorts.map((s) => (
          <SelectItem key={s} value={s}>
            {t(`sort.${s}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
