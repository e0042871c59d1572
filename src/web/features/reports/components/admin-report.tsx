import { FIGURE_DEFINITIONS } from '@shared/domain/figures';
import { formatINR, formatShort } from '@shared/domain/money';
import type { AdminReport as AdminReportData } from '@shared/schemas/reports';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ChartCard } from './chart-card';
import { ReportCard, ReportLayout } from './report-layout';
import { PlainStatCard } from './plain-stat-card';
import { TopAuctions } from './top-auctions';
import { TypeBreakdown } from './type-breakdown';
import { useReportView } from './use-report-view';

function Breakdown({ title, counts }: { title: string; counts: Record<string, number> }) {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return (
    <ReportCard title={title}>
      <ul className="space-y-3">
        {Object.entries(counts).map(([k, v]) => (
          <li key={k}>
            <div className="flex justify-between text-sm">
              <span className="capitalize">{k}</span>
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

function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return d > 0 ? `${d}d ${h}h` : h > 0 ? `${h}h ${m}m` : `${m}m`;
}

function exportRows(data: AdminReportData): (string | number)[][] {
  return [
    ['period start', 'new users', 'bids', 'gross sales (INR)', `platform fees ${data.commissionPercent}% (INR)`],
    ...data.series.map((s) => [s.bucket, s.newUsers, s.bids, s.grossSales, s.platformFees]),
  ];
}

export function AdminReport() {
  const { data, chart, layout } = useReportView('admin', 'Platform figures', exportRows);
  const money = (v: number) => formatShort(v, 1);
  return (
    <ReportLayout title="Admin Reports" {...layout}>
      {data ? (
        <Tabs defaultValue="overview">
          <TabsList>
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="performance">Performance</TabsTrigger>
            <TabsTrigger value="users">User Analytics</TabsTrigger>
            <TabsTrigger value="financial">Financial</TabsTrigger>
            <TabsTrigger value="health">Platform Health</TabsTrigger>
          </TabsList>
          <TabsContent value="overview" className="grid grid-cols-1 gap-6">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <PlainStatCard
                label="Auctions"
                value={Object.values(data.overview.auctionsByStatus).reduce((a, b) => a + b, 0)}
                hint={`${data.overview.auctionsByStatus.live ?? 0} live`}
              />
              <PlainStatCard label="Users" value={Object.values(data.users.byVerification).reduce((a, b) => a + b, 0)} />
              <PlainStatCard label="Total bids" value={data.overview.totalBids.toLocaleString('en-IN')} />
              <PlainStatCard
                label="Gross sales"
                value={formatShort(data.overview.grossSales)}
                hint={formatINR(data.overview.grossSales)}
                caption={FIGURE_DEFINITIONS.grossSales}
              />
            </div>
            <ChartCard title="Bids per period" data={chart} series={[{ key: 'bids', label: 'Bids', color: 'var(--color-primary)' }]} />
          </TabsContent>
          <TabsContent value="performance" className="grid grid-cols-1 gap-6">
            <TopAuctions rows={data.topAuctions} />
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              <ReportCard title="Top vendors by revenue">
                <Table stackOnPhone>
                  <TableHeader>
                    <TableRow>
                      <TableHead>Vendor</TableHead>
                      <TableHead className="text-right">Listings</TableHead>
                      <TableHead className="text-right">Sold</TableHead>
                      <TableHead className="text-right">Revenue</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {data.topVendors.map((v) => (
                      <TableRow key={v.vendorId}>
                        <TableCell>{v.name}</TableCell>
                        <TableCell className="tabular text-right">{v.listings}</TableCell>
                        <TableCell className="tabular text-right">{v.sold}</TableCell>
                        <TableCell className="tabular text-right">{formatShort(v.revenue)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </ReportCard>
              <TypeBreakdown title="By property type" rows={data.byPropertyType} valueLabel="Sold value" />
            </div>
          </TabsContent>
          <TabsContent value="users" className="grid grid-cols-1 gap-6">
            <ChartCard
              title="New registrations"
              data={chart}
              series={[{ key: 'newUsers', label: 'New users', color: 'var(--color-primary)' }]}
            />
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              <Breakdown title="Users by role" counts={data.overview.usersByRole} />
              <Breakdown title="Verification status" counts={data.users.byVerification} />
            </div>
            <PlainStatCard
              label="Buyers with EMD paid"
              value={`${data.users.buyersWithEmd} of ${data.users.buyers}`}
              hint={data.users.buyers ? `${Math.round((data.users.buyersWithEmd / data.users.buyers) * 100)}% can bid` : undefined}
            />
          </TabsContent>
          <TabsContent value="financial" className="grid grid-cols-1 gap-6">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <PlainStatCard
                label="Gross sales"
                value={formatShort(data.financial.grossSales)}
                hint={formatINR(data.financial.grossSales)}
                caption={FIGURE_DEFINITIONS.grossSales}
              />
              <PlainStatCard
                label="Platform fees"
                value={formatShort(data.financial.platformFees)}
                hint={`${data.commissionPercent}% commission on sales`}
                caption={FIGURE_DEFINITIONS.platformFees}
              />
              <PlainStatCard
                label="Average sale price"
                value={data.financial.averageSalePrice ? formatShort(data.financial.averageSalePrice) : 'No sales yet'}
              />
              <PlainStatCard label="EMD in wallets" value={formatShort(data.financial.emdHeld)} caption={FIGURE_DEFINITIONS.emdInWallets} />
              <PlainStatCard
                label="EMD deposits awaiting review"
                value={data.financial.pendingDeposits}
                hint={formatINR(data.financial.pendingDepositAmount)}
              />
            </div>
            <ChartCard
              title={`Gross sales and ${data.commissionPercent}% platform fees`}
              data={chart}
              series={[
                { key: 'grossSales', label: 'Gross sales', color: 'var(--color-primary)', format: money },
                { key: 'platformFees', label: 'Platform fees', color: 'var(--color-accent)', format: money },
              ]}
            />
          </TabsContent>
          <TabsContent value="health" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <PlainStatCard label="Server uptime" value={formatUptime(data.health.uptimeSeconds)} />
            <PlainStatCard label="Database round trip" value={`${data.health.databaseLatencyMs} ms`} hint={data.health.database} />
            <PlainStatCard label="Server memory" value={`${data.health.memoryMb} MB`} />
            <PlainStatCard label="Live auctions" value={data.overview.auctionsByStatus.live ?? 0} />
          </TabsContent>
        </Tabs>
      ) : null}
    </ReportLayout>
  );
}
