import { StrictMode, Suspense } from 'react';
import { AppRoutes } from './router';
import { Providers, type ProvidersProps } from './providers';

/**
 * The whole app inside its router (the browser's or the server's static one), the same on both sides
 * so that the browser hydrates exactly what the server rendered.
 */
export function App(props: Omit<ProvidersProps, 'children'>) {
  return (
    <StrictMode>
      <Providers {...props}>
        {/* NOTE: each lazily loaded part has a boundary of its own; anything else that waits does so here, blank,
            rather than reach the error boundary. Inside the providers, so that the session, the query cache
            and the toasts never wait with it. */}
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </Providers>
    </StrictMode>
  );
}
