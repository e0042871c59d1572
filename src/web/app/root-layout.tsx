import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '@web/components/errors/route-error';
import { OfflineBanner } from '@web/components/layout/offline-banner';
import { PageSkeleton } from '@web/components/layout/page-skeleton';
import { TopNav } from '@web/components/layout/top-nav';
import { useCompareSet } from '@web/features/compare/lib/compare-set';
import { withCatalogues } from '@web/i18n/i18n';
import { useCommonText } from '@web/i18n/ns/common';
import { markHydrated } from '@web/lib/hydration';
import { ScrollRestoration } from './scroll-restoration';

// Only signed-in users see the bell, so visitors never download the notifications code.
const loadBell = withCatalogues(() =>
  import('@web/features/notifications/components/notifications-bell').then((m) => ({ default: m.NotificationsBell })),
);
const NotificationsBell = lazy(loadBell);

/**
 * Loads the bell's code and texts before the browser hydrates a signed-in user's page, so that the bell
 * hydrates with the rest (a click on it before then would be lost).
 */
export const preloadBell = (): Promise<unknown> => loadBell();

// The compare bar's code and texts load only once this browser has auctions chosen to compare.
const CompareBar = lazy(
  withCatalogues(() => import('@web/features/compare/components/compare-bar').then((m) => ({ default: m.CompareBar }))),
);

function CompareBarWhenChosen() {
  const { ids } = useCompareSet();
  return ids.length ? (
    <Suspense fallback={null}>
      <CompareBar />
    </Suspense>
  ) : null;
}

/** Signing out ends this browser's push subscription too (its code loads only then). */
const forgetPush = () =>
  import('@web/features/push/hooks/use-push-subscription').then(
    (m) => m.forgetPushOnSignOut(),
    (err: unknown) => console.error(err),
  );

/**
 * Marks the page as live once the page's own part has hydrated (or rendered): `<html data-hydrated>`.
 * Before it, the server's HTML shows but its buttons do nothing; the journeys wait for it.
 */
function Hydrated() {
  useEffect(markHydrated, []);
  return null;
}

export function RootLayout() {
  const t = useCommonText();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-card focus:px-3 focus:py-2"
      >
        {t('nav.skipToContent')}
      </a>
      <TopNav
        beforeSignOut={forgetPush}
        bell={
          <Suspense fallback={null}>
            <NotificationsBell />
          </Suspense>
        }
      />
      <OfflineBanner />
      <div id="main" className="flex flex-1 flex-col">
        {/* A page whose code failed to load (offline, decision 045) keeps the navigation and the banner around it. */}
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
            <Hydrated />
          </Suspense>
        </RouteErrorBoundary>
      </div>
      <footer className="border-t py-6 text-center text-sm text-muted-foreground">
        {t('footer', { year: String(new Date().getFullYear()) })}
      </footer>
      <CompareBarWhenChosen />
      <ScrollRestoration />
    </div>
  );
}
