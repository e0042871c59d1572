import { VendorDashboard } from '@web/features/vendor/components/vendor-dashboard';

export default function VendorDashboardRoute() {
  return <VendorDashboard />;
}
