import { DocumentManagement } from '@web/features/admin/components/documents/document-management';

export default function AdminDocumentsRoute() {
  return <DocumentManagement />;
}
