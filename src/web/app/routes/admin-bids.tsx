import { managedAuctionKeys } from '@web/features/auctions/api/managed-auction-keys';
import { auditKeys } from '@web/features/audit/api/audit-keys';
import { BidManagement } from '@web/features/bids/components/bid-management';
import { RefreshAlso } from '@web/lib/refresh-also';

/** Flagging a bid changes its auction's figures in the auction lists, and is recorded in the activity feed. */
const BID_CHANGE_ALSO_REFRESHES = [managedAuctionKeys.all, auditKeys.all];

export default function AdminBidsRoute() {
  return (
    <RefreshAlso keys={BID_CHANGE_ALSO_REFRESHES}>
      <BidManagement />
    </RefreshAlso>
  );
}
