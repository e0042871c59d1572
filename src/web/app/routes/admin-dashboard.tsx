import { AdminDashboard } from '@web/features/admin/components/dashboard/admin-dashboard';

export default function AdminDashboardRoute() {
  return <AdminDashboard />;
}
