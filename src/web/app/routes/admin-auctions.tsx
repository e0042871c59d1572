import { AuctionManagement } from '@web/features/auctions/management/components/auction-management';
import { auditKeys } from '@web/features/audit/api/audit-keys';
import { reportKeys } from '@web/features/reports/api/report-keys';
import { RefreshAlso } from '@web/lib/refresh-also';

/** A change to an auction moves the dashboard's figures and its activity feed. */
const AUCTION_CHANGE_ALSO_REFRESHES = [reportKeys.dashboard('admin'), auditKeys.all];

export default function AdminAuctionsRoute() {
  return (
    <RefreshAlso keys={AUCTION_CHANGE_ALSO_REFRESHES}>
      <AuctionManagement />
    </RefreshAlso>
  );
}
