import {
  BarChart3Icon,
  CompassIcon,
  IndianRupeeIcon,
  LayersIcon,
  ListIcon,
  PlusCircleIcon,
  RadioIcon,
  TrendingUpIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { formatCompact } from '@shared/domain/money';
import { vendorLiveTimeLeft, vendorStartsIn } from '@shared/domain/time-left';
import type { ManagedAuction } from '@shared/schemas/auction-form';
import { ManagedStatusBadge } from '@web/components/auction/managed-status-badge';
import { Page } from '@web/components/layout/page';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useNow } from '@web/lib/use-now';
import { useVendorDashboard } from '../api/get-vendor-dashboard';
import { ApprovalBanner } from './approval-banner';
import { PendingBuyers } from './pending-buyers';
import { StatCard } from '@web/components/stat-card';

const QUICK_ACTIONS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/vendor/auctions?new=1', label: 'List Property', icon: PlusCircleIcon },
  { to: '/vendor/auctions', label: 'All Auctions', icon: ListIcon },
  { to: '/live-auctions', label: 'Browse', icon: CompassIcon },
  { to: '/vendor-reports', label: 'Reports', icon: BarChart3Icon },
];

/** Spec §2 vendor dashboard: cards, My Auctions, Performance Overview and quick actions. */
export function VendorDashboard() {
  const dashboard = useVendorDashboard();
  const d = dashboard.data;
  const loading = dashboard.isPending;

  return (
    <Page title="Vendor Dashboard" description="Your listings, bidders and sales.">
      {d ? <ApprovalBanner status={d.verificationStatus} /> : null}

      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Active Auctions"
          value={d?.activeAuctions ?? 0}
          hint={d ? `of ${d.totalListings} total ${d.totalListings === 1 ? 'listing' : 'listings'}` : undefined}
          icon={RadioIcon}
          tone="live"
          loading={loading}
        />
        <StatCard
          label="Total Bidders"
          value={d?.totalBidders ?? 0}
          hint="Distinct bidders on your auctions"
          icon={UsersIcon}
          loading={loading}
        />
        <StatCard
          label="Total Revenue"
          value={d ? formatCompact(d.totalRevenue) : '₹0'}
          hint="From completed auctions"
          icon={IndianRupeeIcon}
          tone="primary"
          loading={loading}
        />
        <StatCard
          label="Avg Sale Price"
          value={d ? (d.avgSalePrice === null ? 'No sales yet' : formatCompact(d.avgSalePrice)) : '—'}
          hint={d && d.soldAuctions ? `Over ${d.soldAuctions} sold ${d.soldAuctions === 1 ? 'auction' : 'auctions'}` : undefined}
          icon={TrendingUpIcon}
          loading={loading}
        />
      </div>

      {dashboard.isError ? (
        <div className="mt-6 text-sm text-muted-foreground">
          <p>Could not load your dashboard: {dashboard.error.message}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void dashboard.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}

      <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader className="flex-row items-center justify-between">
            <CardTitle>My Auctions</CardTitle>
            <Button variant="link" size="sm" asChild>
              <Link to="/vendor/auctions">View all</Link>
            </Button>
          </CardHeader>
          <CardContent>
            {loading ? (
              <div className="grid gap-2">
                {Array.from({ length: 3 }, (_, i) => (
                  <Skeleton key={i} className="h-16" />
                ))}
              </div>
            ) : d && d.auctions.length ? (
              <ul className="grid grid-cols-1 gap-2" aria-label="My auctions">
                {d.auctions.map((a) => (
                  <MyAuction key={a.id} auction={a} />
                ))}
              </ul>
            ) : (
              <div className="py-8 text-center">
                <LayersIcon className="mx-auto size-8 text-muted-foreground" aria-hidden />
                <p className="mt-2 font-medium">No listings yet</p>
                <p className="text-sm text-muted-foreground">List your first property to start receiving bids.</p>
                {d?.verificationStatus === 'verified' ? (
                  <Button className="mt-4" asChild>
                    <Link to="/vendor/auctions?new=1">List Property</Link>
                  </Button>
                ) : null}
              </div>
            )}
          </CardContent>
        </Card>

        <div className="grid content-start gap-4">
          <Card>
            <CardHeader>
              <CardTitle>Performance Overview</CardTitle>
            </CardHeader>
            <CardContent>
              {loading || !d ? (
                <Skeleton className="h-28" />
              ) : (
                <dl className="grid gap-3 text-sm">
                  <div>
                    <div className="flex justify-between">
                      <dt className="text-muted-foreground">Completion rate</dt>
                      <dd className="font-semibold tabular-nums">{d.completionRate}%</dd>
                    </div>
                    <div className="mt-1 h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
                      <div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(100, d.completionRate)}%` }} />
                    </div>
                  </div>
                  <div className="flex justify-between">
                    <dt className="text-muted-foreground">Total bidders</dt>
                    <dd className="font-semibold tabular-nums">{d.totalBidders}</dd>
                  </div>
                  <div className="flex justify-between">
                    <dt className="text-muted-foreground">Active listings</dt>
                    <dd className="font-semibold tabular-nums">{d.activeAuctions}</dd>
                  </div>
                </dl>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Quick Actions</CardTitle>
            </CardHeader>
            <CardContent>
              <nav aria-label="Quick actions" className="grid grid-cols-2 gap-2">
                {QUICK_ACTIONS.map(({ to, label, icon: Icon }) => (
                  <Link
                    key={to}
                    to={to}
                    className="flex flex-col items-center gap-1 rounded-lg border p-3 text-center text-xs font-medium transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <Icon className="size-5 text-primary" aria-hidden />
                    {label}
                  </Link>
                ))}
              </nav>
            </CardContent>
          </Card>
        </div>
      </div>

      {d?.verificationStatus === 'verified' ? <PendingBuyers /> : null}
    </Page>
  );
}

function MyAuction({ auction: a }: { auction: ManagedAuction }) {
  const now = useNow();
  let detail: string;
  let figure: string;
  if (a.status === 'live') {
    figure = formatCompact(a.currentBid);
    detail = `${a.biddersCount} ${a.biddersCount === 1 ? 'bidder' : 'bidders'} · ${vendorLiveTimeLeft(a.endTime, now)}`;
  } else if (a.status === 'upcoming') {
    figure = formatCompact(a.startingBid);
    detail = `Starting bid · ${vendorStartsIn(a.startTime, now)}`;
  } else if (a.status === 'ended') {
    figure = formatCompact(a.currentBid);
    detail = a.winnerId ? 'Final bid' : 'Final bid · no winner';
  } else {
    figure = formatCompact(a.startingBid);
    detail = a.status === 'draft' ? 'Awaiting admin approval' : 'Starting bid · not offered for sale';
  }
  return (
    <li>
      <Link
        to={`/auction/${a.id}`}
        className="flex items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        data-testid="vendor-dashboard-auction"
      >
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{a.title}</p>
          <p className="truncate text-xs text-muted-foreground">{a.location}</p>
        </div>
        <div className="shrink-0 text-right">
          <ManagedStatusBadge status={a.status} />
          <p className="mt-1 text-sm font-semibold tabular-nums">{figure}</p>
          <p className="text-xs text-muted-foreground">{detail}</p>
        </div>
      </Link>
    </li>
  );
}
