import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { AuctionList } from '@shared/schemas/auction';
import { Button } from '@web/components/ui/button';
import { useAuctionsText } from '@web/i18n/ns/auctions';
import { formatCount } from '@web/lib/format';

/**
 * The pages of a listing answer. Beyond what the server counts (`totalCapped`, "1,000+"), the page
 * count is a lower bound too ("Page 84 of 84+") and there is a next page while this one is full.
 */
export function paging(listing: Pick<AuctionList, 'total' | 'totalCapped' | 'pageSize' | 'items'> | undefined, page: number) {
  if (!listing) return { pageCount: 1, capped: false, hasNext: false };
  const pageCount = Math.max(1, Math.ceil(listing.total / listing.pageSize), listing.totalCapped ? page : 1);
  const hasNext = listing.totalCapped ? listing.items.length === listing.pageSize : page < pageCount;
  return { pageCount, capped: listing.totalCapped, hasNext };
}

/** Previous / next paging; the page number lives in the URL. */
export function Pagination({ page, listing, onPage }: { page: number; listing: AuctionList | undefined; onPage: (page: number) => void }) {
  const t = useAuctionsText();
  const { pageCount, capped, hasNext } = paging(listing, page);
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={t('listing.pagination')} className="mt-8 flex items-center justify-center gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon aria-hidden />
        {t('listing.previous')}
      </Button>
      <span className="tabular text-sm text-muted-foreground" aria-current="page">
        {t('listing.pageOf', { page: String(page), pageCount: formatCount(pageCount, capped) })}
      </span>
      <Button variant="outline" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {t('listing.next')}
        <ChevronRightIcon aria-hidden />
      </Button>
    </nav>
  );
}
