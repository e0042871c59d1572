import { BuyerReport } from '@web/features/reports/components/buyer-report';

export default function BuyerReportsRoute() {
  return <BuyerReport />;
}
