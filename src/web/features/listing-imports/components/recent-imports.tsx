import { Link } from 'react-router';
import type { ImportStatus } from '@shared/schemas/listing-import';
import { QueryStates } from '@web/components/layout/query-states';
import { Badge } from '@web/components/ui/badge';
import { useVendorText } from '@web/i18n/ns/vendor';
import { formatCount } from '@web/lib/format';
import { useFormatDate } from '@web/lib/use-format-date';
import { useRecentListingImports } from '../api/get-listing-imports';

const STATUS_BADGE: Record<ImportStatus, 'upcoming' | 'live' | 'warning' | 'destructive'> = {
  importing: 'upcoming',
  done: 'live',
  rejected: 'warning',
  failed: 'destructive',
};

/** The caller's ten most recent imports, newest first; each opens its result on the page. */
export function RecentImports({ currentId, hrefOf }: { currentId: string | null; hrefOf: (id: string) => string }) {
  const t = useVendorText();
  const formatDate = useFormatDate();
  const imports = useRecentListingImports();
  const status = (s: ImportStatus) =>
    s === 'importing'
      ? t('listingImport.recent.status.importing')
      : s === 'done'
        ? t('listingImport.recent.status.done')
        : s === 'rejected'
          ? t('listingImport.recent.status.rejected')
          : t('listingImport.recent.status.failed');

  return (
    <section aria-labelledby="listing-import-recent-title" className="rounded-lg border p-3 sm:p-4" data-testid="listing-import-recent">
      <h2 id="listing-import-recent-title" className="mb-3 text-lg font-semibold">
        {t('listingImport.recent.title')}
      </h2>
      <QueryStates
        query={imports}
        what={t('listingImport.recent.what')}
        loading={{ count: 3, height: 'h-14', label: t('listingImport.recent.loading') }}
        isEmpty={(d) => d.items.length === 0}
        empty={<p className="text-sm text-muted-foreground">{t('listingImport.recent.none')}</p>}
      >
        {(data) => (
          <ul className="grid divide-y">
            {data.items.map((item) => (
              <li key={item.id} className="grid gap-1 py-2 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                  <Link
                    to={hrefOf(item.id)}
                    aria-current={item.id === currentId ? 'true' : undefined}
                    className="min-w-0 font-medium text-primary underline-offset-4 [overflow-wrap:anywhere] hover:underline aria-[current]:text-foreground"
                    translate="no"
                  >
                    {item.fileName}
                  </Link>
                  <Badge variant={STATUS_BADGE[item.status]}>{status(item.status)}</Badge>
                </div>
                <p className="text-xs text-muted-foreground">
                  {t('listingImport.recent.when', { date: formatDate(item.createdAt, 'short') })}
                </p>
                <p className="text-xs tabular-nums">
                  {[
                    t('listingImport.recent.rows', { count: item.rows }),
                    t('listingImport.recent.imported', { count: formatCount(item.imported) }),
                    ...(item.issueCount > 0 ? [t('listingImport.recent.problems', { count: item.issueCount })] : []),
                  ].join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
