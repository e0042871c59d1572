import { Page } from '@web/components/layout/page';
import { Skeleton } from '@web/components/ui/skeleton';
import { BuyerAccountStatus } from '@web/features/accounts/components/buyer-account-status';
import { MyBids } from '@web/features/bids/components/my-bids';
import { EmdBanner } from '@web/features/emd/components/emd-banner';
import { EmdPayButton } from '@web/features/emd/components/emd-pay-button';
import { useBuyerDashboard } from '@web/features/reports/api/get-buyer-dashboard';
import { reportKeys } from '@web/features/reports/api/report-keys';
import { BuyerFigures } from '@web/features/reports/components/buyer-figures';
import { WatchlistCard } from '@web/features/watchlist/components/watchlist-card';
import { RefreshAlso } from '@web/lib/refresh-also';

/** A deposit submitted here, and every change to the buyer's bids, move the figures of this page. */
const FIGURES = [reportKeys.dashboard('buyer')];

/**
 * Spec §2 buyer dashboard: the EMD banner while EMD is unpaid, the four figures, the latest bids,
 * what is still missing before the buyer can bid, and the watchlist.
 */
export default function BuyerDashboardRoute() {
  const dashboard = useBuyerDashboard();
  const data = dashboard.data;
  return (
    <Page title="Buyer Dashboard" description="Your bids, wins and what you need to bid.">
      <div className="grid gap-6">
        {data && !data.emdPaid ? (
          <EmdBanner
            pendingDeposits={data.pendingEmdDeposits}
            action={
              <RefreshAlso keys={FIGURES}>
                <EmdPayButton className="w-full sm:w-auto">Pay EMD</EmdPayButton>
              </RefreshAlso>
            }
          />
        ) : null}
        <BuyerFigures data={data} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <RefreshAlso keys={FIGURES}>
            <MyBids />
          </RefreshAlso>
          <div className="grid gap-6">
            {data ? <BuyerAccountStatus data={data} /> : <Skeleton className="h-48 rounded-xl" />}
            <WatchlistCard />
          </div>
        </div>
      </div>
    </Page>
  );
}
