import type { UseQueryResult } from '@tanstack/react-query';
import { IndianRupeeIcon, RadioIcon, TrendingUpIcon, UsersIcon } from 'lucide-react';
import { FIGURE_DEFINITIONS } from '@shared/domain/figures';
import { formatCompact } from '@shared/domain/money';
import type { VendorDashboard } from '@shared/schemas/admin';
import { StatCard } from '@web/components/stat-card';
import { Button } from '@web/components/ui/button';

/** The average card also carries the sold count, so it says what both count. */
const AVG_SALE_CAPTION = `${FIGURE_DEFINITIONS.avgSalePrice}. Sold: ${FIGURE_DEFINITIONS.soldAuctions.toLowerCase()}.`;

/** Spec §2 vendor dashboard cards: active auctions, bidders, revenue and average sale price; a retry when they could not be loaded. */
export function VendorFigures({ dashboard }: { dashboard: UseQueryResult<VendorDashboard> }) {
  const d = dashboard.data;
  const loading = dashboard.isPending;
  return (
    <>
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
          caption={FIGURE_DEFINITIONS.totalRevenue}
          icon={IndianRupeeIcon}
          tone="primary"
          loading={loading}
        />
        <StatCard
          label="Avg Sale Price"
          value={d ? (d.avgSalePrice === null ? 'No sales yet' : formatCompact(d.avgSalePrice)) : '—'}
          hint={d && d.soldAuctions ? `Over ${d.soldAuctions} sold ${d.soldAuctions === 1 ? 'auction' : 'auctions'}` : undefined}
          caption={AVG_SALE_CAPTION}
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
    </>
  );
}
