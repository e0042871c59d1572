import { VendorReport } from '@web/features/reports/components/vendor-report';

export default function VendorReportsRoute() {
  return <VendorReport />;
}
