import { BarChart3Icon, CompassIcon, ListIcon, PlusCircleIcon } from 'lucide-react';
import { Page } from '@web/components/layout/page';
import { QuickActions, type QuickAction } from '@web/components/layout/quick-actions';
import { ApprovalBanner } from '@web/features/accounts/components/approval-banner';
import { PendingBuyers } from '@web/features/accounts/components/pending-buyers';
import { MyAuctionsCard } from '@web/features/auctions/management/components/my-auctions-card';
import { useVendorDashboard } from '@web/features/reports/api/get-vendor-dashboard';
import { reportKeys } from '@web/features/reports/api/report-keys';
import { VendorFigures } from '@web/features/reports/components/vendor-figures';
import { VendorPerformance } from '@web/features/reports/components/vendor-performance';
import { SalesCard } from '@web/features/sales/components/sales-card';
import { WatchlistCard } from '@web/features/watchlist/components/watchlist-card';
import { RefreshAlso } from '@web/lib/refresh-also';

/** A sale moving on (completed, above all) moves the vendor's figures. */
const FIGURES = [reportKeys.dashboard('vendor')];

const QUICK_ACTIONS: QuickAction[] = [
  { to: '/vendor/auctions?new=1', label: 'List Property', icon: PlusCircleIcon },
  { to: '/vendor/auctions', label: 'All Auctions', icon: ListIcon },
  { to: '/live-auctions', label: 'Browse', icon: CompassIcon },
  { to: '/vendor-reports', label: 'Reports', icon: BarChart3Icon },
];

/**
 * Spec §2 vendor dashboard: the approval notice, the cards, My Auctions, the sales of the vendor's
 * ended auctions, Performance Overview and quick actions, and the buyers a verified vendor may approve. One answer (`/api/vendor/dashboard`)
 * feeds the figures, the approval state and My Auctions.
 */
export default function VendorDashboardRoute() {
  const dashboard = useVendorDashboard();
  const d = dashboard.data;
  const verified = d?.verificationStatus === 'verified';
  return (
    <Page title="Vendor Dashboard" description="Your listings, bidders and sales.">
      {d ? <ApprovalBanner status={d.verificationStatus} /> : null}
      <VendorFigures dashboard={dashboard} />
      <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="grid content-start gap-4 lg:col-span-2">
          <MyAuctionsCard auctions={d?.auctions} loading={dashboard.isPending} canList={verified} />
          <RefreshAlso keys={FIGURES}>
            <SalesCard
              audience="vendor"
              title="Sales"
              description="Your auctions after the close: open one to confirm the sale, verify a payment or extend a deadline."
              empty={{ title: 'No sales yet', hint: 'When one of your auctions ends, its sale shows here.' }}
            />
          </RefreshAlso>
        </div>
        <div className="grid content-start gap-4">
          <VendorPerformance data={d} loading={dashboard.isPending} />
          <QuickActions actions={QUICK_ACTIONS} />
          {/* Every signed-in role can heart an auction, so every dashboard shows what was hearted. */}
          <WatchlistCard />
        </div>
      </div>
      {verified ? <PendingBuyers /> : null}
    </Page>
  );
}
