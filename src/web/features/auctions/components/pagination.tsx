import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useAuctionsText } from '@web/i18n/ns/auctions';

/** Previous / next paging; the page number lives in the URL. */
export function Pagination({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const t = useAuctionsText();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('listing.pagination')} className="mt-8 flex items-center justify-center gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon aria-hidden />
        {t('listing.previous')}
      </Button>
      <span className="tabular text-sm text-muted-foreground" aria-current="page">
        {t('listing.pageOf', { page: String(page), pageCount: String(pageCount) })}
      </span>
      <Button variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('listing.next')}
        <ChevronRightIcon aria-hidden />
      </Button>
    </nav>
  );
}
