import { LANGUAGES } from '@shared/domain/languages';
import { formatINR } from '@shared/domain/money';
import { primaryImage } from '@shared/domain/primary-image';
import type { AuctionDetail, AuctionListQueryInput } from '@shared/schemas/auction';
import { scriptSafeJson } from './boot';

/**
 * The head of a server-rendered page (decision 035): its title, description, canonical address, its
 * alternates in each language, share previews and, for an auction, schema.org structured data. Every
 * value is escaped here; the structured data is script-safe JSON.
 */
export type PageHead = { title: string; description: string; path: string; auction?: AuctionDetail; noIndex?: boolean };

const SITE = 'Neelami';
export const DEFAULT_DESCRIPTION = 'Bid on bank, ARC and owner property auctions across Mumbai, Thane, Nashik and Pune.';

export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

const placeOf = (q: AuctionListQueryInput) => [q.district ?? q.location, q.state].filter(Boolean).map(String).join(', ');

/** "Bank auctions of apartments in Pune — Neelami": a listing's title by its filters. */
export function listingTitle(base: 'Live auctions' | 'Property auctions', q: AuctionListQueryInput): string {
  const what = String(q.category ?? q.propertyType ?? '');
  const place = placeOf(q);
  const of = what ? ` of ${what.toLowerCase()} properties` : '';
  const search = q.q ? ` matching “${String(q.q)}”` : '';
  const page = Number(q.page ?? 1) > 1 ? ` (page ${Number(q.page)})` : '';
  return `${base}${of}${place ? ` in ${place}` : ''}${search}${page} — ${SITE}`;
}

export function listingDescription(total: number, q: AuctionListQueryInput): string {
  const place = placeOf(q) || 'India';
  return `${total.toLocaleString('en-IN')} bank, ARC and owner property auctions in ${place}: photos, reserve rules, EMD and live bidding in rupees.`;
}

export function auctionDescription(a: AuctionDetail): string {
  const label = a.bidCount > 0 ? 'Current bid' : 'Starting bid';
  return `${label} ${formatINR(a.currentBid)} · ${a.location}`;
}

/** schema.org: the auction as an offer in rupees, open from its start to its end, of the property as a place with its address. */
export function auctionStructuredData(a: AuctionDetail, origin: string): Record<string, unknown> {
  const url = `${origin}/auction/${encodeURIComponent(a.id)}`;
  const image = primaryImage(a.images);
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: a.title,
    url,
    price: a.currentBid,
    priceCurrency: 'INR',
    availabilityStarts: a.startTime,
    availabilityEnds: a.endTime,
    seller: { '@type': 'Organization', name: a.seller.name },
    itemOffered: {
      '@type': 'Place',
      name: a.title,
      description: a.description,
      ...(image ? { image: absolute(image.imageUrl, origin) } : {}),
      address: {
        '@type': 'PostalAddress',
        ...(a.address ? { streetAddress: a.address } : {}),
        addressLocality: a.locality ?? a.district ?? a.location,
        ...(a.state ? { addressRegion: a.state } : {}),
        ...(a.pinCode ? { postalCode: a.pinCode } : {}),
        addressCountry: 'IN',
      },
    },
  };
}

const absolute = (url: string, origin: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** The tags for the page's head, and the page's title alone (index.html's own title and description are replaced). */
export function headTags(head: PageHead, origin: string): string {
  const url = `${origin}${head.path}`;
  const sep = head.path.includes('?') ? '&' : '?';
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(`${url}${sep}lng=${lang}`)}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${SITE}">`,
    `<meta property="og:title" content="${escapeHtml(head.auction?.title ?? head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
  ];
  if (head.noIndex) tags.push('<meta name="robots" content="noindex">');
  const a = head.auction;
  const image = a && primaryImage(a.images);
  if (a && image) {
    tags.push(
      `<meta property="og:image" content="${escapeHtml(absolute(image.imageUrl, origin))}">`,
      `<meta property="og:image:width" content="${image.width}">`,
      `<meta property="og:image:height" content="${image.height}">`,
      `<meta property="og:image:alt" content="${escapeHtml(a.title)}">`,
      `<meta name="twitter:card" content="summary_large_image">`,
    );
  }
  if (a) tags.push(`<script type="application/ld+json">${scriptSafeJson(auctionStructuredData(a, origin))}</script>`);
  return tags.join('\n    ');
}
