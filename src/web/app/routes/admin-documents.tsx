import { DocumentManagement } from '@web/features/admin/components/documents/document-management';
import { ManagedAuctionSelect } from '@web/features/auctions/management/components/managed-auction-select';

export default function AdminDocumentsRoute() {
  return <DocumentManagement auctionSelect={(select) => <ManagedAuctionSelect {...select} />} />;
}
