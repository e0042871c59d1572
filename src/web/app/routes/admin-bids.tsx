import { BidManagement } from '@web/features/admin/components/bids/bid-management';
import { auctionKeys } from '@web/features/auctions/api/auction-keys';
import { RefreshAlso } from '@web/lib/refresh-also';

/** Flagging a bid changes its auction's figures in the auction management lists. */
const BID_CHANGE_ALSO_REFRESHES = [auctionKeys.managed()];

export default function AdminBidsRoute() {
  return (
    <RefreshAlso keys={BID_CHANGE_ALSO_REFRESHES}>
      <BidManagement />
    </RefreshAlso>
  );
}
