import { lazy, Suspense } from 'react';
import { AuthScreen } from '@web/features/auth/components/auth-screen';
import { withCatalogues } from '@web/i18n/i18n';

// Only needed after a password reset is requested, so it is not part of the page's first load.
const DemoMailbox = lazy(
  withCatalogues(() => import('@web/features/outbox/components/demo-mailbox').then((m) => ({ default: m.DemoMailbox }))),
);

export default function AuthRoute() {
  return (
    <AuthScreen
      afterResetRequested={(email) => (
        <Suspense fallback={null}>
          <DemoMailbox email={email} />
        </Suspense>
      )}
    />
  );
}
