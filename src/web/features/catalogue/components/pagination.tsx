import type { AuctionList } from '@shared/schemas/auction';
import { Pager } from '@web/components/ui/pager';

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

/** Previous / next paging of a listing answer; the page number lives in the URL. */
export function Pagination({
  page,
  listing,
  onPage,
  href,
}: {
  page: number;
  listing: AuctionList | undefined;
  onPage: (page: number) => void;
  href: (page: number) => string;
}) {
  return <Pager className="mt-8" page={page} {...paging(listing, page)} onPage={onPage} href={href} />;
}
