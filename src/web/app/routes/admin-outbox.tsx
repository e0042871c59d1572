import { Page } from '@web/components/layout/page';
import { OutboxList } from '@web/features/outbox/components/outbox-list';

export default function AdminOutboxRoute() {
  return (
    <Page
      title="E-mail Outbox"
      description="Every e-mail the server has written, newest first (the latest 100), and whether it was delivered. One-time links such as password resets show with their token hidden: only their recipient may follow them."
    >
      <OutboxList />
    </Page>
  );
}
