import { activityKey } from '@web/features/admin/api/get-activity';
import { adminDashboardQuery } from '@web/features/admin/api/get-admin-dashboard';
import { AuctionManagement } from '@web/features/auctions/management/components/auction-management';
import { RefreshAlso } from '@web/lib/refresh-also';

/** A change to an auction moves the dashboard's figures and its activity feed. */
const AUCTION_CHANGE_ALSO_REFRESHES = [adminDashboardQuery.queryKey, activityKey];

export default function AdminAuctionsRoute() {
  return (
    <RefreshAlso keys={AUCTION_CHANGE_ALSO_REFRESHES}>
      <AuctionManagement />
    </RefreshAlso>
  );
}
