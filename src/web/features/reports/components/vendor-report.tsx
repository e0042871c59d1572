import { formatINR, formatShort } from '@shared/domain/money';
import { REPORT_PERIOD_LABELS } from '@shared/schemas/reports';
import { useReport } from '../api/get-report';
import { bucketLabel } from '../lib/bucket-label';
import { downloadCsv } from '../lib/csv';
import { ChartCard } from './chart-card';
import { Insights, ReportLayout } from './report-layout';
import { StatCard } from './stat-card';
import { TopAuctions } from './top-auctions';
import { TypeBreakdown } from './type-breakdown';
import { useReportParams } from './use-report-params';

export function VendorReport() {
  const [query, setQuery] = useReportParams();
  const { data, status, refetch } = useReport('vendor', query);
  const chart = (data?.series ?? []).map((s) => ({ ...s, label: bucketLabel(s.bucket, query.period) }));
  const onExport = () =>
    data &&
    downloadCsv(`neelami-vendor-report-${query.period}.csv`, [
      ['period start', 'revenue (INR)', 'bids received'],
      ...data.series.map((s) => [s.bucket, s.revenue, s.bids]),
    ]);
  return (
    <ReportLayout
      title="Vendor Reports"
      description={`Your listings over the last ${REPORT_PERIOD_LABELS[query.period]}${query.propertyType ? ` · ${query.propertyType}` : ''}`}
      query={query}
      onChange={setQuery}
      onExport={onExport}
      status={status}
      onRetry={() => void refetch()}
    >
      {data ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard label="Listings" value={data.summary.listings} hint={`${data.summary.live} live now`} />
            <StatCard label="Revenue" value={formatShort(data.summary.revenue)} hint={formatINR(data.summary.revenue)} />
            <StatCard
              label="Average sale price"
              value={data.summary.sold > 0 ? formatShort(data.summary.averageSalePrice) : 'No sales yet'}
              hint={`${data.summary.sold} sold · ${data.summary.sellThroughRate}% sell-through`}
            />
            <StatCard label="Bids received" value={data.summary.bidsReceived} hint={`${data.summary.distinctBidders} distinct bidders`} />
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <ChartCard
              title="Revenue from sold auctions"
              data={chart}
              series={[{ key: 'revenue', label: 'Revenue', color: 'var(--color-primary)', format: (v) => formatShort(v, 1) }]}
            />
            <ChartCard title="Bids received" data={chart} series={[{ key: 'bids', label: 'Bids', color: 'var(--color-accent)' }]} />
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <TopAuctions rows={data.topAuctions} />
            <TypeBreakdown title="Listings by property type" rows={data.byPropertyType} valueLabel="Revenue" />
          </div>
          <Insights items={data.insights} />
        </>
      ) : null}
    </ReportLayout>
  );
}
