import { AdminReport } from '@web/features/reports/components/admin-report';

export default function AdminReportsRoute() {
  return <AdminReport />;
}
