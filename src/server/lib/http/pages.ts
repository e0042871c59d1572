import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { certificatePath, parseCertificateNumber } from '../../../shared/domain/certificate';
import { DEFAULT_LANGUAGE } from '../../../shared/domain/languages';
import type { Me } from '../../../shared/schemas/account';
import type { AuctionDetail, AuctionList, AuctionListQueryInput } from '../../../shared/schemas/auction';
import type { BidList } from '../../../shared/schemas/bid';
import type { CertificateVerification } from '../../../shared/schemas/sale';
import type { HomeStats } from '../../../shared/schemas/stats';
import { THEME_COOKIE } from '../../../shared/theme-init';

/**
 * Pages rendered on the server with React (decision 035). The web app's server entry
 * (src/web/entry-server.tsx, built by `vite build --ssr` into dist/ssr) renders; this side gives it the
 * request's visitor, language and theme, and the page's data from the services the API uses. The
 * types below are that entry's, spelled again here because the server does not import web code.
 */

/** What the page may read, each as its API route would answer the same caller. */
export type PageData = {
  auction(id: string): Promise<AuctionDetail | null>;
  recentBids(id: string): Promise<BidList>;
  auctions(query: AuctionListQueryInput): Promise<AuctionList>;
  stats(): Promise<HomeStats>;
  certificate(number: string): Promise<CertificateVerification | null | 'limited'>;
};

const SCREEN_LANGUAGES = ['en', 'hi', 'mr', 'en-XA'] as const;
type ScreenLanguage = (typeof SCREEN_LANGUAGES)[number];
type Theme = 'light' | 'dark' | 'system';

type RenderRequest = { url: string; origin: string; language: ScreenLanguage; theme: Theme; me: Me | null; data: PageData };
type RenderedPage = { status: number; head: string; app: Readable; boot: string };
export type ServerEntry = {
  prepare(): Promise<void>;
  renderPage(req: RenderRequest): Promise<RenderedPage>;
  REDIRECTS: Readonly<Record<string, string>>;
};

/** The built server entry, relative to the built web app (dist/web → dist/ssr). */
export const ssrEntryFor = (webDir: string) => path.join(webDir, '..', 'ssr', 'entry-server.js');

/** The server entry, ready to render, or null where none was built (API tests, a web build without it). */
export async function loadServerEntry(webDir: string | undefined): Promise<ServerEntry | null> {
  if (!webDir) return null;
  const file = ssrEntryFor(webDir);
  if (!existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  await entry.prepare();
  return entry;
}

/** A cookie's value from a Cookie header (names here are plain words; values are not decoded). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

const isScreenLanguage = (v: unknown): v is ScreenLanguage => SCREEN_LANGUAGES.includes(v as ScreenLanguage);
export const LANGUAGE_COOKIE = 'neelami_language';

/**
 * The language a page is rendered in: `?lng=` first (a shared link's alternate, the language menu's
 * test hook), then the signed-in account's own language when it is not the default (as the browser
 * applies it after a sign-in), then this browser's choice (its cookie), then English.
 */
export function pageLanguage(url: string, cookie: string | undefined, me: Me | null): ScreenLanguage {
  const asked = new URL(url, 'http://page').searchParams.get('lng');
  if (isScreenLanguage(asked)) return asked;
  const account = me?.profile?.language;
  if (account && account !== DEFAULT_LANGUAGE) return account;
  const chosen = cookieValue(cookie, LANGUAGE_COOKIE);
  return isScreenLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
}

export function pageTheme(cookie: string | undefined): Theme {
  const t = cookieValue(cookie, THEME_COOKIE);
  return t === 'light' || t === 'dark' || t === 'system' ? t : 'system';
}

/** `<html lang>` for each language. */
const HTML_LANG: Record<ScreenLanguage, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN', 'en-XA': 'en-IN' };

/** index.html in two halves around the app: up to `<div id="root">`, and what follows its `</div>`. */
export type PageTemplate = { before: string; after: string };

const ROOT_OPEN = '<div id="root">';
export function splitTemplate(indexHtml: string): PageTemplate {
  const at = indexHtml.indexOf(`${ROOT_OPEN}</div>`);
  if (at < 0) throw new Error('index.html has no <div id="root"></div>');
  return { before: indexHtml.slice(0, at + ROOT_OPEN.length), after: indexHtml.slice(at + ROOT_OPEN.length + '</div>'.length) };
}

/**
 * The page's first half: its language and theme on `<html>`, index.html's own title and description
 * replaced by the page's head tags (and `extraHead`, the preloads).
 */
export function pageStart(
  template: PageTemplate,
  page: { language: ScreenLanguage; theme: Theme; head: string },
  extraHead: readonly string[],
) {
  let html = template.before.replace(
    /<html lang="[^"]*"/i,
    `<html lang="${HTML_LANG[page.language]}"${page.theme === 'dark' ? ' class="dark"' : ''}`,
  );
  html = html.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  return html.replace(/<\/head>/i, () => `    ${[page.head, ...extraHead].join('\n    ')}\n  </head>`);
}

export type PageRenderer = {
  /**
   * Redirects of the spec's old internal paths to the pages they mean, and of the certificate form's
   * answer without JavaScript (`/verify?number=…`) to the certificate's own address.
   */
  redirectFor(url: string): string | undefined;
  /** Renders a page, or null where the app cannot: the caller then sends the page the browser renders. */
  render(
    req: { url: string; cookie: string | undefined; me: Me | null; data: PageData; extraHead: readonly string[] },
    log: FastifyBaseLogger,
  ): Promise<{ status: number; start: string; app: Readable; end: string } | null>;
};

export function createPageRenderer(entry: ServerEntry, template: PageTemplate, origin: string): PageRenderer {
  return {
    redirectFor(url) {
      const { pathname, searchParams } = new URL(url, 'http://page');
      const number = pathname === '/verify' ? parseCertificateNumber(searchParams.get('number') ?? '') : null;
      return number ? certificatePath(number) : entry.REDIRECTS[pathname];
    },
    async render({ url, cookie, me, data, extraHead }, log) {
      const language = pageLanguage(url, cookie, me);
      const theme = pageTheme(cookie);
      try {
        const page = await entry.renderPage({ url, origin, language, theme, me, data });
        return {
          status: page.status,
          start: pageStart(template, { language, theme, head: page.head }, extraHead),
          app: page.app,
          end: `</div>${page.boot}${template.after}`,
        };
      } catch (err) {
        log.error({ err, url }, 'server rendering failed: the browser renders the page');
        return null;
      }
    },
  };
}

/**
 * A service's answer exactly as its route sends it: encoded by the route's response schema (which
 * drops what the schema does not name) and through JSON, as fastify-type-provider-zod's serializer does.
 */
export function asSent<S extends z.ZodType>(schema: S, value: z.output<S>): z.output<S> {
  return JSON.parse(JSON.stringify(z.encode(schema, value))) as z.output<S>;
}
