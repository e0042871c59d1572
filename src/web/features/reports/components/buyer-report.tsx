import { FIGURE_DEFINITIONS } from '@shared/domain/figures';
import { formatINR, formatShort } from '@shared/domain/money';
import { ChartCard } from './chart-card';
import { Insights, ReportCard, ReportLayout } from './report-layout';
import { PlainStatCard } from './plain-stat-card';
import { TypeBreakdown } from './type-breakdown';
import { useReportView } from './use-report-view';

export function BuyerReport() {
  const { data, chart, layout } = useReportView('buyer', 'Your bidding', (d) => [
    ['period start', 'bids', 'amount bid (INR)'],
    ...d.series.map((s) => [s.bucket, s.bids, s.amount]),
  ]);
  return (
    <ReportLayout title="Buyer Reports" {...layout}>
      {data ? (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <PlainStatCard label="Total bids" value={data.summary.totalBids} hint={`on ${data.summary.auctionsBidOn} auctions`} />
            <PlainStatCard
              label="Auctions won"
              value={data.summary.auctionsWon}
              hint={`${data.summary.winRate}% win rate`}
              caption={FIGURE_DEFINITIONS.auctionsWon}
            />
            <PlainStatCard
              label="Total spent"
              value={formatShort(data.summary.totalSpent)}
              hint={formatINR(data.summary.totalSpent)}
              caption={FIGURE_DEFINITIONS.totalSpent}
            />
            <PlainStatCard label="Average bid" value={formatShort(data.summary.averageBid)} />
          </div>
          <ChartCard title="Bids placed" data={chart} series={[{ key: 'bids', label: 'Bids', color: 'var(--color-primary)' }]} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <TypeBreakdown title="By property type" rows={data.byPropertyType} valueLabel="Highest bid" />
            <ReportCard title="Where you bid">
              {data.byCity.length === 0 ? (
                <p className="text-sm text-muted-foreground">No bids in this period.</p>
              ) : (
                <ul className="space-y-2">
                  {data.byCity.map((c) => (
                    <li key={c.city} className="flex justify-between text-sm">
                      <span>{c.city}</span>
                      <span className="tabular font-medium">{c.bids} bids</span>
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
