import { LocationPicker } from '@web/features/maps/components/location-picker';
import { AuctionManagement } from '@web/features/auctions/components/auction-management';
import { auctionKeys } from '@web/features/catalogue/api/auction-keys';
import { auditKeys } from '@web/features/audit/api/audit-keys';
import { reportKeys } from '@web/features/reports/api/report-keys';
import { RefreshAlso } from '@web/lib/refresh-also';

/** A change to an auction moves the public catalogue, the dashboard's figures and its activity feed. */
const AUCTION_CHANGE_ALSO_REFRESHES = [auctionKeys.all, reportKeys.dashboard('admin'), auditKeys.all];

export default function AdminAuctionsRoute() {
  return (
    <RefreshAlso keys={AUCTION_CHANGE_ALSO_REFRESHES}>
      <AuctionManagement mapPicker={(p) => <LocationPicker {...p} />} />
    </RefreshAlso>
  );
}
