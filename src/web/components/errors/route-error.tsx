import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { OfflineNotice } from '@web/components/layout/offline-banner';
import { useCommonText } from '@web/i18n/ns/common';
import { useOffline } from '@web/lib/connectivity';

/** What a page that crashed shows instead. */
export function RouteError() {
  const t = useCommonText();
  // A page whose code could not be fetched offline has not crashed: it is waiting for the network.
  if (useOffline()) {
    return (
      <main className="mx-auto w-full max-w-7xl px-4 py-8">
        <OfflineNotice />
      </main>
    );
  }
  return (
    <main className="grid min-h-[60vh] place-items-center px-4 text-center">
      <div>
        <h1 className="text-2xl font-semibold">{t('crash.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('crash.hint')}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          {t('crash.reload')}
        </Button>
      </div>
    </main>
  );
}

type BoundaryProps = { resetKey: string; children: ReactNode };
/**
 * Shows RouteError when rendering the app throws (a page's code that failed to load included), until
 * `resetKey` changes: a navigation tries again.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
