import { ManagedAuctionSelect } from '@web/features/auctions/components/managed-auction-select';
import { auditKeys } from '@web/features/audit/api/audit-keys';
import { DocumentManagement } from '@web/features/documents/components/document-management';
import { reportKeys } from '@web/features/reports/api/report-keys';
import { RefreshAlso } from '@web/lib/refresh-also';

/** A document uploaded or reviewed moves the dashboard's pending count and its activity feed. */
const DOCUMENT_CHANGE_ALSO_REFRESHES = [reportKeys.dashboard('admin'), auditKeys.all];

export default function AdminDocumentsRoute() {
  return (
    <RefreshAlso keys={DOCUMENT_CHANGE_ALSO_REFRESHES}>
      <DocumentManagement auctionSelect={(select) => <ManagedAuctionSelect {...select} />} />
    </RefreshAlso>
  );
}
