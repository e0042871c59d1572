import { formatINR, formatShort } from '@shared/domain/money';
import type { AdminReport as AdminReportData } from '@shared/schemas/reports';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useReportsText } from '@web/i18n/ns/reports';
import { ChartCard } from './chart-card';
import { ReportCard, ReportLayout } from './report-layout';
import { PlainStatCard } from './plain-stat-card';
import { TopAuctions } from './top-auctions';
import { TypeBreakdown } from './type-breakdown';
import { useReportView } from './use-report-view';

/** `labels` is the catalogue group that names the counts' keys (`admin.role`, `admin.verification`). */
function Breakdown({ title, counts, labels }: { title: string; counts: Record<string, number>; labels: string }) {
  const t = useReportsText();
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return (
    <ReportCard title={title}>
      <ul className="space-y-3">
        {Object.entries(counts).map(([k, v]) => (
          <li key={k}>
            <div className="flex justify-between text-sm">
              <span className="capitalize">{t(`${labels}.${k}`, { defaultValue: k })}</span>
              <span className="tabular font-medium">{v}</span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-muted" aria-hidden>
              <div className="h-2 rounded-full bg-primary" style={{ width: `${total ? (v / total) * 100 : 0}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </ReportCard>
  );
}

type T = (key: string, values?: Record<string, unknown>) => string;

function formatUptime(t: T, seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return days > 0
    ? t('admin.uptimeDays', { days, hours })
    : hours > 0
      ? t('admin.uptimeHours', { hours, minutes })
      : t('admin.uptimeMinutes', { minutes });
}

function exportRows(data: AdminReportData): (string | number)[][] {
  return [
    ['period start', 'new users', 'bids', 'gross sales (INR)', `platform fees ${data.commissionPercent}% (INR)`],
    ...data.series.map((s) => [s.bucket, s.newUsers, s.bids, s.grossSales, s.platformFees]),
  ];
}

export function AdminReport() {
  const t = useReportsText();
  const { data, chart, layout } = useReportView('admin', exportRows);
  const money = (v: number) => formatShort(v, 1);
  return (
    <ReportLayout title={t('admin.title')} {...layout}>
      {data ? (
        <Tabs defaultValue="overview">
          <TabsList>
            <TabsTrigger value="overview">{t('admin.tabs.overview')}</TabsTrigger>
            <TabsTrigger value="performance">{t('admin.tabs.performance')}</TabsTrigger>
            <TabsTrigger value="users">{t('admin.tabs.users')}</TabsTrigger>
            <TabsTrigger value="financial">{t('admin.tabs.financial')}</TabsTrigger>
            <TabsTrigger value="health">{t('admin.tabs.health')}</TabsTrigger>
          </TabsList>
          <TabsContent value="overview" className="grid grid-cols-1 gap-6">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <PlainStatCard
                label={t('admin.auctions')}
                value={Object.values(data.overview.auctionsByStatus).reduce((a, b) => a + b, 0)}
                hint={t('admin.live', { count: data.overview.auctionsByStatus.live ?? 0 })}
              />
              <PlainStatCard label={t('admin.users')} value={Object.values(data.users.byVerification).reduce((a, b) => a + b, 0)} />
              <PlainStatCard label={t('admin.totalBids')} value={data.overview.totalBids.toLocaleString('en-IN')} />
              <PlainStatCard
                label={t('admin.grossSales')}
                value={formatShort(data.overview.grossSales)}
                hint={formatINR(data.overview.grossSales)}
                caption={t('figure.grossSales')}
              />
            </div>
            <ChartCard
              title={t('admin.bidsPerPeriod')}
              data={chart}
              series={[{ key: 'bids', label: t('admin.bids'), color: 'var(--color-primary)' }]}
            />
          </TabsContent>
          <TabsContent value="performance" className="grid grid-cols-1 gap-6">
            <TopAuctions rows={data.topAuctions} />
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              <ReportCard title={t('admin.topVendors')}>
                <Table stackOnPhone>
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t('table.vendor')}</TableHead>
                      <TableHead className="text-right">{t('table.listings')}</TableHead>
                      <TableHead className="text-right">{t('table.sold')}</TableHead>
                      <TableHead className="text-right">{t('table.revenue')}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {data.topVendors.map((v) => (
                      <TableRow key={v.vendorId}>
                        <TableCell translate="no">{v.name}</TableCell>
                        <TableCell className="tabular text-right">{v.listings}</TableCell>
                        <TableCell className="tabular text-right">{v.sold}</TableCell>
                        <TableCell className="tabular text-right">{formatShort(v.revenue)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </ReportCard>
              <TypeBreakdown title={t('admin.byType')} rows={data.byPropertyType} valueLabel={t('admin.soldValue')} />
            </div>
          </TabsContent>
          <TabsContent value="users" className="grid grid-cols-1 gap-6">
            <ChartCard
              title={t('admin.newRegistrations')}
              data={chart}
              series={[{ key: 'newUsers', label: t('admin.newUsers'), color: 'var(--color-primary)' }]}
            />
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              <Breakdown title={t('admin.usersByRole')} counts={data.overview.usersByRole} labels="admin.role" />
              <Breakdown title={t('admin.verificationStatus')} counts={data.users.byVerification} labels="admin.verification" />
            </div>
            <PlainStatCard
              label={t('admin.buyersWithEmd')}
              value={t('admin.ofBuyers', { paid: data.users.buyersWithEmd, total: data.users.buyers })}
              hint={
                data.users.buyers
                  ? t('admin.canBid', { percent: Math.round((data.users.buyersWithEmd / data.users.buyers) * 100) })
                  : undefined
              }
            />
          </TabsContent>
          <TabsContent value="financial" className="grid grid-cols-1 gap-6">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <PlainStatCard
                label={t('admin.grossSales')}
                value={formatShort(data.financial.grossSales)}
                hint={formatINR(data.financial.grossSales)}
                caption={t('figure.grossSales')}
              />
              <PlainStatCard
                label={t('admin.platformFees')}
                value={formatShort(data.financial.platformFees)}
                hint={t('admin.commission', { percent: data.commissionPercent })}
                caption={t('figure.platformFees')}
              />
              <PlainStatCard
                label={t('admin.averageSalePrice')}
                value={data.financial.averageSalePrice ? formatShort(data.financial.averageSalePrice) : t('admin.noSales')}
              />
              <PlainStatCard
                label={t('admin.emdInWallets')}
                value={formatShort(data.financial.emdHeld)}
                caption={t('figure.emdInWallets')}
              />
              <PlainStatCard
                label={t('admin.depositsAwaiting')}
                value={data.financial.pendingDeposits}
                hint={formatINR(data.financial.pendingDepositAmount)}
              />
            </div>
            <ChartCard
              title={t('admin.salesAndFees', { percent: data.commissionPercent })}
              data={chart}
              series={[
                { key: 'grossSales', label: t('admin.grossSales'), color: 'var(--color-primary)', format: money },
                { key: 'platformFees', label: t('admin.platformFees'), color: 'var(--color-accent)', format: money },
              ]}
            />
          </TabsContent>
          <TabsContent value="health" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <PlainStatCard label={t('admin.uptime')} value={formatUptime(t, data.health.uptimeSeconds)} />
            <PlainStatCard
              label={t('admin.databaseRoundTrip')}
              value={t('admin.milliseconds', { ms: data.health.databaseLatencyMs })}
              hint={<span translate="no">{data.health.database}</span>}
            />
            <PlainStatCard label={t('admin.memory')} value={t('admin.megabytes', { mb: data.health.memoryMb })} />
            <PlainStatCard label={t('admin.liveAuctions')} value={data.overview.auctionsByStatus.live ?? 0} />
          </TabsContent>
        </Tabs>
      ) : null}
    </ReportLayout>
  );
}
