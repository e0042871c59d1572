import { formatINR, formatShort } from '@shared/domain/money';
import { useReportsText } from '@web/i18n/ns/reports';
import { ChartCard } from './chart-card';
import { Insights, ReportCard, ReportLayout } from './report-layout';
import { PlainStatCard } from './plain-stat-card';
import { TypeBreakdown } from './type-breakdown';
import { useReportView } from './use-report-view';

export function BuyerReport() {
  const t = useReportsText();
  const { data, chart, layout } = useReportView('buyer', (d) => [
    ['period start', 'bids', 'amount bid (INR)'],
    ...d.series.map((s) => [s.bucket, s.bids, s.amount]),
  ]);
  return (
    <ReportLayout title={t('buyer.title')} {...layout}>
      {data ? (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <PlainStatCard
              label={t('buyer.totalBids')}
              value={data.summary.totalBids}
              hint={t('buyer.onAuctions', { count: data.summary.auctionsBidOn })}
            />
            <PlainStatCard
              label={t('buyer.auctionsWon')}
              value={data.summary.auctionsWon}
              hint={t('buyer.winRate', { rate: data.summary.winRate })}
              caption={t('figure.auctionsWon')}
            />
            <PlainStatCard
              label={t('buyer.totalSpent')}
              value={formatShort(data.summary.totalSpent)}
              hint={formatINR(data.summary.totalSpent)}
              caption={t('figure.totalSpent')}
            />
            <PlainStatCard label={t('buyer.averageBid')} value={formatShort(data.summary.averageBid)} />
          </div>
          <ChartCard
            title={t('buyer.bidsPlaced')}
            data={chart}
            series={[{ key: 'bids', label: t('buyer.bids'), color: 'var(--color-primary)' }]}
          />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <TypeBreakdown title={t('buyer.byType')} rows={data.byPropertyType} valueLabel={t('buyer.highestBid')} />
            <ReportCard title={t('buyer.whereYouBid')}>
              {data.byCity.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('buyer.noBids')}</p>
              ) : (
                <ul className="space-y-2">
                  {data.byCity.map((c) => (
                    <li key={c.city} className="flex justify-between text-sm">
                      <span translate="no">{c.city}</span>
                      <span className="tabular font-medium">{t('buyer.cityBids', { count: c.bids })}</span>
                    </li>
                  ))}
                </ul>
              )}
            </ReportCard>
          </div>
          <Insights items={data.insights} />
        </>
      ) : null}
    </ReportLayout>
  );
}
