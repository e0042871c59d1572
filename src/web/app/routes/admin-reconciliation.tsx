import { Page } from '@web/components/layout/page';
import { ReconciliationView } from '@web/features/reports/components/reconciliation-view';
import { useReportsText } from '@web/i18n/ns/reports';

/** Where the money stands: EMD, sale money and fees, computed from the data (decision 042). */
export default function AdminReconciliationRoute() {
  const t = useReportsText();
  return (
    <Page title={t('reconciliation.title')} description={t('reconciliation.description')}>
      <ReconciliationView />
    </Page>
  );
}
