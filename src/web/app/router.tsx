import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import type { Role } from '@shared/domain/constants';
import { NotFoundPage } from '@web/components/errors/not-found-page';
import { RouteError } from '@web/components/errors/route-error';
import { RequireRole } from './guards';
import { RootLayout } from './root-layout';

type PageModule = { default: ComponentType };

/** Route code is split per page: a visitor never downloads admin code. */
function page(load: () => Promise<PageModule>, roles?: readonly Role[]) {
  return {
    lazy: async () => {
      const { default: Component } = await load();
      const element: ReactNode = roles ? (
        <RequireRole roles={roles}>
          <Component />
        </RequireRole>
      ) : (
        <Component />
      );
      return { element };
    },
  };
}

const ADMIN = ['admin'] as const;
const VENDOR = ['vendor'] as const;
const BUYER = ['buyer'] as const;

export const routes = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // While the first page's code loads (pages are lazy), before anything can render.
    hydrateFallbackElement: <div className="min-h-screen bg-background" aria-busy="true" aria-label="Loading Neelami" />,
    children: [
      { path: '/', ...page(() => import('./routes/home')) },
      { path: '/auth', ...page(() => import('./routes/auth')) },
      // Listing and detail pages are public (spec §6 leaves their guard unstated; browsing needs no account).
      { path: '/live-auctions', ...page(() => import('./routes/live-auctions')) },
      { path: '/properties', ...page(() => import('./routes/properties')) },
      { path: '/auction/:id', ...page(() => import('./routes/auction-detail')) },
      { path: '/buyer-dashboard', ...page(() => import('./routes/buyer-dashboard'), BUYER) },
      { path: '/vendor-dashboard', ...page(() => import('./routes/vendor-dashboard'), VENDOR) },
      { path: '/vendor/auctions', ...page(() => import('./routes/vendor-auctions'), VENDOR) },
      { path: '/admin-dashboard', ...page(() => import('./routes/admin-dashboard'), ADMIN) },
      { path: '/buyer-reports', ...page(() => import('./routes/buyer-reports'), BUYER) },
      { path: '/vendor-reports', ...page(() => import('./routes/vendor-reports'), VENDOR) },
      { path: '/admin-reports', ...page(() => import('./routes/admin-reports'), ADMIN) },
      { path: '/admin/users', ...page(() => import('./routes/admin-users'), ADMIN) },
      { path: '/admin/auctions', ...page(() => import('./routes/admin-auctions'), ADMIN) },
      { path: '/admin/bids', ...page(() => import('./routes/admin-bids'), ADMIN) },
      { path: '/admin/documents', ...page(() => import('./routes/admin-documents'), ADMIN) },
      { path: '/admin/emd-deposits', ...page(() => import('./routes/admin-emd-deposits'), ADMIN) },
      { path: '/admin/sales', ...page(() => import('./routes/admin-sales'), ADMIN) },
      { path: '/admin/sample-images', ...page(() => import('./routes/admin-sample-images'), ADMIN) },
      { path: '/admin/outbox', ...page(() => import('./routes/admin-outbox'), ADMIN) },
      { path: '/demo-setup', ...page(() => import('./routes/demo-setup')) },
      // The spec's internal links use these paths; they lead to the pages they mean.
      { path: '/admin/auction-management', element: <Navigate to="/admin/auctions" replace /> },
      { path: '/admin/user-management', element: <Navigate to="/admin/users" replace /> },
      { path: '/admin/bid-management', element: <Navigate to="/admin/bids" replace /> },
      { path: '/admin/document-management', element: <Navigate to="/admin/documents" replace /> },
      { path: '/admin/reports', element: <Navigate to="/admin-reports" replace /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
