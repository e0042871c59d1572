// @vitest-environment node
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { Me } from '@shared/schemas/account';
import type { AuctionDetail, AuctionList } from '@shared/schemas/auction';
import type { PageData } from './app/page-data';
import { prepare, renderPage, type RenderRequest } from './entry-server';

/** A hostile title: it tries to close the boot script, run one of its own, and break a script with U+2028. */
const HOSTILE = 'Flat </script><script>window.pwned=1</script><!-- \u2028 \u2029 & "quoted"';

function auction(id: string, title: string): AuctionDetail {
  const at = '2026-11-28T10:00:00.000Z';
  return {
    id,
    title,
    description: 'A flat.',
    location: 'Andheri West, Mumbai',
    address: null,
    state: 'Maharashtra',
    district: 'Mumbai Suburban',
    locality: 'Andheri West',
    pinCode: '400053',
    latitude: 19.1364,
    longitude: 72.8296,
    propertyType: 'Residential',
    category: 'Apartment',
    areaSqFt: 850,
    startingBid: 14_500_000,
    emdAmount: 1_450_000,
    bidIncrement: 500_000,
    startTime: at,
    endTime: '2026-12-28T10:00:00.000Z',
    extensionWindowS: 300,
    extensionS: 300,
    featured: false,
    status: 'live',
    currentBid: 19_000_000,
    biddersCount: 3,
    bidCount: 7,
    hasReserve: true,
    hasWinner: false,
    createdBy: 'vendor-1',
    createdAt: at,
    updatedAt: at,
    images: [],
    saleNoticeDate: null,
    isResale: false,
    resaleOf: null,
    emdCutoff: at,
    possession: null,
    inspectionFrom: null,
    inspectionTo: null,
    authorisedOfficerName: null,
    authorisedOfficerPhone: null,
    encumbrances: null,
    seller: { name: 'Bank of Maharashtra' },
    result: null,
  };
}

const list = (items: AuctionDetail[]): AuctionList =>
  ({
    items,
    total: items.length,
    totalCapped: false,
    page: 1,
    pageSize: 12,
    counts: { byStatus: {}, byType: {} },
  }) as unknown as AuctionList;

/** Answers after `delayMs`, so that two pages rendered at once interleave. */
function pageData(title: string, delayMs: number): PageData {
  const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), delayMs));
  return {
    auction: (id) => later(id === 'missing' ? null : auction(id, title)),
    recentBids: () => later({ items: [] }),
    auctions: () => later(list([auction('a-1', title)])),
    stats: () =>
      later({ activeAuctions: 1, liveAuctions: 1, upcomingAuctions: 0, soldAuctions: 0, soldValue: 0, totalBidders: 0 } as never),
    certificate: () => later(null),
  };
}

const me = (id: string, name: string): Me => ({
  user: { id, email: `${id}@example.in`, name },
  profile: null,
  role: 'buyer',
  roles: ['buyer'],
});

async function render(req: Partial<RenderRequest> & { url: string }) {
  await prepare();
  const page = await renderPage({
    origin: 'https://neelami.example',
    language: 'en',
    theme: 'system',
    me: null,
    data: pageData('A flat', 0),
    ...req,
  });
  return { ...page, html: await text(page.app) };
}

/** The boot state as the browser reads it: the element's text, parsed. */
function bootState(boot: string) {
  const match = /^<script type="application\/json" id="neelami-boot">([\s\S]*)<\/script>$/.exec(boot);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as { language: string; queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } };
}

describe('server rendering', () => {
  it('renders an auction with its data, and 404 for one that is not there', async () => {
    const page = await render({ url: '/auction/a-1' });
    expect(page.status).toBe(200);
    expect(page.html).toContain('A flat');
    expect(page.head).toContain('<title>A flat — Neelami</title>');
    expect(page.head).toContain('<link rel="canonical" href="https://neelami.example/auction/a-1">');
    expect(page.head).toContain('hreflang="hi" href="https://neelami.example/auction/a-1?lng=hi"');
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.head);
    expect(JSON.parse(ld![1]!)).toMatchObject({
      '@type': 'Offer',
      price: 19_000_000,
      priceCurrency: 'INR',
      itemOffered: { '@type': 'Place' },
    });

    expect((await render({ url: '/auction/missing' })).status).toBe(404);
    expect((await render({ url: '/no-such-page' })).status).toBe(404);
  });

  it('keeps a hostile title from closing, scripting or breaking the page', async () => {
    const page = await render({ url: '/auction/a-1', data: pageData(HOSTILE, 0) });
    // The boot state: one script element, whose text is the state, title and all.
    expect(page.boot.match(/<\/script/gi)).toHaveLength(1);
    expect(page.boot).not.toMatch(/<!--|[\u2028\u2029]/);
    const state = bootState(page.boot);
    const cached = state.queries.queries.find((q) => q.queryKey.join('/') === 'auctions/detail/a-1');
    expect((cached?.state.data as AuctionDetail).title).toBe(HOSTILE);
    // The head: the title as text, the structured data as one script element.
    expect(page.head).not.toContain('<script>window.pwned');
    expect(page.head.match(/<\/script/gi)).toHaveLength(1);
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.head)![1]!;
    expect(ld).not.toMatch(/<!--|[\u2028\u2029]/);
    expect((JSON.parse(ld) as { name: string }).name).toBe(HOSTILE);
    // The app: text, never markup.
    expect(page.html).not.toContain('<script>window.pwned');
  });

  it('renders two pages at once, for two people in two languages, each with only its own', async () => {
    const [arjun, sneha] = await Promise.all([
      render({ url: '/live-auctions', language: 'en', me: me('u-arjun', 'Arjun Nair'), data: pageData('Arjun’s flat', 30) }),
      render({ url: '/live-auctions', language: 'hi', me: me('u-sneha', 'Sneha Patil'), data: pageData('Sneha’s flat', 5) }),
    ]);
    expect(arjun.html).toContain('Arjun Nair');
    expect(arjun.html).toContain('Live Auctions');
    expect(arjun.html).toContain('Arjun’s flat');
    expect(arjun.html).not.toMatch(/Sneha|लाइव नीलामियाँ/);
    expect(sneha.html).toContain('Sneha Patil');
    expect(sneha.html).toContain('लाइव नीलामियाँ');
    expect(sneha.html).toContain('Sneha’s flat');
    expect(sneha.html).not.toMatch(/Arjun|Live Auctions/);
    expect(bootState(arjun.boot).language).toBe('en');
    expect(bootState(sneha.boot).language).toBe('hi');
  });
});
