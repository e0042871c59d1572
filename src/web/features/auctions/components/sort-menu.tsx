import { ArrowUpDownIcon } from 'lucide-react';
import { AUCTION_SORTS, type AuctionSort } from '@shared/domain/constants';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';

export const SORT_LABELS: Record<AuctionSort, string> = {
  ending_soon: 'Ending Soon',
  highest_bid: 'Highest Bid',
  most_bids: 'Most Bids',
  newest: 'Newest',
};

/** Spec §2 sort menu; Ending Soon is the default (spec §9). */
export function SortMenu({ value, onChange }: { value: AuctionSort; onChange: (sort: AuctionSort) => void }) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as AuctionSort)}>
      <SelectTrigger className="w-full sm:w-44" aria-label="Sort auctions">
        <ArrowUpDownIcon className="size-4 shrink-0 opacity-60" aria-hidden />
        <span className="flex-1 truncate text-left">
          <SelectValue />
        </span>
      </SelectTrigger>
      <SelectContent>
        {AUCTION_SORTS.map((s) => (
          <SelectItem key={s} value={s}>
            {SORT_LABELS[s]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
