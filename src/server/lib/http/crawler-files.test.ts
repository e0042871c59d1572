import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../modules/accounts/accounts.service';
import { insertAuction } from '../../modules/auctions/auctions.fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { PUBLIC_PAGES, registerCrawlerFiles, SITEMAP_MAX_URLS, sitemapXml } from './crawler-files';

const PUBLIC_URL = 'https://neelami.example/';

let ctx: TestContext;
const ids: Record<'live' | 'upcoming' | 'ended' | 'cancelled' | 'draft', string> = {
  live: '',
  upcoming: '',
  ended: '',
  cancelled: '',
  draft: '',
};
beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: PUBLIC_URL });
  const vendorId = await insertAccount(ctx.database.db, {
    email: 'sitemap-vendor@example.in',
    name: 'Vendor',
    password: 'secret123',
    roles: ['vendor'],
  });
  for (const status of ['live', 'upcoming', 'ended', 'cancelled', 'draft'] as const) {
    ids[status] = (await insertAuction(ctx.database.db, vendorId, { status, title: `A ${status} flat` })).id;
  }
});
afterAll(async () => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

/** The <loc> of every <url> of a sitemap. */
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('/robots.txt', () => {
  it('lets crawlers in, keeps them out of accounts, dashboards and the API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/vendor', '/buyer-', '/auth', '/api/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: https://neelami.example/sitemap.xml');
    // The public pages are not under any disallowed prefix.
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
    for (const page of [...PUBLIC_PAGES, `/auction/${ids.live}`])
      expect(
        disallowed.some((d) => page.startsWith(d)),
        page,
      ).toBe(false);
  });
});

describe('/sitemap.xml', () => {
  it('lists the public pages and every listed auction (not drafts, not cancelled ones), with when each last changed', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = locations(res.body);
    expect(locs.slice(0, 3)).toEqual([
      'https://neelami.example/',
      'https://neelami.example/live-auctions',
      'https://neelami.example/properties',
    ]);
    expect(locs.slice(3).sort()).toEqual([ids.live, ids.upcoming, ids.ended].map((id) => `https://neelami.example/auction/${id}`).sort());
    expect(res.body).not.toContain(ids.draft);
    expect(res.body).not.toContain(ids.cancelled);

    const [row] = await ctx.app.services.catalogue.publicIndex(1);
    expect(res.body).toContain(
      `<url><loc>https://neelami.example/auction/${row!.id}</loc><lastmod>${row!.updatedAt.toISOString()}</lastmod></url>`,
    );
  });

  it('asks for no more auctions than one sitemap may list', async () => {
    const asked: number[] = [];
    const app = Fastify();
    registerCrawlerFiles(app, {
      publicUrl: PUBLIC_URL,
      listPublicAuctions: async (limit) => {
        asked.push(limit);
        return [];
      },
    });
    await app.inject({ method: 'GET', url: '/sitemap.xml' });
    await app.close();
    expect(asked).toEqual([SITEMAP_MAX_URLS - PUBLIC_PAGES.length]);
  });

  it('escapes what it writes into the XML', () => {
    const xml = sitemapXml('https://example.in/?a=1&b=<2>', [{ id: 'x', updatedAt: new Date('2026-01-02T03:04:05Z') }]);
    expect(xml).toContain('<loc>https://example.in/?a=1&amp;b=&lt;2&gt;/auction/x</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>');
  });
});
