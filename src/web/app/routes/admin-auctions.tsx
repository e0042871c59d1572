import { AuctionManagement } from '@web/features/admin/components/auctions/auction-management';

export default function AdminAuctionsRoute() {
  return <AuctionManagement />;
}
