import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Me } from '../../../shared/schemas/account';
import { DEFAULT_PAGE_SIZE } from '../../../shared/domain/constants';
import { formatINR } from '../../../shared/domain/money';
import { primaryImage } from '../../../shared/domain/primary-image';
import { AuctionListQuerySchema, type AuctionListQuery } from '../../../shared/schemas/auction';
import { NotFoundError } from './errors';
import { ANY_PAGE_ROUTE } from '../observability/metrics';
import type { PageData, PageRenderer } from './pages';

/** What a share preview needs of an auction. */
export type PreviewAuction = {
  id: string;
  title: string;
  location: string;
  currentBid: number;
  bidCount: number;
  images: { imageUrl: string; width: number; height: number; isPrimary: boolean; displayOrder: number }[];
};

export type SpaOptions = {
  /** Where the built SPA lives; without one every page gets a bare shell (API tests). */
  webDir?: string;
  /** Absolute origin for Open Graph URLs. */
  publicUrl: string;
  /** A public auction by id, or null for an unknown id or a draft. */
  findAuction?: (id: string) => Promise<PreviewAuction | null>;
  /** `GET /api/auctions` as a visitor would get it for this query, serialised (`LANDING_LISTINGS`). */
  listing?: (query: AuctionListQuery) => Promise<string>;
  /** Renders pages with React on the server (decision 035); without it the browser renders every page. */
  pages?: PageRenderer | null;
  /** Who is signed in, and what they may read, for a server-rendered page. */
  viewer?: (req: FastifyRequest) => Promise<{ me: Me | null; data: PageData }>;
};

const SITE_NAME = 'Neelami';
/** Hashed build files: kept for a year. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Pages: checked with the server on every visit, so a new build shows at once. */
export const PAGE_CACHE = 'no-cache';
/** Built files asked for by name that must never be reused unchecked: the pages and the service worker (decision 027). */
const PAGE_FILES = new Set(['index.html', 'offline.html', 'sw.js']);
export const MANIFEST_TYPE = 'application/manifest+json';
const BARE_SHELL = '<!doctype html><html><head><title>Neelami</title></head><body><div id="root"></div></body></html>';

/**
 * The pages a visitor lands on, with the route module that renders each (src/web/app/router.tsx, as
 * the build manifest names it). Their HTML preloads that module's chunks, which the browser would
 * otherwise ask for only once the entry script had run.
 */
export const LANDING_ROUTES: Readonly<Record<string, string>> = {
  '/': 'app/routes/home.tsx',
  '/live-auctions': 'app/routes/live-auctions.tsx',
  '/properties': 'app/routes/properties.tsx',
  '/auth': 'app/routes/auth.tsx',
};
export const AUCTION_ROUTE = 'app/routes/auction-detail.tsx';

/**
 * The listing a landing page asks for first when its address carries no filter, where every viewer
 * gets the same first card (live auctions are never drafts). Its HTML preloads that card's photo: a
 * phone paints it largest, and it would otherwise wait for the scripts and then for the listing.
 * NOTE: the query exactly as the page sends it (`GET /api/auctions?status=live&sort=ending_soon&page=1&pageSize=12`),
 * so that the page's own request finds the answer the HTML computed in the catalogue's cache.
 */
export const LANDING_LISTINGS: Readonly<Record<string, AuctionListQuery>> = {
  '/live-auctions': AuctionListQuerySchema.parse({ status: 'live', sort: 'ending_soon', page: 1, pageSize: DEFAULT_PAGE_SIZE }),
};

/** The photo of a serialised listing's first card, as the card shows it (its thumbnail). */
export function firstCardImage(listingJson: string): string | null {
  const { items } = JSON.parse(listingJson) as { items: { images: { thumbUrl: string; isPrimary: boolean; displayOrder: number }[] }[] };
  return (items[0] && primaryImage(items[0].images)?.thumbUrl) ?? null;
}

const imagePreload = (url: string) => `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high">`;

/** One chunk of Vite's build manifest (`.vite/manifest.json`), the fields used here. */
export type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

function staticClosure(manifest: Manifest, roots: readonly string[], seen: Set<string>): string[] {
  const files: string[] = [];
  const stack = [...roots];
  while (stack.length > 0) {
    const key = stack.pop()!;
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    files.push(chunk.file);
    stack.push(...(chunk.imports ?? []));
  }
  return files;
}

/**
 * `<link rel="modulepreload">` tags for a lazily loaded route module and its static imports, less
 * what the entry (index.html's script and its own preloads) already brings. None for an unknown module.
 */
export function routePreloadTags(manifest: Manifest, route: string): string[] {
  if (!manifest[route]) return [];
  const seen = new Set<string>();
  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  staticClosure(manifest, entries, seen);
  return staticClosure(manifest, [route], seen).map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`);
}

/** `html` with `tags` at the end of its head. */
export function withHeadTags(html: string, tags: readonly string[]): string {
  return tags.length === 0 ? html : html.replace(/<\/head>/i, () => `    ${tags.join('\n    ')}\n  </head>`);
}

function readManifest(dir: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** A Content-Security-Policy source allowing one inline script, exactly this text: `'sha256-…'`. */
export function inlineScriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

/** The auction's description line: "Current bid ₹1,25,00,000 · Bandra West, Mumbai". */
export function previewDescription(a: PreviewAuction): string {
  const label = a.bidCount > 0 ? 'Current bid' : 'Starting bid';
  return `${label} ${formatINR(a.currentBid)} · ${a.location}`;
}

/**
 * index.html with the auction's title, description and Open Graph tags, so a shared link shows
 * the property, its price and its picture. Every value is escaped.
 */
export function renderAuctionHtml(indexHtml: string, a: PreviewAuction, publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '');
  const description = previewDescription(a);
  const image = primaryImage(a.images);
  const meta: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', a.title],
    ['property', 'og:description', description],
    ['property', 'og:url', `${origin}/auction/${encodeURIComponent(a.id)}`],
  ];
  if (image) {
    const src = /^https?:\/\//.test(image.imageUrl) ? image.imageUrl : `${origin}${image.imageUrl}`;
    meta.push(
      ['property', 'og:image', src],
      ['property', 'og:image:width', String(image.width)],
      ['property', 'og:image:height', String(image.height)],
      ['property', 'og:image:alt', a.title],
      ['name', 'twitter:card', 'summary_large_image'],
    );
  }
  const tags = meta.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`);
  const title = `<title>${escapeHtml(`${a.title} — ${SITE_NAME}`)}</title>`;

  let html = indexHtml.replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  html = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : html.replace(/<\/head>/i, () => `${title}</head>`);
  return html.replace(/<\/head>/i, () => `    ${tags.join('\n    ')}\n  </head>`);
}

/**
 * Serves the built SPA: files as they are, `/auction/:id` with its share preview, and index.html
 * for any other non-API path (the client renders its own 404).
 */
export function registerSpa(app: FastifyInstance, { webDir, publicUrl, findAuction, listing, pages, viewer }: SpaOptions) {
  const dir = webDir && existsSync(path.join(webDir, 'index.html')) ? webDir : null;
  const indexHtml = dir ? readFileSync(path.join(dir, 'index.html'), 'utf8') : BARE_SHELL;
  const manifest = dir ? readManifest(dir) : null;
  const routeHtml = (route: string) => (manifest ? withHeadTags(indexHtml, routePreloadTags(manifest, route)) : indexHtml);
  const landingHtml = new Map(Object.entries(LANDING_ROUTES).map(([pathname, route]) => [pathname, routeHtml(route)]));
  const auctionHtml = routeHtml(AUCTION_ROUTE);
  if (dir) {
    void app.register(fastifyStatic, {
      root: dir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      // NOTE: the build wrote `<file>.br` and `<file>.gz` beside each text file (scripts/build-precompress.mjs):
      // they are sent in its place to a client that accepts them (brotli first), with `Vary: Accept-Encoding`,
      // and are not files of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, filePath) {
        const file = path.relative(dir, filePath).replace(/\.(br|gz)$/, '');
        // Vite names every file under assets/ after its content: a new build never changes one.
        if (file.startsWith(`assets${path.sep}`)) res.header('cache-control', ASSET_CACHE);
        // NOTE: the service worker too: the browser asks for it on each visit, and a new build must reach it at once.
        else if (PAGE_FILES.has(file)) res.header('cache-control', PAGE_CACHE);
        // The type the manifest's specification names (send would say application/manifest+json too; this is explicit).
        if (file === 'manifest.webmanifest') res.header('content-type', MANIFEST_TYPE);
      },
    });
  }

  /**
   * A page rendered on the server, streamed: its head as soon as it is rendered, then the app's HTML, then
   * its state. False where there is no renderer or it failed (the caller sends the page the browser renders).
   * NOTE: a boolean, not the reply: a reply is thenable, and awaiting it waits for the answer to be sent.
   */
  async function serverRendered(req: FastifyRequest, reply: FastifyReply, preloads: readonly string[]): Promise<boolean> {
    if (!pages || !viewer) return false;
    const { me, data } = await viewer(req);
    const page = await pages.render({ url: req.url, cookie: req.headers.cookie, me, data, extraHead: preloads }, req.log);
    if (!page) return false;
    const body = Readable.from(
      (async function* () {
        yield page.start;
        for await (const chunk of page.app) yield chunk as Buffer;
        yield page.end;
      })(),
    );
    // NOTE: a page may show its viewer's own data (their bids, their name): never kept by a shared cache.
    reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', `private, ${PAGE_CACHE}`);
    await reply.send(body);
    return true;
  }

  // The page of an auction, not an API call: hidden from the API document.
  app.get<{ Params: { id: string } }>('/auction/:id', { schema: { hide: true } }, async (req, reply) => {
    if (pages) {
      const preloads = manifest ? routePreloadTags(manifest, AUCTION_ROUTE) : [];
      const image = await findAuction?.(req.params.id)
        .then((a) => a && primaryImage(a.images))
        .catch(() => null);
      if (await serverRendered(req, reply, image ? [...preloads, imagePreload(image.imageUrl)] : preloads)) return reply;
    }
    reply.type('text/html; charset=utf-8').header('cache-control', PAGE_CACHE);
    let auction: PreviewAuction | null = null;
    try {
      auction = findAuction ? await findAuction(req.params.id) : null;
    } catch (err) {
      // A preview is a nicety: the page itself must still load.
      req.log.warn({ err }, 'auction preview failed');
    }
    if (!auction) return reply.send(auctionHtml);
    // NOTE: the gallery shows this photo first and is what a phone paints largest; asked for with the
    // page, it no longer waits for the scripts and the auction's data.
    const image = primaryImage(auction.images);
    const preload = image ? [imagePreload(image.imageUrl)] : [];
    return reply.send(withHeadTags(renderAuctionHtml(auctionHtml, auction, publicUrl), preload));
  });

  /** A landing page's first card's photo, when its address carries no filter. */
  async function landingImage(pathname: string, search: boolean, log: FastifyBaseLogger): Promise<string | null> {
    const query = LANDING_LISTINGS[pathname];
    if (!query || search || !listing) return null;
    try {
      return firstCardImage(await listing(query));
    } catch (err) {
      // A preload is a nicety: the page itself must still load.
      log.warn({ err }, 'landing page preload failed');
      return null;
    }
  }

  /** A landing page's HTML with its first card's photo preloaded, when its address carries no filter. */
  async function landingPage(pathname: string, search: boolean, log: FastifyBaseLogger): Promise<string | undefined> {
    const html = landingHtml.get(pathname);
    if (!html) return html;
    const image = await landingImage(pathname, search, log);
    return image ? withHeadTags(html, [imagePreload(image)]) : html;
  }

  /** Any other page; an API path, a file or another method that nothing answered is a 404. */
  async function anyPage(req: FastifyRequest, reply: FastifyReply) {
    // NOTE: HEAD answers as GET does (monitors and link checkers use it); Fastify sends no body for it.
    // NOTE: a path that names a file (robots.txt, favicon.ico, an old hashed script) is a file or
    // nothing: the SPA's HTML with 200 would tell crawlers and monitors that it exists.
    if (
      req.url.startsWith('/api/') ||
      req.url.startsWith('/media/') ||
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      namesAFile(req.url)
    ) {
      throw new NotFoundError('Not found');
    }
    const pathname = req.url.split(/[?#]/)[0] ?? '';
    if (pages) {
      const to = pages.redirectFor(req.url);
      if (to) return reply.redirect(to, 302);
      const preloads = manifest && LANDING_ROUTES[pathname] ? routePreloadTags(manifest, LANDING_ROUTES[pathname]) : [];
      const image = await landingImage(pathname, req.url.includes('?'), req.log);
      if (await serverRendered(req, reply, image ? [...preloads, imagePreload(image)] : preloads)) return reply;
    }
    const html = await landingPage(pathname, req.url.includes('?'), req.log);
    return reply
      .type('text/html')
      .header('cache-control', PAGE_CACHE)
      .send(html ?? indexHtml);
  }
  // NOTE: a route of its own, not only the not-found handler, so that its answers pass through the
  // compression hook (which attaches to routes); the handler still answers every other method.
  app.get(ANY_PAGE_ROUTE, { schema: { hide: true } }, anyPage);
  app.setNotFoundHandler(anyPage);
}

/** Whether the path's last segment has a file extension ("/robots.txt", "/assets/old-abc.js", "/manifest.webmanifest"). */
export function namesAFile(url: string): boolean {
  const pathname = url.split(/[?#]/)[0] ?? '';
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[a-z0-9]{1,11}$/i.test(last);
}
