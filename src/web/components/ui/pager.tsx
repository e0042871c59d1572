import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useCommonText } from '@web/i18n/ns/common';
import { cn } from '@web/lib/cn';
import { formatCount } from '@web/lib/format';

type PagerProps = {
  page: number;
  pageCount: number;
  /** The page count is a lower bound ("Page 84 of 84+"): the server counted no further. */
  capped?: boolean;
  hasNext?: boolean;
  onPage: (page: number) => void;
  /** The address of a page, where the page lives in the URL: the pager is then links that work before hydration. */
  href?: (page: number) => string;
  className?: string;
};

function PageStep({
  to,
  href,
  onPage,
  children,
}: {
  to: number | null;
  href?: (page: number) => string;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  if (to === null)
    return (
      <Button variant="outline" disabled>
        {children}
      </Button>
    );
  if (!href)
    return (
      <Button variant="outline" onClick={() => onPage(to)}>
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

/** Previous / next paging of any list, in the reader's language; nothing when there is one page. */
export function Pager({ page, pageCount, capped = false, hasNext = page < pageCount, onPage, href, className }: PagerProps) {
  const t = useCommonText();
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={t('pager.label')} className={cn('flex items-center justify-center gap-3', className)}>
      <PageStep to={page > 1 ? page - 1 : null} href={href} onPage={onPage}>
        <ChevronLeftIcon aria-hidden />
        {t('pager.previous')}
      </PageStep>
      <span className="tabular text-sm text-muted-foreground" aria-current="page">
        {t('pager.pageOf', { page: String(page), pageCount: formatCount(pageCount, capped) })}
      </span>
      <PageStep to={hasNext ? page + 1 : null} href={href} onPage={onPage}>
        {t('pager.next')}
        <ChevronRightIcon aria-hidden />
      </PageStep>
    </nav>
  );
}
