import type { UseQueryResult } from '@tanstack/react-query';
import { IndianRupeeIcon, RadioIcon, TrendingUpIcon, UsersIcon } from 'lucide-react';
import { formatCompact } from '@shared/domain/money';
import type { VendorDashboard } from '@shared/schemas/admin';
import { StatCard } from '@web/components/stat-card';
import { Button } from '@web/components/ui/button';
import { errorText } from '@web/i18n/messages';
import { useReportsText } from '@web/i18n/ns/reports';

/** Spec §2 vendor dashboard cards: active auctions, bidders, revenue and average sale price; a retry when they could not be loaded. */
export function VendorFigures({ dashboard }: { dashboard: UseQueryResult<VendorDashboard> }) {
  const t = useReportsText();
  const d = dashboard.data;
  const loading = dashboard.isPending;
  return (
    <>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label={t('dashboard.vendor.activeAuctions')}
          value={d?.activeAuctions ?? 0}
          hint={d ? t('dashboard.vendor.ofListings', { count: d.totalListings }) : undefined}
          icon={RadioIcon}
          tone="live"
          loading={loading}
        />
        <StatCard
          label={t('dashboard.vendor.totalBidders')}
          value={d?.totalBidders ?? 0}
          hint={t('dashboard.vendor.distinctBidders')}
          icon={UsersIcon}
          loading={loading}
        />
        <StatCard
          label={t('dashboard.vendor.totalRevenue')}
          value={d ? formatCompact(d.totalRevenue) : '₹0'}
          caption={t('figure.totalRevenue')}
          icon={IndianRupeeIcon}
          tone="primary"
          loading={loading}
        />
        <StatCard
          label={t('dashboard.vendor.avgSalePrice')}
          value={d ? (d.avgSalePrice === null ? t('dashboard.vendor.noSales') : formatCompact(d.avgSalePrice)) : '—'}
          hint={d && d.soldAuctions ? t('dashboard.vendor.overSold', { count: d.soldAuctions }) : undefined}
          // The average card also carries the sold count, so it says what both count.
          caption={t('figure.avgSaleAndSold')}
          icon={TrendingUpIcon}
          loading={loading}
        />
      </div>

      {dashboard.isError ? (
        <div className="mt-6 text-sm text-muted-foreground">
          <p>{t('dashboard.vendor.loadError', { message: errorText(dashboard.error) })}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void dashboard.refetch()}>
            {t('dashboard.vendor.tryAgain')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
