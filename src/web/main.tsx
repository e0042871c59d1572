import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { languageReady } from './i18n/i18n';
import { registerServiceWorker } from './lib/register-service-worker';
import './styles.css';

// English renders at once; a remembered Hindi or Marathi first loads its catalogues (decision 028).
void languageReady().finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        {/* NOTE: each lazily loaded part has a boundary of its own; anything else that waits does so here, blank,
            rather than reach the error boundary. Inside the providers, so that the session, the query cache
            and the toasts never wait with it. */}
        <Suspense fallback={null}>
          <AppRouter />
        </Suspense>
      </Providers>
    </StrictMode>,
  ),
);

registerServiceWorker();
