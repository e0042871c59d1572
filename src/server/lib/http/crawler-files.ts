import type { FastifyInstance } from 'fastify';

export type SitemapAuction = { id: string; updatedAt: Date };

export type CrawlerFilesOptions = {
  /** Absolute origin the URLs start with (PUBLIC_URL). */
  publicUrl: string;
  /** Public auctions (never drafts), most recently changed first, at most `limit` of them, in one query. */
  listPublicAuctions: (limit: number) => Promise<SitemapAuction[]>;
};

/** The pages anyone may see, besides each public auction's own page. */
export const PUBLIC_PAGES = ['/', '/live-auctions', '/properties'];

/**
 * Pages with nothing for a search engine: accounts, dashboards, management screens, the API. NOTE:
 * robots.txt rules are prefixes, so `/admin` also covers /admin-dashboard and /admin-reports, and
 * `/vendor` the vendor's dashboard, reports and auctions (the routes of src/web/app/router.tsx).
 */
export const DISALLOWED = ['/admin', '/vendor', '/buyer-', '/auth', '/demo-setup', '/api/'];

/** The protocol's limit of URLs in one sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** How long crawlers and proxies may keep either file. */
const CACHE_CONTROL = 'public, max-age=600';

const originOf = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

export function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${originOf(publicUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(publicUrl: string, auctions: SitemapAuction[]): string {
  const origin = originOf(publicUrl);
  const url = (loc: string, lastmod?: Date) =>
    `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((page) => url(`${origin}${page}`)),
    ...auctions.map((a) => url(`${origin}/auction/${encodeURIComponent(a.id)}`, a.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/** `/robots.txt` and `/sitemap.xml`: what crawlers may visit, and every public page to visit. */
export function registerCrawlerFiles(app: FastifyInstance, { publicUrl, listPublicAuctions }: CrawlerFilesOptions) {
  const robots = robotsTxt(publicUrl);
  // Files for crawlers, not API calls: hidden from the API document.
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    const auctions = await listPublicAuctions(SITEMAP_MAX_URLS - PUBLIC_PAGES.length);
    return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(sitemapXml(publicUrl, auctions));
  });
}
