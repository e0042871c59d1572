import { formatINR, formatShort } from '@shared/domain/money';
import { REPORT_PERIOD_LABELS } from '@shared/schemas/reports';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useReport } from '../api/get-report';
import { bucketLabel } from '../lib/bucket-label';
import { downloadCsv } from '../lib/csv';
import { ChartCard } from './chart-card';
import { Insights, ReportLayout } from './report-layout';
import { StatCard } from './stat-card';
import { TypeBreakdown } from './type-breakdown';
import { useReportParams } from './use-report-params';

export function BuyerReport() {
  const [query, setQuery] = useReportParams();
  const { data, status, refetch } = useReport('buyer', query);
  const chart = (data?.series ?? []).map((s) => ({ ...s, label: bucketLabel(s.bucket, query.period) }));
  const onExport = () =>
    data &&
    downloadCsv(`neelami-buyer-report-${query.period}.csv`, [
      ['period start', 'bids', 'amount bid (INR)'],
      ...data.series.map((s) => [s.bucket, s.bids, s.amount]),
    ]);
  return (
    <ReportLayout
      title="Buyer Reports"
      description={`Your bidding over the last ${REPORT_PERIOD_LABELS[query.period]}${query.propertyType ? ` · ${query.propertyType}` : ''}`}
      query={query}
      onChange={setQuery}
      onExport={onExport}
      status={status}
      onRetry={() => void refetch()}
    >
      {data ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard label="Total bids" value={data.summary.totalBids} hint={`on ${data.summary.auctionsBidOn} auctions`} />
            <StatCard label="Auctions won" value={data.summary.auctionsWon} hint={`${data.summary.winRate}% win rate`} />
            <StatCard label="Total spent" value={formatShort(data.summary.totalSpent)} hint={formatINR(data.summary.totalSpent)} />
            <StatCard label="Average bid" value={formatShort(data.summary.averageBid)} />
          </div>
          <ChartCard
            title="Bids placed"
            data={chart}
            series={[{ key: 'bids', label: 'Bids', color: 'var(--color-primary)' }]}
          />
          <div className="grid gap-6 lg:grid-cols-2">
            <TypeBreakdown title="By property type" rows={data.byPropertyType} valueLabel="Highest bid" />
            <Card>
              <CardHeader>
                <CardTitle className="text-base">Where you bid</CardTitle>
              </CardHeader>
              <CardContent>
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
              </CardContent>
            </Card>
          </div>
          <Insights items={data.insights} />
        </>
      ) : null}
    </ReportLayout>
  );
}
