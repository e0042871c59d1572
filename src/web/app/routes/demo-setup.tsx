import { NotFoundPage } from '@web/components/errors/not-found-page';
import { Page } from '@web/components/layout/page';
import { isDemoDisabled, useDemoUsers } from '@web/features/demo/api/demo-users';
import { DemoSetup } from '@web/features/demo/components/demo-setup';
import { useAdminText } from '@web/i18n/ns/admin';

/** /demo-setup exists only while the server runs with DEMO_MODE on; otherwise it is the app's 404 page. */
export default function DemoSetupRoute() {
  const t = useAdminText();
  const users = useDemoUsers();
  if (users.isError && isDemoDisabled(users.error)) return <NotFoundPage />;
  return (
    <Page title={t('demo.title')} description={t('demo.description')}>
      <DemoSetup />
    </Page>
  );
}
