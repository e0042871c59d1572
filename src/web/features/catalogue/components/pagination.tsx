import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
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

type PageLinkProps = { to: number | null; href: (page: number) => string; onPage: (page: number) => void; children: ReactNode };

/** A link to another page of the listing (it works without JavaScript, as the server renders the page); disabled where there is none. */
function PageLink({ to, href, onPage, children }: PageLinkProps) {
  if (to === null)
    return (
      <Button variant="outline" disabled>
        {children}
      </Button>
    );
  return (
    <Button variant="outline" asChild>
      <Link
        to={href(to)}
        onClick={(e) => {
          e.preventDefault();
          onPage(to);
        }}
      >
        {children}
      </Link>
    </Button>
  );
}

/** Previous / next paging; the page number lives in the URL. */
export function Pagination({
  page,
  listing,
  onPage,
  href,
}: {
  page: number;
  listing: AuctionList | undefined;
  onPage: (page: number) => void;
  /** The address of a page of this listing. */
  href: (page: number) => string;
}) {
  const t = useAuctionsText();
  const { pageCount, capped, hasNext } = paging(listing, page);
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={t('listing.pagination')} className="mt-8 flex items-center justify-center gap-3">
      <PageLink to={page > 1 ? page - 1 : null} href={href} onPage={onPage}>
        <ChevronLeftIcon aria-hidden />
        {t('listing.previous')}
      </PageLink>
      <span className="tabular text-sm text-muted-foreground" aria-current="page">
        {t('listing.pageOf', { page: String(page), pageCount: formatCount(pageCount, capped) })}
      </span>
      <PageLink to={hasNext ? page + 1 : null} href={href} onPage={onPage}>
        {t('listing.next')}
        <ChevronRightIcon aria-hidden />
      </PageLink>
    </nav>
  );
}
