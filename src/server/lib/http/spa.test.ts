import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { parseConfig } from '../../config';
import type { Database } from '../../db/client';
import { insertAccount } from '../../modules/accounts/accounts.service';
import { insertAuction, insertImage } from '../../modules/auctions/auctions.fixtures';
import { openTestDatabase, TEST_MEDIA_ROOT } from '../../test/test-db';
import { precompress } from '../../../../scripts/build-precompress.mjs';
import { THEME_INIT_SCRIPT } from '../../../shared/theme-init';
import { AuctionListQuerySchema } from '../../../shared/schemas/auction';
import { ASSET_CACHE, escapeHtml, inlineScriptHash, LANDING_LISTINGS, MANIFEST_TYPE, namesAFile, PAGE_CACHE } from './spa';

const INDEX = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <title>Neelami — Property Auctions in India</title>
    <meta name="description" content="Bid on property auctions." />
  </head>
  <body><div id="root"></div><script type="module" src="/assets/main-abc.js"></script></body>
</html>
`;

/** Vite's manifest of that build: an entry sharing one chunk with the lazily loaded home and auction pages. */
const MANIFEST = {
  'index.html': { file: 'assets/main-abc.js', isEntry: true, imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_money-1.js': { file: 'assets/money-1.js', imports: ['_shared-1.js'] },
  'app/routes/home.tsx': { file: 'assets/home-1.js', isDynamicEntry: true, imports: ['_shared-1.js', '_money-1.js'] },
  'app/routes/auction-detail.tsx': { file: 'assets/auction-detail-1.js', isDynamicEntry: true, imports: ['_money-1.js'] },
};
const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`;

/** A script big enough for compression to matter. */
const MAIN_SCRIPT = Array.from({ length: 200 }, (_, i) => `export const value${i} = 'the main script, line ${i}';`).join('\n');

let app: App;
let database: Database;
let auctionId: string;
let bare: string;
let draftId: string;
let primaryThumb: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const key = randomBytes(6).toString('hex');
  const webDir = path.join(TEST_MEDIA_ROOT, `${key}-web`);
  mkdirSync(path.join(webDir, 'assets'), { recursive: true });
  writeFileSync(path.join(webDir, 'index.html'), INDEX);
  writeFileSync(path.join(webDir, 'assets', 'main-abc.js'), MAIN_SCRIPT);
  writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(webDir, 'sw.js'), "self.addEventListener('fetch', () => {});");
  writeFileSync(path.join(webDir, 'manifest.webmanifest'), JSON.stringify({ name: 'Neelami', icons: [] }));
  mkdirSync(path.join(webDir, '.vite'));
  writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  // As `npm run build` leaves it: a .br and a .gz beside each text file.
  precompress(webDir);
  const config = {
    ...parseConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://neelami.example' }),
    mediaDir: path.join(TEST_MEDIA_ROOT, key),
    documentsDir: path.join(TEST_MEDIA_ROOT, `${key}-documents`),
  };
  app = await buildApp({ config, database, webDir });
  await app.ready();
  const vendorId = await insertAccount(database.db, {
    email: `v-${key}@example.in`,
    name: 'Vendor',
    password: 'secret123',
    roles: ['vendor'],
  });
  const a = await insertAuction(database.db, vendorId, {
    title: 'Villa "Sunrise" <Alibaug> & more',
    location: 'Alibaug, Raigad',
    currentBid: 123_456_789,
    bidCount: 4,
    status: 'live',
  });
  auctionId = a.id;
  await insertImage(database.db, a.id, { displayOrder: 0, isPrimary: false, imageUrl: '/media/x/first-large.webp' });
  primaryThumb = (await insertImage(database.db, a.id, { displayOrder: 1, isPrimary: true, imageUrl: '/media/x/primary-large.webp' }))
    .thumbUrl;
  bare = (await insertAuction(database.db, vendorId, { title: 'Plot in Nashik', location: 'Nashik', status: 'upcoming' })).id;
  draftId = (await insertAuction(database.db, vendorId, { title: 'Secret draft', status: 'draft' })).id;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const page = (url: string) => app.inject({ method: 'GET', url });

describe('share previews of /auction/:id', () => {
  it('renders the title, description and Open Graph tags into index.html', async () => {
    const res = await page(`/auction/${auctionId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    const title = escapeHtml('Villa "Sunrise" <Alibaug> & more');
    expect(html).toContain(`<title>${title} — Neelami</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    const description = 'Current bid ₹12,34,56,789 · Alibaug, Raigad';
    expect(html).toContain(`<meta property="og:description" content="${description}" />`);
    expect(html).toContain(`<meta name="description" content="${description}" />`);
    expect(html).toContain('<meta property="og:image" content="https://neelami.example/media/x/primary-large.webp" />');
    expect(html).toContain(`<meta property="og:url" content="https://neelami.example/auction/${auctionId}" />`);
    // The page keeps its script and has one title and one description.
    expect(html).toContain('/assets/main-abc.js');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('<Alibaug>');
  });

  it('says Starting bid and leaves out the image when there is none', async () => {
    const html = (await page(`/auction/${bare}`)).body;
    expect(html).toContain('content="Starting bid ₹50,00,000 · Nashik"');
    expect(html).not.toContain('og:image');
  });

  it('serves index.html without a preview for an unknown id, a malformed id and a draft', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', draftId]) {
      const res = await page(`/auction/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX.replace('</head>', `    ${preload('auction-detail-1.js')}\n    ${preload('money-1.js')}\n  </head>`));
    }
  });

  it('still serves index.html for other routes and the built files as they are', async () => {
    expect((await page('/buyer-dashboard')).body).toBe(INDEX);
    const asset = await page('/assets/main-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await page('/api/nothing-here')).statusCode).toBe(404);
  });

  it('answers 404, not the app, for a file that does not exist', async () => {
    for (const url of ['/humans.txt', '/sitemap-2.xml', '/favicon.ico', '/assets/main-old.js', '/live-auctions/x.php?q=1']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toBe(INDEX);
    }
    expect((await page('/assets/main-abc.js')).statusCode).toBe(200);
    expect((await page('/auction/0f0c2a52-1111-4c4c-8d8d-123456789abc')).statusCode).toBe(200);
  });

  it('answers HEAD as GET for every page, with no body; unknown API paths stay 404', async () => {
    for (const url of ['/', '/live-auctions', '/auction/not-a-uuid', '/admin/users']) {
      const res = await app.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toBe('');
    }
    expect((await app.inject({ method: 'HEAD', url: '/api/nothing-here' })).statusCode).toBe(404);
  });
});

describe('preloads of a landing page', () => {
  it('preloads the chunks of the page’s route that the entry does not bring', async () => {
    const html = (await page('/?q=pune')).body;
    expect(html).toContain(preload('home-1.js'));
    expect(html).toContain(preload('money-1.js'));
    expect(html).not.toContain(preload('shared-1.js'));
    expect(html).not.toContain(preload('main-abc.js'));
    expect(html.indexOf(preload('home-1.js'))).toBeLessThan(html.indexOf('</head>'));
  });

  it('preloads an auction’s first photo with its page, high in priority', async () => {
    const html = (await page(`/auction/${auctionId}`)).body;
    expect(html).toContain(preload('auction-detail-1.js'));
    expect(html).toContain('<link rel="preload" as="image" href="/media/x/primary-large.webp" fetchpriority="high">');
    expect((await page(`/auction/${bare}`)).body).not.toContain('as="image"');
  });

  it('preloads the photo of the first live auction’s card with Live Auctions, unless the address filters', async () => {
    const html = (await page('/live-auctions')).body;
    expect(html).toContain(`<link rel="preload" as="image" href="${primaryThumb}" fetchpriority="high">`);
    expect(html.indexOf(primaryThumb)).toBeLessThan(html.indexOf('</head>'));
    // A search or a filter shows other cards first: nothing is guessed.
    expect((await page('/live-auctions?q=nashik')).body).toBe(INDEX);
  });

  it('computes the listing the page then asks for, so its request is answered from the catalogue’s cache', () => {
    // What Live Auctions sends for its first page (src/web/features/auctions/hooks/use-listing-params.ts).
    const sent = AuctionListQuerySchema.parse(Object.fromEntries(new URLSearchParams('status=live&sort=ending_soon&page=1&pageSize=12')));
    expect(JSON.stringify(LANDING_LISTINGS['/live-auctions'])).toBe(JSON.stringify(sent));
  });

  it('leaves a page whose route the build does not name as index.html is', async () => {
    expect((await page('/properties')).body).toBe(INDEX);
    expect((await page('/buyer-dashboard')).body).toBe(INDEX);
  });
});

describe('the built files, compressed at build', () => {
  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends the brotli file to a client that accepts brotli, as browsers do', async () => {
    const res = await get('/assets/main-abc.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBeLessThan(MAIN_SCRIPT.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(MAIN_SCRIPT);
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const res = await get('/assets/main-abc.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(MAIN_SCRIPT);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/assets/main-abc.js', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(MAIN_SCRIPT);
    }
  });

  it('answers HEAD with the headers of the compressed file and no body', async () => {
    const res = await get('/assets/main-abc.js', 'br', 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('');
  });

  it('never serves the compressed copies as files of their own', async () => {
    expect((await get('/assets/main-abc.js.br')).statusCode).toBe(404);
    expect((await get('/index.html.gz')).statusCode).toBe(404);
  });

  it('keeps hashed files for a year and has pages checked on every visit', async () => {
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      expect((await get('/assets/main-abc.js', acceptEncoding)).headers['cache-control']).toBe(ASSET_CACHE);
      expect((await get('/index.html', acceptEncoding)).headers['cache-control']).toBe(PAGE_CACHE);
    }
    expect(ASSET_CACHE).toBe('public, max-age=31536000, immutable');
    expect(PAGE_CACHE).toBe('no-cache');
    for (const url of ['/', '/live-auctions', `/auction/${auctionId}`]) {
      expect((await get(url, 'br')).headers['cache-control'], url).toBe(PAGE_CACHE);
    }
    // Unhashed files revalidate: a new build may change them under the same name.
    expect((await get('/favicon.svg')).headers['cache-control']).not.toContain('immutable');
  });

  it('serves the service worker from the root, checked on every visit, and the manifest as a manifest (decision 027)', async () => {
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      const sw = await get('/sw.js', acceptEncoding);
      expect(sw.statusCode).toBe(200);
      expect(sw.headers['cache-control']).toBe(PAGE_CACHE);
      expect(sw.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      const manifest = await get('/manifest.webmanifest', acceptEncoding);
      expect(manifest.headers['content-type']).toContain(MANIFEST_TYPE);
    }
    expect((await get('/manifest.webmanifest')).json()).toEqual({ name: 'Neelami', icons: [] });
  });
});

describe('security headers', () => {
  it('puts the content security policy and the other helmet headers on pages, files and API answers', async () => {
    for (const url of ['/', '/live-auctions', '/assets/main-abc.js', '/api/health', '/api/nothing-here']) {
      const res = await page(url);
      expect(res.headers['content-security-policy'], url).toBe(
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';" +
          `img-src 'self' data: blob:;object-src 'none';script-src 'self' ${inlineScriptHash(THEME_INIT_SCRIPT)};script-src-attr 'none';` +
          "style-src 'self' 'unsafe-inline';connect-src 'self' ws: wss:",
      );
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      // Over plain HTTP there is no HSTS to send (decision 031; security-headers.test.ts covers HTTPS).
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-embedder-policy'], url).toBeUndefined();
    }
  });
});

describe('inlineScriptHash', () => {
  it("names a script by the base64 of its SHA-256, as CSP's script-src reads it", () => {
    // The value a browser's console suggests when it refuses `<script>alert(1)</script>`.
    expect(inlineScriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('namesAFile', () => {
  it('takes a path ending in an extension for a file, the web manifest’s long one included', () => {
    expect(namesAFile('/manifest.webmanifest')).toBe(true);
    expect(namesAFile('/robots.txt?x=1')).toBe(true);
    expect(namesAFile('/auction/0f0c2a52-1111-4c4c-8d8d-123456789abc')).toBe(false);
    expect(namesAFile('/live-auctions')).toBe(false);
  });
});
