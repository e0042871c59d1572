import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/** Previous / next paging; the page number lives in the URL. */
export function Pagination({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-8 flex items-center justify-center gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon aria-hidden />
        Previous
      </Button>
      <span className="tabular text-sm text-muted-foreground" aria-current="page">
        Page {page} of {pageCount}
      </span>
      <Button variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRightIcon aria-hidden />
      </Button>
    </nav>
  );
}
