import { Page } from '@web/components/layout/page';
import { OutboxList } from '@web/features/outbox/components/outbox-list';
import { useAdminText } from '@web/i18n/ns/admin';

export default function AdminOutboxRoute() {
  const t = useAdminText();
  return (
    <Page title={t('outbox.title')} description={t('outbox.description')}>
      <OutboxList />
    </Page>
  );
}
