import type { UseQueryResult } from '@tanstack/react-query';
import { ClipboardCheckIcon, IndianRupeeIcon, LayersIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { formatCompact } from '@shared/domain/money';
import type { AdminDashboard } from '@shared/schemas/admin';
import { StatCard } from '@web/components/stat-card';
import { useReportsText } from '@web/i18n/ns/reports';
import { useAdminLiveUpdates } from '@web/lib/use-admin-live-updates';
import { reportKeys } from '../api/report-keys';

/**
 * Spec §2 admin dashboard cards: auctions, users, revenue and pending approvals, with links to the
 * EMD deposits and documents waiting for review. They follow the platform live (the `admin` topic).
 */
export function AdminFigures({ dashboard }: { dashboard: UseQueryResult<AdminDashboard> }) {
  const t = useReportsText();
  useAdminLiveUpdates([reportKeys.dashboard('admin')]);
  const d = dashboard.data;
  const loading = dashboard.isPending;
  return (
    <>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label={t('dashboard.admin.totalAuctions')}
          value={d?.totalAuctions ?? 0}
          hint={d ? t('dashboard.admin.liveNow', { count: d.liveAuctions }) : undefined}
          icon={LayersIcon}
          tone="primary"
          loading={loading}
        />
        <StatCard
          label={t('dashboard.admin.totalUsers')}
          value={d?.totalUsers ?? 0}
          hint={d ? t('dashboard.admin.totalBids', { count: d.totalBids }) : undefined}
          icon={UsersIcon}
          loading={loading}
        />
        <StatCard
          label={t('dashboard.admin.platformRevenue')}
          value={d ? formatCompact(d.platformRevenue) : '₹0'}
          caption={t('figure.platformRevenue')}
          hint={
            <Link to="/admin/reconciliation" className="text-primary hover:underline">
              {t('dashboard.admin.seeReconciliation')}
            </Link>
          }
          icon={IndianRupeeIcon}
          tone="live"
          loading={loading}
        />
        <StatCard
          label={t('dashboard.admin.pendingApprovals')}
          value={d?.pendingApprovals ?? 0}
          hint={
            <Link to="/admin/auctions?tab=drafts" className="text-primary hover:underline">
              {t('dashboard.admin.reviewDrafts')}
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
              {t('dashboard.admin.depositsToVerify', { count: d.pendingEmdDeposits })}
            </Link>
          ) : null}
          {d.pendingDocuments > 0 ? (
            <Link to="/admin/documents" className="rounded-md border bg-warning px-3 py-1.5 text-warning-foreground hover:underline">
              {t('dashboard.admin.documentsToReview', { count: d.pendingDocuments })}
            </Link>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
