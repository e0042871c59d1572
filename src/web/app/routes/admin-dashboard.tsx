import {
  BadgeIndianRupeeIcon,
  BarChart3Icon,
  FileTextIcon,
  GavelIcon,
  HandshakeIcon,
  ImagesIcon,
  LayersIcon,
  MailIcon,
  UsersIcon,
  ScaleIcon,
} from 'lucide-react';
import { Page } from '@web/components/layout/page';
import { CompareToggle } from '@web/features/compare/components/compare-toggle';
import { WatchlistCard } from '@web/features/watchlist/components/watchlist-card';
import { QuickActions, type QuickAction } from '@web/components/layout/quick-actions';
import { RecentAuctions } from '@web/features/auctions/components/recent-auctions';
import { RecentActivity } from '@web/features/audit/components/recent-activity';
import { PlatformHealth } from '@web/features/health/components/platform-health';
import { useAdminDashboard } from '@web/features/reports/api/get-admin-dashboard';
import { AdminFigures } from '@web/features/reports/components/admin-figures';
import { useReportsText } from '@web/i18n/ns/reports';

/** The quick actions; `label` is the catalogue key of the link's text (`dashboard.admin.*`). */
const QUICK_ACTIONS: QuickAction[] = [
  { to: '/admin/users', label: 'manageUsers', icon: UsersIcon },
  { to: '/admin/auctions', label: 'manageAuctions', icon: LayersIcon },
  { to: '/admin/bids', label: 'monitorBids', icon: GavelIcon },
  { to: '/admin/documents', label: 'documents', icon: FileTextIcon },
  { to: '/admin/emd-deposits', label: 'emdDeposits', icon: BadgeIndianRupeeIcon },
  { to: '/admin/sales', label: 'sales', icon: HandshakeIcon },
  { to: '/admin-reports', label: 'reports', icon: BarChart3Icon },
  { to: '/admin/reconciliation', label: 'reconciliation', icon: ScaleIcon },
  { to: '/admin/sample-images', label: 'sampleImages', icon: ImagesIcon },
  { to: '/admin/outbox', label: 'outbox', icon: MailIcon },
];

/**
 * Spec §2 admin dashboard: four cards, recent auctions, platform health, recent activity and quick
 * actions. One answer (`/api/admin/dashboard`) feeds the cards and the recent auctions; the cards
 * and the activity follow the platform live.
 */
export default function AdminDashboardRoute() {
  const t = useReportsText();
  const dashboard = useAdminDashboard();
  return (
    <Page title={t('dashboard.admin.title')} description={t('dashboard.admin.description')}>
      <AdminFigures dashboard={dashboard} />
      <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-3">
        <RecentAuctions
          className="lg:col-span-2"
          auctions={dashboard.data?.recentAuctions}
          loading={dashboard.isPending}
          error={dashboard.isError ? dashboard.error : null}
        />
        <PlatformHealth />
        <RecentActivity className="lg:col-span-2" />
        <div className="grid content-start gap-4">
          <QuickActions actions={QUICK_ACTIONS.map((a) => ({ ...a, label: t(`dashboard.admin.${a.label}`) }))} />
          {/* Every signed-in role can heart an auction, so every dashboard shows what was hearted. */}
          <WatchlistCard itemAction={(w) => <CompareToggle auctionId={w.auctionId} title={w.title} />} />
        </div>
      </div>
    </Page>
  );
}
