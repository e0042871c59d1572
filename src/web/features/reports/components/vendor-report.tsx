import { FIGURE_DEFINITIONS } from '@shared/domain/figures';
import { formatINR, formatShort } from '@shared/domain/money';
import { ChartCard } from './chart-card';
import { Insights, ReportLayout } from './report-layout';
import { PlainStatCard } from './plain-stat-card';
import { TopAuctions } from './top-auctions';
import { TypeBreakdown } from './type-breakdown';
import { useReportView } from './use-report-view';

export function VendorReport() {
  const { data, chart, layout } = useReportView('vendor', 'Your listings', (d) => [
    ['period start', 'revenue (INR)', 'bids received'],
    ...d.series.map((s) => [s.bucket, s.revenue, s.bids]),
  ]);
  return (
    <ReportLayout title="Vendor Reports" {...layout}>
      {data ? (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <PlainStatCard label="Listings" value={data.summary.listings} hint={`${data.summary.live} live now`} />
            <PlainStatCard
              label="Revenue"
              value={formatShort(data.summary.revenue)}
              hint={formatINR(data.summary.revenue)}
              caption={FIGURE_DEFINITIONS.totalRevenue}
            />
            <PlainStatCard
              label="Average sale price"
              value={data.summary.sold > 0 ? formatShort(data.summary.averageSalePrice) : 'No sales yet'}
              hint={`${data.summary.sold} sold · ${data.summary.sellThroughRate}% sell-through`}
              caption={`${FIGURE_DEFINITIONS.avgSalePrice}. Sold: ${FIGURE_DEFINITIONS.soldAuctions.toLowerCase()}.`}
            />
            <PlainStatCard
              label="Bids received"
              value={data.summary.bidsReceived}
              hint={`${data.summary.distinctBidders} distinct bidders`}
            />
          </div>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <ChartCard
              title="Revenue from sold auctions"
              data={chart}
              series={[{ key: 'revenue', label: 'Revenue', color: 'var(--color-primary)', format: (v) => formatShort(v, 1) }]}
            />
            <ChartCard title="Bids received" data={chart} series={[{ key: 'bids', label: 'Bids', color: 'var(--color-accent)' }]} />
          </div>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <TopAuctions rows={data.topAuctions} />
            <TypeBreakdown title="Listings by property type" rows={data.byPropertyType} valueLabel="Revenue" />
          </div>
          <Insights items={data.insights} />
        </>
      ) : null}
    </ReportLayout>
  );
}
