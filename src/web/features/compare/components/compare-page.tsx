import { ScaleIcon, XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatINR } from '@shared/domain/money';
import type { ComparedAuction } from '@shared/schemas/comparison';
import { ListingStatusBadge } from '@web/components/auction/listing-status-badge';
import { PropertyPlaceholder } from '@web/components/auction/property-placeholder';
import { Page } from '@web/components/layout/page';
import { EmptyState, LoadError, LoadingRows } from '@web/components/layout/query-states';
import { Button } from '@web/components/ui/button';
import { usePropertyTerms } from '@web/i18n/ns/common';
import { useBiddingText } from '@web/i18n/ns/bidding';
import { formatCount } from '@web/lib/format';
import { useHydrated } from '@web/lib/hydration';
import { useFormatDate } from '@web/lib/use-format-date';
import { useComparison } from '../api/get-comparison';
import { useCompareSet } from '../lib/compare-set';

type Row = { label: string; cell: (a: ComparedAuction) => ReactNode };

/**
 * Compare (issue 30): the chosen auctions side by side, one column each, what a buyer weighs row by row.
 * The set is this browser's (`useCompareSet`); an auction the server no longer shows drops out of it.
 */
export function ComparePage() {
  const t = useBiddingText();
  const terms = usePropertyTerms();
  const formatDate = useFormatDate();
  const { ids, remove } = useCompareSet();
  const comparison = useComparison(ids);
  const items = (comparison.data?.items ?? []).filter((a) => ids.includes(a.id));
  const ist = (value: string) => `${formatDate(value, 'short')} IST`;
  // The set is this browser's: the server renders the page without it.
  const hydrated = useHydrated();

  const rows: Row[] = [
    { label: t('compare.status'), cell: (a) => <ListingStatusBadge status={a.status} /> },
    {
      label: t('compare.price'),
      cell: (a) => (
        <>
          <span className="font-semibold tabular-nums">{formatINR(a.price)}</span>
          <span className="block text-xs text-muted-foreground">{a.bidCount > 0 ? t('compare.currentBid') : t('compare.startingBid')}</span>
        </>
      ),
    },
    {
      label: t('compare.reserve'),
      cell: (a) =>
        a.reservePrice !== null ? formatINR(a.reservePrice) : a.hasReserve ? t('compare.reserveHidden') : t('compare.noReserve'),
    },
    { label: t('compare.emd'), cell: (a) => formatINR(a.emdAmount) },
    { label: t('compare.area'), cell: (a) => (a.areaSqFt ? t('compare.sqFt', { area: formatCount(a.areaSqFt) }) : t('compare.notGiven')) },
    { label: t('compare.perSqFt'), cell: (a) => (a.pricePerSqFt !== null ? formatINR(a.pricePerSqFt) : t('compare.notGiven')) },
    { label: t('compare.type'), cell: (a) => terms.propertyType(a.propertyType) },
    { label: t('compare.possession'), cell: (a) => (a.possession ? terms.possession(a.possession) : t('compare.notGiven')) },
    { label: t('compare.emdCutoff'), cell: (a) => ist(a.emdCutoff) },
    { label: t('compare.starts'), cell: (a) => ist(a.startTime) },
    { label: t('compare.ends'), cell: (a) => ist(a.endTime) },
    {
      label: t('compare.inspection'),
      cell: (a) =>
        a.inspectionFrom && a.inspectionTo
          ? t('compare.inspectionWindow', { from: formatDate(a.inspectionFrom, 'default'), to: formatDate(a.inspectionTo, 'default') })
          : t('compare.notGiven'),
    },
    {
      label: t('compare.documents'),
      cell: (a) =>
        a.documents.length ? (
          <ul className="list-disc space-y-0.5 pl-4">
            {a.documents.map((d) => (
              <li key={d.name} translate="no">
                {d.name}
              </li>
            ))}
          </ul>
        ) : (
          t('compare.noDocuments')
        ),
    },
  ];

  return (
    <Page title={t('compare.title')} description={t('compare.description')}>
      {!hydrated ? (
        <LoadingRows count={6} height="h-10" label={t('compare.loading')} />
      ) : ids.length === 0 ? (
        <EmptyState icon={ScaleIcon} title={t('compare.emptyTitle')} hint={t('compare.emptyHint')}>
          <Button className="mt-4" asChild>
            <Link to="/live-auctions">{t('compare.browse')}</Link>
          </Button>
        </EmptyState>
      ) : comparison.isPending ? (
        <LoadingRows count={6} height="h-10" label={t('compare.loading')} />
      ) : comparison.isError ? (
        <LoadError what={t('compare.what')} error={comparison.error} onRetry={() => void comparison.refetch()} />
      ) : (
        <div className="overflow-x-auto rounded-xl border bg-card shadow-sm">
          <table className="w-full min-w-[40rem] border-collapse text-sm">
            <caption className="sr-only">{t('compare.caption')}</caption>
            <thead>
              <tr>
                <td className="w-40 border-b p-3" />
                {items.map((a) => (
                  <th key={a.id} scope="col" className="border-b p-3 text-left align-top font-normal">
                    <div className="aspect-[16/10] w-full max-w-48 overflow-hidden rounded-md bg-muted">
                      {a.thumbUrl ? (
                        <img src={a.thumbUrl} alt="" width={192} height={120} className="size-full object-cover" />
                      ) : (
                        <PropertyPlaceholder label="" />
                      )}
                    </div>
                    <Link to={`/auction/${a.id}`} className="mt-2 block font-semibold hover:underline" translate="no">
                      {a.title}
                    </Link>
                    <span className="block text-xs text-muted-foreground" translate="no">
                      {a.location}
                    </span>
                    <Button variant="ghost" size="sm" className="mt-1 -ml-2" onClick={() => remove(a.id)}>
                      <XIcon aria-hidden />
                      <span className="sr-only">{t('compare.removeNamed', { title: a.title })}</span>
                      <span aria-hidden>{t('compare.remove')}</span>
                    </Button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} className="even:bg-muted/40">
                  <th scope="row" className="p-3 text-left align-top font-medium text-muted-foreground">
                    {row.label}
                  </th>
                  {items.map((a) => (
                    <td key={a.id} className="p-3 align-top">
                      {row.cell(a)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}
