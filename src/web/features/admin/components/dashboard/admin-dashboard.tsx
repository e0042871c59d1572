import {
  ActivityIcon,
  BadgeIndianRupeeIcon,
  BarChart3Icon,
  ClipboardCheckIcon,
  FileTextIcon,
  GavelIcon,
  ImagesIcon,
  IndianRupeeIcon,
  LayersIcon,
  MailIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { formatCompact } from '@shared/domain/money';
import { ManagedStatusBadge } from '@web/components/auction/managed-status-badge';
import { Page } from '@web/components/layout/page';
import { LoadingRows } from '@web/components/layout/query-states';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useNow } from '@web/lib/use-now';
import { useActivity } from '../../api/get-activity';
import { useAdminDashboard } from '../../api/get-admin-dashboard';
import { useAdminLiveUpdates } from '@web/lib/use-admin-live-updates';
import { relativeTime } from '@web/lib/format';
import { StatCard } from '@web/components/stat-card';
import { PlatformHealth } from './platform-health';

const QUICK_ACTIONS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/admin/users', label: 'Manage Users', icon: UsersIcon },
  { to: '/admin/auctions', label: 'Manage Auctions', icon: LayersIcon },
  { to: '/admin/bids', label: 'Monitor Bids', icon: GavelIcon },
  { to: '/admin/documents', label: 'Documents', icon: FileTextIcon },
  { to: '/admin/emd-deposits', label: 'EMD Deposits', icon: BadgeIndianRupeeIcon },
  { to: '/admin-reports', label: 'Reports', icon: BarChart3Icon },
  { to: '/admin/sample-images', label: 'Sample Images', icon: ImagesIcon },
  { to: '/admin/outbox', label: 'E-mail Outbox', icon: MailIcon },
];

/** Spec §2 admin dashboard: four cards, recent auctions, recent activity, health, quick actions. */
export function AdminDashboard() {
  const dashboard = useAdminDashboard();
  const activity = useActivity();
  const now = useNow();
  // Cards, recent auctions and activity follow what happens on the platform as it happens.
  useAdminLiveUpdates([
    ['admin', 'dashboard'],
    ['admin', 'activity'],
  ]);
  const d = dashboard.data;
  const loading = dashboard.isPending;

  return (
    <Page title="Admin Dashboard" description="The platform at a glance.">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Total Auctions"
          value={d?.totalAuctions ?? 0}
          hint={d ? `${d.liveAuctions} live now` : undefined}
          icon={LayersIcon}
          tone="primary"
          loading={loading}
        />
        <StatCard
          label="Total Users"
          value={d?.totalUsers ?? 0}
          hint={d ? `${d.totalBids} total bids` : undefined}
          icon={UsersIcon}
          loading={loading}
        />
        <StatCard
          label="Platform Revenue"
          value={d ? formatCompact(d.platformRevenue) : '₹0'}
          hint="Current bids of ended auctions"
          icon={IndianRupeeIcon}
          tone="live"
          loading={loading}
        />
        <StatCard
          label="Pending Approvals"
          value={d?.pendingApprovals ?? 0}
          hint={
            <Link to="/admin/auctions?tab=drafts" className="text-primary hover:underline">
              Review drafts
            </Link>
          }
          icon={ClipboardCheckIcon}
          tone="warning"
          loading={loading}
        />
      </div>

      {d && (d.pendingEmdDeposits > 0 || d.pendingDocuments > 0) ? (
        <div className="mt-3 flex flex-wrap gap-2 text-sm">
          {d.pendingEmdDeposits > 0 ? (
            <Link to="/admin/emd-deposits" className="rounded-md border bg-warning px-3 py-1.5 text-warning-foreground hover:underline">
              {d.pendingEmdDeposits} EMD deposit{d.pendingEmdDeposits === 1 ? '' : 's'} to verify
            </Link>
          ) : null}
          {d.pendingDocuments > 0 ? (
            <Link to="/admin/documents" className="rounded-md border bg-warning px-3 py-1.5 text-warning-foreground hover:underline">
              {d.pendingDocuments} document{d.pendingDocuments === 1 ? '' : 's'} to review
            </Link>
          ) : null}
        </div>
      ) : null}

      <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Recent Auctions</CardTitle>
          </CardHeader>
          <CardContent>
            {loading ? (
              <LoadingRows count={3} height="h-16" />
            ) : dashboard.isError ? (
              <p className="text-sm text-muted-foreground">Could not load the dashboard: {dashboard.error.message}</p>
            ) : d && d.recentAuctions.length ? (
              <ul className="grid grid-cols-1 gap-2">
                {d.recentAuctions.map((a) => {
                  const cover = a.images.find((i) => i.isPrimary) ?? a.images[0];
                  return (
                    <li key={a.id}>
                      <Link
                        to={`/auction/${a.id}`}
                        className="flex items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        {cover ? (
                          <img src={cover.thumbUrl} alt="" width={64} height={40} className="h-10 w-16 shrink-0 rounded object-cover" />
                        ) : (
                          <div className="h-10 w-16 shrink-0 rounded bg-muted" aria-hidden />
                        )}
                        <div className="min-w-0 flex-1">
                          <p className="truncate font-medium">{a.title}</p>
                          <p className="truncate text-xs text-muted-foreground">{a.location}</p>
                        </div>
                        <div className="shrink-0 text-right">
                          <ManagedStatusBadge status={a.status} />
                          <p className="mt-1 text-sm font-semibold tabular-nums">{formatCompact(a.currentBid)}</p>
                        </div>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No auctions yet.</p>
            )}
          </CardContent>
        </Card>

        <PlatformHealth />

        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ActivityIcon className="size-4" aria-hidden />
              Recent Activity
            </CardTitle>
          </CardHeader>
          <CardContent>
            {activity.isPending ? (
              <LoadingRows count={5} height="h-8" />
            ) : activity.isError ? (
              <p className="text-sm text-muted-foreground">Could not load the activity: {activity.error.message}</p>
            ) : activity.data.items.length ? (
              <ol className="divide-y" aria-label="Recent activity">
                {activity.data.items.map((e) => (
                  <li key={e.id} className="flex items-start justify-between gap-3 py-2 text-sm">
                    <span>{e.summary}</span>
                    <time
                      dateTime={e.createdAt}
                      className="shrink-0 text-xs text-muted-foreground"
                      title={new Date(e.createdAt).toLocaleString('en-IN')}
                    >
                      {relativeTime(e.createdAt, now)}
                    </time>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-muted-foreground">No admin or vendor actions recorded yet.</p>
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
    </Page>
  );
}
