import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { readBoot } from './app/boot';
import { isClientOnly } from './app/client-only';
import { preloadBell } from './app/root-layout';
import { preloadPage } from './app/router';
import { chooseLanguage, i18n, languageKeptByBrowser, languageReady } from './i18n/i18n';
import { hydrated } from './lib/hydration';
import { createQueryClient } from './lib/query-client';
import { meQueryKey } from './lib/session';
import { registerServiceWorker } from './lib/register-service-worker';
import './styles.css';

const boot = readBoot();
const queryClient = createQueryClient();
if (boot) hydrate(queryClient, boot.queries);
const container = document.getElementById('root')!;

// The page's language has its catalogues in before anything renders (decision 028): a server-rendered
// page is hydrated in the language the server rendered it in, with its own code and texts in (decision 035).
const kept = boot && languageKeptByBrowser(boot.language);
const signedIn = !!boot && !!queryClient.getQueryData(meQueryKey);
const ready = languageReady(boot?.language).then(() =>
  boot ? Promise.all([preloadPage(window.location.pathname), signedIn ? preloadBell() : null]) : undefined,
);
void ready
  .catch((err: unknown) => console.error(err))
  .finally(() => {
    const app = (
      <BrowserRouter>
        <App queryClient={queryClient} i18n={i18n} theme={boot?.theme} renderedAt={boot?.renderedAt} />
      </BrowserRouter>
    );
    if (!boot) {
      createRoot(container).render(app);
      return;
    }
    hydrateRoot(container, app, {
      onRecoverableError(error, info) {
        // A part the server leaves to the browser (a signed-in page) is not a fault.
        if (isClientOnly(error)) return;
        console.error(error, info.componentStack);
      },
    });
    // Hydrated as the server wrote it; then in the language this browser chose, which the server did not know.
    if (kept) void hydrated.then(() => chooseLanguage(kept));
  });

registerServiceWorker();
