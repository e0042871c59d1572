import { CircleCheckIcon, CircleXIcon, Loader2Icon, RotateCcwIcon, TriangleAlertIcon } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
// NOTE: the rows' problems are the listing form's checks, worded by the messages catalogue by their
// English: their groups must be defined in this page's code for `say.text` to find their keys.
import '@shared/schemas/auction-form';
import type { ListingImport } from '@shared/schemas/listing-import';
import { LoadError, LoadingRows } from '@web/components/layout/query-states';
import { Button } from '@web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useMessages } from '@web/i18n/messages';
import { useVendorText } from '@web/i18n/ns/vendor';
import { formatCount } from '@web/lib/format';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { useListingImport } from '../api/get-listing-import';
import { listingImportKeys } from '../api/listing-import-keys';

/**
 * One import as it runs and once it has: the rows being written (polled every second), then what
 * was imported, or why nothing was, with the problems of the rows by row and column.
 */
export function ListingImportResult({ id, draftsPath, onRetry }: { id: string; draftsPath: string; onRetry: () => void }) {
  const t = useVendorText();
  const headingId = useId();
  const query = useListingImport(id);
  useRefreshWhenFinished(query.data?.status);
  return (
    <section
      className="rounded-lg border p-3 sm:p-4"
      aria-labelledby={query.data ? headingId : undefined}
      aria-busy={query.data?.status === 'importing'}
      data-testid="listing-import-result"
    >
      {query.isPending ? (
        <LoadingRows count={2} height="h-10" label={t('listingImport.result.loading')} />
      ) : query.isError ? (
        <LoadError what={t('listingImport.result.what')} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ImportOutcome imported={query.data} headingId={headingId} draftsPath={draftsPath} onRetry={onRetry} />
      )}
    </section>
  );
}

/** Once rows stop being written, the recent imports and what the composing route shows of the listings are read again. */
function useRefreshWhenFinished(status: ListingImport['status'] | undefined) {
  const refresh = useRefreshAfterWrite();
  const seen = useRef(status);
  useEffect(() => {
    const before = seen.current;
    seen.current = status;
    if (before === 'importing' && status !== undefined && status !== 'importing') void refresh(listingImportKeys.recent());
  }, [status, refresh]);
}

/** The outcome of an import, by its status. */
function ImportOutcome({
  imported: it,
  headingId,
  draftsPath,
  onRetry,
}: {
  imported: ListingImport;
  headingId: string;
  draftsPath: string;
  onRetry: () => void;
}) {
  const t = useVendorText();
  const heading =
    it.status === 'importing'
      ? t('listingImport.result.importing', { name: it.fileName })
      : t('listingImport.result.of', { name: it.fileName });
  const seeDrafts = (
    <Link to={draftsPath} className="font-medium text-primary underline-offset-4 hover:underline">
      {t('listingImport.result.seeDrafts')}
    </Link>
  );

  return (
    <div className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold [overflow-wrap:anywhere]">
        {heading}
      </h2>
      {/* NOTE: a polite live region: the progress and then the outcome are read out as they change. */}
      <div role="status" aria-live="polite" aria-atomic="true" className="grid gap-2">
        {it.status === 'importing' ? (
          <ImportProgress processed={it.processed} valid={it.valid} />
        ) : it.status === 'done' ? (
          <>
            <p className="flex items-start gap-2 font-medium">
              <CircleCheckIcon className="mt-0.5 size-5 shrink-0 text-live" aria-hidden />
              <span>{t('listingImport.result.done', { count: it.imported })}</span>
            </p>
            {it.issueCount > 0 ? (
              <p className="flex items-start gap-2 rounded-md bg-warning px-3 py-2 text-sm text-warning-foreground">
                <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span>{t('listingImport.result.skipped', { count: it.issueCount })}</span>
              </p>
            ) : null}
          </>
        ) : it.status === 'rejected' ? (
          <p className="flex items-start gap-2 font-medium text-destructive">
            <TriangleAlertIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
            <span>{t('listingImport.result.rejected', { count: it.issueCount })}</span>
          </p>
        ) : (
          <div className="grid gap-1 text-sm">
            <p className="flex items-start gap-2 font-medium text-destructive">
              <CircleXIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
              <span>{t('listingImport.result.failed')}</span>
            </p>
            <p>{t('listingImport.result.failedImported', { count: it.imported })}</p>
            <p className="text-muted-foreground">{t('listingImport.result.failedAdvice')}</p>
          </div>
        )}
      </div>

      {it.status === 'done' && it.imported > 0 ? (
        <div className="grid gap-1 text-sm">
          <p className="text-muted-foreground">{t('listingImport.result.drafts')}</p>
          <p>{seeDrafts}</p>
        </div>
      ) : null}
      {it.status === 'failed' ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <Button type="button" variant="outline" size="sm" onClick={onRetry}>
            <RotateCcwIcon aria-hidden />
            {t('listingImport.result.retry')}
          </Button>
          {it.imported > 0 ? seeDrafts : null}
        </div>
      ) : null}

      {it.issues.length > 0 ? <ImportIssues imported={it} /> : null}
    </div>
  );
}

/** The rows written so far of the valid ones. */
function ImportProgress({ processed, valid }: { processed: number; valid: number }) {
  const t = useVendorText();
  const text = t('listingImport.result.progress', { processed: formatCount(processed), valid: formatCount(valid) });
  const percent = valid > 0 ? Math.min(100, Math.round((processed / valid) * 100)) : 0;
  return (
    <div className="grid gap-1.5" data-testid="listing-import-progress">
      <div
        role="progressbar"
        aria-label={t('listingImport.result.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={valid}
        aria-valuenow={processed}
        aria-valuetext={text}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
      <p className="flex items-center gap-2 text-sm tabular-nums">
        <Loader2Icon className="size-4 shrink-0 animate-spin motion-reduce:animate-none" aria-hidden />
        {text}
      </p>
    </div>
  );
}

/** The problems by row (as the spreadsheet numbers it) and column, each in the page's language where the catalogue words it. */
function ImportIssues({ imported: it }: { imported: ListingImport }) {
  const t = useVendorText();
  const say = useMessages();
  const more = it.issueCount - it.issues.length;
  return (
    <div className="grid gap-2">
      <Table className="caption-top" data-testid="listing-import-issues">
        <caption className="mb-2 text-left text-sm font-medium [overflow-wrap:anywhere]">
          {t('listingImport.issues.caption', { name: it.fileName })}
        </caption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col" className="w-px">
              {t('listingImport.issues.row')}
            </TableHead>
            <TableHead scope="col">{t('listingImport.issues.column')}</TableHead>
            <TableHead scope="col">{t('listingImport.issues.problem')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {it.issues.map((issue, i) => (
            <TableRow key={`${issue.row}-${issue.column ?? ''}-${i}`}>
              <TableCell className="px-2 align-top tabular-nums sm:px-3">{issue.row}</TableCell>
              <TableCell className="px-2 align-top sm:px-3">
                {issue.column ? (
                  <span className="font-mono text-xs break-all" translate="no">
                    {issue.column}
                  </span>
                ) : (
                  <span className="text-muted-foreground">{t('listingImport.issues.wholeRow')}</span>
                )}
              </TableCell>
              <TableCell className="px-2 align-top [overflow-wrap:anywhere] sm:px-3">
                {say.text(issue.message)}
                {issue.value ? (
                  <>
                    {' '}
                    <code translate="no">{issue.value}</code>
                  </>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {more > 0 ? <p className="text-sm text-muted-foreground">{t('listingImport.issues.more', { count: more })}</p> : null}
    </div>
  );
}
