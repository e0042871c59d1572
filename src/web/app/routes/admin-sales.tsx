import { Page } from '@web/components/layout/page';
import { SalesOverview } from '@web/features/sales/components/sales-overview';

/** Every sale after the close, by stage; each auction's page holds the sale's actions. */
export default function AdminSalesRoute() {
  return (
    <Page title="Sales" description="Every auction's sale after the close: who must act, by when, and what payments wait to be verified.">
      <SalesOverview />
    </Page>
  );
}
