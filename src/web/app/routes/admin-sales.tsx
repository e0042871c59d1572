import { Page } from '@web/components/layout/page';
import { SalesOverview } from '@web/features/sales/components/sales-overview';
import { useBiddingText } from '@web/i18n/ns/bidding';

/** Every sale after the close, by stage; each auction's page holds the sale's actions. */
export default function AdminSalesRoute() {
  const t = useBiddingText();
  return (
    <Page title={t('sales.title')} description={t('sales.description')}>
      <SalesOverview />
    </Page>
  );
}
