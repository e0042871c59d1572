import { lazy, type ComponentType, type ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import type { Role } from '@shared/domain/constants';
import { NotFoundPage } from '@web/components/errors/not-found-page';
import { RouteErrorBoundary } from '@web/components/errors/route-error';
import { ClientOnly } from './client-only';
import { OwnDashboard, RequireRole } from './guards';
import { RootLayout } from './root-layout';
import { withCatalogues } from '@web/i18n/i18n';

type PageModule = { default: ComponentType };

/** The server-rendered pages' code with its texts, by path (see `preloadPage`). */
const PRELOADS = new Map<string, () => Promise<PageModule>>();

/** A page the server renders: its code and texts can be loaded before the browser hydrates it. */
function publicPage(path: string, load: () => Promise<PageModule>) {
  const withTexts = withCatalogues(load);
  PRELOADS.set(path, withTexts);
  const Component = lazy(withTexts);
  return { path, element: <Component /> };
}

/**
 * Route code is split per page: a visitor never downloads admin code, and a guarded page's code loads
 * only once its guard lets the user in, its texts in the current language with it. RootLayout's Suspense
 * shows the page skeleton meanwhile. A guarded page renders in the browser only: the server sends the
 * shell around its skeleton (decision 035).
 */
function page(load: () => Promise<PageModule>, roles?: readonly Role[]): ReactNode {
  const Component = lazy(withCatalogues(load));
  return roles ? (
    <ClientOnly>
      <RequireRole roles={roles}>
        <Component />
      </RequireRole>
    </ClientOnly>
  ) : (
    <Component />
  );
}

/** Sends the browser elsewhere once it renders (the server answers these paths with a redirect of its own). */
const redirect = (to: string) => (
  <ClientOnly>
    <Navigate to={to} replace />
  </ClientOnly>
);

const ADMIN = ['admin'] as const;
const VENDOR = ['vendor'] as const;
const BUYER = ['buyer'] as const;
/** The seller's officers and admins: site visit requests (issue 30). */
const OFFICERS = ['vendor', 'admin'] as const;
/** Who may list properties: vendors (once approved, which the page says) and admins. */
const LISTERS = ['vendor', 'admin'] as const;
const SIGNED_IN = ['admin', 'vendor', 'buyer'] as const;

/** The spec's internal links use these paths; they lead to the pages they mean. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/admin/auction-management': '/admin/auctions',
  '/admin/user-management': '/admin/users',
  '/admin/bid-management': '/admin/bids',
  '/admin/document-management': '/admin/documents',
  '/admin/reports': '/admin-reports',
};

/** Every page, by path (spec §2). NOTE: src/server/lib/http/spa.ts names the route modules of the landing pages. */
const PAGES: readonly { path: string; element: ReactNode }[] = [
  publicPage('/', () => import('./routes/home')),
  publicPage('/auth', () => import('./routes/auth')),
  // Listing and detail pages are public (spec §6 leaves their guard unstated; browsing needs no account).
  publicPage('/live-auctions', () => import('./routes/live-auctions')),
  publicPage('/properties', () => import('./routes/properties')),
  publicPage('/auction/:id', () => import('./routes/auction-detail')),
  // Anyone checks a sale certificate by its number; its QR code leads to /verify/<number> (decision 041).
  publicPage('/verify', () => import('./routes/verify-certificate')),
  publicPage('/verify/:number', () => import('./routes/verify-certificate')),
  { path: '/buyer-dashboard', element: page(() => import('./routes/buyer-dashboard'), BUYER) },
  { path: '/vendor-dashboard', element: page(() => import('./routes/vendor-dashboard'), VENDOR) },
  { path: '/vendor/auctions', element: page(() => import('./routes/vendor-auctions'), VENDOR) },
  { path: '/vendor/inspections', element: page(() => import('./routes/vendor-inspections'), OFFICERS) },
  // Listing from a spreadsheet (issue 31, part 2).
  { path: '/vendor/imports', element: page(() => import('./routes/vendor-imports'), LISTERS) },
  { path: '/admin-dashboard', element: page(() => import('./routes/admin-dashboard'), ADMIN) },
  { path: '/buyer-reports', element: page(() => import('./routes/buyer-reports'), BUYER) },
  { path: '/vendor-reports', element: page(() => import('./routes/vendor-reports'), VENDOR) },
  { path: '/admin-reports', element: page(() => import('./routes/admin-reports'), ADMIN) },
  { path: '/admin/users', element: page(() => import('./routes/admin-users'), ADMIN) },
  { path: '/admin/auctions', element: page(() => import('./routes/admin-auctions'), ADMIN) },
  { path: '/admin/bids', element: page(() => import('./routes/admin-bids'), ADMIN) },
  { path: '/admin/documents', element: page(() => import('./routes/admin-documents'), ADMIN) },
  { path: '/admin/emd-deposits', element: page(() => import('./routes/admin-emd-deposits'), ADMIN) },
  { path: '/admin/sales', element: page(() => import('./routes/admin-sales'), ADMIN) },
  { path: '/admin/sample-images', element: page(() => import('./routes/admin-sample-images'), ADMIN) },
  { path: '/admin/outbox', element: page(() => import('./routes/admin-outbox'), ADMIN) },
  { path: '/admin/reconciliation', element: page(() => import('./routes/admin-reconciliation'), ADMIN) },
  { path: '/demo-setup', element: <ClientOnly>{page(() => import('./routes/demo-setup'))}</ClientOnly> },
  { path: '/compare', element: page(() => import('./routes/compare')) },
  { path: '/settings/notifications', element: page(() => import('./routes/settings-notifications'), SIGNED_IN) },
  { path: '/saved-searches', element: page(() => import('./routes/saved-searches'), SIGNED_IN) },
  {
    path: '/dashboard',
    element: (
      <ClientOnly>
        <OwnDashboard />
      </ClientOnly>
    ),
  },
  ...Object.entries(REDIRECTS).map(([path, to]) => ({ path, element: redirect(to) })),
  { path: '*', element: <NotFoundPage /> },
];

/**
 * Loads the code and texts of the public page at `pathname` (nothing for another page). The browser
 * calls it before it hydrates a server-rendered page, so that the page hydrates at once: a page still
 * loading when anything above it changes (a catalogue arriving) would be rendered anew, the server's
 * HTML thrown away.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const path = [...PRELOADS.keys()].find((p) => matchPath(p, pathname));
  return path ? PRELOADS.get(path)!() : Promise.resolve();
}

/** The paths of the app's pages (any other path is the 404 page). */
export const PAGE_PATHS: readonly string[] = PAGES.map((p) => p.path).filter((path) => path !== '*');

export function AppRoutes() {
  // A page that failed is left behind by the next navigation.
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Routes>
        <Route element={<RootLayout />}>
          {PAGES.map((p) => (
            <Route key={p.path} path={p.path} element={p.element} />
          ))}
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
