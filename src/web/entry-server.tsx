import { PassThrough } from 'node:stream';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import type { AuctionList, AuctionListQueryInput } from '@shared/schemas/auction';
import type { Me } from '@shared/schemas/account';
import { App } from './app/app';
import { BOOT_ELEMENT_ID, scriptSafeJson, type Boot } from './app/boot';
import { isClientOnly } from './app/client-only';
import type { PageData, Prefetch, Prefetched } from './app/page-data';
import { DEFAULT_DESCRIPTION, auctionDescription, headTags, listingDescription, listingTitle, type PageHead } from './app/page-head';
import { PAGE_PATHS } from './app/router';
import type { Theme } from './components/layout/theme-provider';
import { liveAuctionsQuery } from './features/catalogue/components/live-auctions-page';
import { propertiesQuery } from './features/catalogue/components/properties-page';
import { auctionQueryOptions } from './features/catalogue/api/get-auction';
import { auctionsQueryOptions } from './features/catalogue/api/get-auctions';
import { createScreenI18n, loadEveryCatalogue, type ScreenLanguage } from './i18n/i18n';
import { meQueryKey } from './lib/session';

/**
 * The server's entry (decision 035): renders one page of the app for one request with React's streaming
 * renderer, in the visitor's language and theme, with what the page shows first already in its query
 * cache. Built by `vite build --ssr` into dist/ssr; the Fastify server imports it (src/server/lib/http/pages.ts).
 * Nothing here outlives a request: the query client, the language and the user are the request's own.
 */

export { REDIRECTS } from './app/router';

// Every namespace's English arrives with its code; this brings every screen's code into the server.
import.meta.glob(['./i18n/ns/*.ts', '!./i18n/ns/*.test.ts'], { eager: true });

export type RenderRequest = {
  /** The path and query, as the browser asked for them. */
  url: string;
  /** The absolute origin of canonical and share addresses (PUBLIC_URL). */
  origin: string;
  language: ScreenLanguage;
  theme: Theme;
  me: Me | null;
  data: PageData;
  now?: number;
};

export type RenderedPage = {
  status: number;
  /** Tags for the head (title, description, canonical, alternates, share previews, structured data). */
  head: string;
  /** The app's HTML, for inside `<div id="root">`. */
  app: PassThrough;
  /** The boot state's script element, for after the root element. */
  boot: string;
};

/** The pages rendered with their data, by path; any other page renders with what it asks for on the way. */
const PREFETCH: readonly [string, () => Promise<{ prefetch: Prefetch }>][] = [
  ['/', () => import('./app/routes/home')],
  ['/live-auctions', () => import('./app/routes/live-auctions')],
  ['/properties', () => import('./app/routes/properties')],
  ['/auction/:id', () => import('./app/routes/auction-detail')],
  ['/verify', () => import('./app/routes/verify-certificate')],
  ['/verify/:number', () => import('./app/routes/verify-certificate')],
];

/** Loads what the server needs before its first page: every language's catalogues. */
export async function prepare(): Promise<void> {
  await loadEveryCatalogue();
}

function pageHead(pathname: string, search: URLSearchParams, status: number, queryClient: QueryClient): PageHead {
  const path = pathname + (search.size > 0 ? `?${search}` : '');
  const auctionMatch = matchPath('/auction/:id', pathname);
  if (auctionMatch && status === 200) {
    const auction = queryClient.getQueryData(auctionQueryOptions(auctionMatch.params.id ?? '').queryKey);
    if (auction) return { title: `${auction.title} — Neelami`, description: auctionDescription(auction), path, auction };
  }
  const listing = (query: AuctionListQueryInput, base: 'Live auctions' | 'Property auctions'): PageHead => {
    const list = queryClient.getQueryData<AuctionList>(auctionsQueryOptions(query).queryKey);
    return { title: listingTitle(base, query), description: listingDescription(list?.total ?? 0, query), path };
  };
  if (pathname === '/live-auctions') return listing(liveAuctionsQuery(search), 'Live auctions');
  if (pathname === '/properties') return listing(propertiesQuery(search), 'Property auctions');
  if (pathname === '/verify' || pathname.startsWith('/verify/')) {
    return { title: 'Verify a sale certificate — Neelami', description: DEFAULT_DESCRIPTION, path, noIndex: true };
  }
  if (status === 404) return { title: 'Page not found — Neelami', description: DEFAULT_DESCRIPTION, path, noIndex: true };
  if (pathname === '/auth') return { title: 'Sign in or register — Neelami', description: DEFAULT_DESCRIPTION, path };
  return { title: 'Neelami — Property Auctions in India', description: DEFAULT_DESCRIPTION, path, noIndex: pathname !== '/' };
}

/**
 * Renders a page. Resolves once the whole page is rendered (so that it reads without JavaScript and
 * crawlers get it whole); rejects when the app cannot render at all, and the server then sends the
 * page that the browser renders itself.
 */
export async function renderPage(req: RenderRequest): Promise<RenderedPage> {
  const { pathname, searchParams: search } = new URL(req.url, 'http://page');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 15_000 } } });
  queryClient.setQueryData(meQueryKey, req.me);

  let status = PAGE_PATHS.some((p) => matchPath(p, pathname)) ? 200 : 404;
  for (const [path, route] of PREFETCH) {
    const match = matchPath(path, pathname);
    if (!match) continue;
    const { prefetch } = await route();
    const result: Prefetched = await prefetch({ queryClient, params: match.params, search, data: req.data });
    if (result?.status) status = result.status;
    break;
  }

  const renderedAt = req.now ?? Date.now();
  const boot: Boot = { language: req.language, theme: req.theme, renderedAt, queries: dehydrate(queryClient) };
  const head = headTags(pageHead(pathname, search, status, queryClient), req.origin);

  return new Promise<RenderedPage>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <StaticRouter location={req.url}>
        <App queryClient={queryClient} i18n={createScreenI18n(req.language)} theme={req.theme} renderedAt={renderedAt} />
      </StaticRouter>,
      {
        onAllReady() {
          const app = new PassThrough();
          stream.pipe(app);
          resolve({ status, head, app, boot: `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptSafeJson(boot)}</script>` });
        },
        // NOTE: every boundary inline, as it is: a large one would otherwise be sent after its fallback,
        // to be swapped in by an inline script, which the Content-Security-Policy refuses and which a
        // visitor without JavaScript never runs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellError: reject,
        onError(error) {
          if (isClientOnly(error)) return (error as { digest: string }).digest;
          console.error('server rendering failed', error);
          return undefined;
        },
      },
    );
  });
}
