import { activityKey } from '@web/features/admin/api/get-activity';
import { adminDashboardQuery } from '@web/features/admin/api/get-admin-dashboard';
import { ManagedAuctionSelect } from '@web/features/auctions/management/components/managed-auction-select';
import { DocumentManagement } from '@web/features/documents/components/document-management';
import { RefreshAlso } from '@web/lib/refresh-also';

/** A document uploaded or reviewed moves the dashboard's pending count and its activity feed. */
const DOCUMENT_CHANGE_ALSO_REFRESHES = [adminDashboardQuery.queryKey, activityKey];

export default function AdminDocumentsRoute() {
  return (
    <RefreshAlso keys={DOCUMENT_CHANGE_ALSO_REFRESHES}>
      <DocumentManagement auctionSelect={(select) => <ManagedAuctionSelect {...select} />} />
    </RefreshAlso>
  );
}
