import { BidManagement } from '@web/features/admin/components/bids/bid-management';

export default function AdminBidsRoute() {
  return <BidManagement />;
}
