import { formatINR, formatShort } from '@shared/domain/money';
import { useReportsText } from '@web/i18n/ns/reports';
import { ChartCard } from './chart-card';
import { Insights, ReportLayout } from './report-layout';
import { PlainStatCard } from './plain-stat-card';
import { TopAuctions } from './top-auctions';
import { TypeBreakdown } from './type-breakdown';
import { useReportView } from './use-report-view';

export function VendorReport() {
  const t = useReportsText();
  const { data, chart, layout } = useReportView('vendor', (d) => [
    ['period start', 'revenue (INR)', 'bids received'],
    ...d.series.map((s) => [s.bucket, s.revenue, s.bids]),
  ]);
  return (
    <ReportLayout title={t('vendor.title')} {...layout}>
      {data ? (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <PlainStatCard
              label={t('vendor.listings')}
              value={data.summary.listings}
              hint={t('vendor.liveNow', { count: data.summary.live })}
            />
            <PlainStatCard
              label={t('vendor.revenue')}
              value={formatShort(data.summary.revenue)}
              hint={formatINR(data.summary.revenue)}
              caption={t('figure.totalRevenue')}
            />
            <PlainStatCard
              label={t('vendor.averageSalePrice')}
              value={data.summary.sold > 0 ? formatShort(data.summary.averageSalePrice) : t('vendor.noSales')}
              hint={t('vendor.soldHint', { sold: data.summary.sold, rate: data.summary.sellThroughRate })}
              caption={t('figure.avgSaleAndSold')}
            />
            <PlainStatCard
              label={t('vendor.bidsReceived')}
              value={data.summary.bidsReceived}
              hint={t('vendor.distinctBidders', { count: data.summary.distinctBidders })}
            />
          </div>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <ChartCard
              title={t('vendor.revenueChart')}
              data={chart}
              series={[{ key: 'revenue', label: t('vendor.revenue'), color: 'var(--color-primary)', format: (v) => formatShort(v, 1) }]}
            />
            <ChartCard
              title={t('vendor.bidsReceived')}
              data={chart}
              series={[{ key: 'bids', label: t('vendor.bids'), color: 'var(--color-accent)' }]}
            />
          </div>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <TopAuctions rows={data.topAuctions} />
            <TypeBreakdown title={t('vendor.byType')} rows={data.byPropertyType} valueLabel={t('vendor.revenue')} />
          </div>
          <Insights items={data.insights} />
        </>
      ) : null}
    </ReportLayout>
  );
}
