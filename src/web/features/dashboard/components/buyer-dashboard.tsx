import type { ReactNode } from 'react';
import { Skeleton } from '@web/components/ui/skeleton';
import { useBuyerDashboard } from '../api/buyer-get-dashboard';
import { useMyBids } from '../api/buyer-get-my-bids';
import { useBuyerLiveBids } from '../hooks/buyer-use-live-bids';
import { BuyerAccountStatus } from './buyer-account-status';
import { BuyerBidList } from './buyer-bid-list';
import { BuyerEmdBanner } from './buyer-emd-banner';
import { BuyerStatCards } from './buyer-stat-cards';
import { BuyerWatchlist } from './buyer-watchlist';

/**
 * Spec §2 buyer dashboard: the EMD banner while EMD is unpaid, the four figures, what is still
 * missing before the buyer can bid, and the latest bids. `payEmdAction` is the "Pay EMD" control
 * (the deposit form lives with bidding).
 */
export function BuyerDashboard({ payEmdAction }: { payEmdAction: ReactNode }) {
  const dashboard = useBuyerDashboard();
  const bids = useMyBids();
  useBuyerLiveBids(bids.data?.items);
  const data = dashboard.data;
  return (
    <div className="grid gap-6">
      {data && !data.emdPaid ? <BuyerEmdBanner pendingDeposits={data.pendingEmdDeposits} action={payEmdAction} /> : null}
      <BuyerStatCards data={data} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <BuyerBidList bids={bids.data?.items} loading={bids.isPending} />
        <div className="grid gap-6">
          {data ? <BuyerAccountStatus data={data} /> : <Skeleton className="h-48 rounded-xl" />}
          <BuyerWatchlist />
        </div>
      </div>
    </div>
  );
}
