import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_MESSAGES, type AuctionList } from '../../../shared/schemas/auction';
import { createTestApp, createUser, ORIGIN, type TestContext } from '../../test/test-app';
import { insertAuction, insertImage } from '../auctions/auctions.fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Distinctive amounts, so a leak shows up in any JSON.
const RESERVE_A1 = 31_234_567;
const RESERVE_DRAFT = 98_765_431;

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
let vendorA: Awaited<ReturnType<typeof createUser>>;
let vendorB: Awaited<ReturnType<typeof createUser>>;
let buyer: Awaited<ReturnType<typeof createUser>>;
const id: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  [admin, vendorA, vendorB, buyer] = [
    await createUser(ctx, { roles: ['admin'] }),
    await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } }),
    await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } }),
    await createUser(ctx, { roles: ['buyer'] }),
  ];
  const now = Date.now();
  const twoHours = new Date(now + 2 * HOUR);
  const rows = {
    A1: await insertAuction(db, vendorA.id, {
      title: 'Sea-facing villa in Alibaug',
      location: 'Alibaug, Raigad',
      description: 'A garden villa with a private pool, ten minutes from the jetty.',
      propertyType: 'Residential',
      category: 'Villa',
      startingBid: 20_000_000,
      currentBid: 25_000_000,
      reservePrice: RESERVE_A1,
      bidCount: 5,
      status: 'live',
      endTime: twoHours,
      featured: true,
      createdAt: new Date(now - 10 * DAY),
    }),
    A2: await insertAuction(db, vendorB.id, {
      title: 'Office floor at BKC',
      location: 'Bandra Kurla Complex, Mumbai',
      description: 'A full office floor with forty workstations and two cabins.',
      propertyType: 'Commercial',
      category: 'Office',
      currentBid: 80_000_000,
      bidCount: 12,
      status: 'live',
      endTime: new Date(now + HOUR),
      createdAt: new Date(now - 9 * DAY),
    }),
    A3: await insertAuction(db, vendorA.id, {
      title: '2 BHK apartment in Thane West',
      location: 'Thane West',
      description: 'A bright apartment on the eighth floor with covered parking.',
      propertyType: 'Residential',
      category: 'Apartment',
      startingBid: 7_500_000,
      status: 'upcoming',
      startTime: new Date(now + DAY),
      endTime: new Date(now + 5 * DAY),
      createdAt: new Date(now - 2 * DAY),
    }),
    A4: await insertAuction(db, vendorB.id, {
      title: 'Warehouse near Bhiwandi',
      location: 'Bhiwandi, Thane',
      description: 'A warehouse with a mezzanine, loading bays and truck access.',
      propertyType: 'Industrial',
      category: 'Warehouse',
      startingBid: 45_000_000,
      status: 'upcoming',
      startTime: new Date(now + DAY),
      endTime: new Date(now + 3 * DAY),
      featured: true,
      createdAt: new Date(now - DAY),
    }),
    A5: await insertAuction(db, vendorA.id, {
      title: 'Row house in Nashik',
      location: 'Gangapur Road, Nashik',
      description: 'A row house with a terrace garden in a gated lane.',
      propertyType: 'Residential',
      currentBid: 9_000_000,
      bidCount: 7,
      status: 'ended',
      winnerId: buyer.id,
      endTime: new Date(now - DAY),
      createdAt: new Date(now - 8 * DAY),
    }),
    A6: await insertAuction(db, vendorB.id, {
      title: 'Farmland near Mulshi',
      location: 'Mulshi, Pune',
      description: 'Four acres of farmland with a well and a mango orchard.',
      propertyType: 'Agricultural',
      category: 'Agricultural',
      currentBid: 12_000_000,
      bidCount: 3,
      status: 'ended',
      endTime: new Date(now - 3 * DAY),
      createdAt: new Date(now - 7 * DAY),
    }),
    A7: await insertAuction(db, vendorA.id, {
      title: 'Shop in Pune Camp',
      location: 'Camp, Pune',
      description: 'A ground floor shop on the main street, with a loft.',
      propertyType: 'Commercial',
      currentBid: 5_000_000,
      status: 'cancelled',
      endTime: new Date(now + 2 * DAY),
      createdAt: new Date(now - 6 * DAY),
    }),
    A8: await insertAuction(db, vendorA.id, {
      title: 'Draft penthouse in Worli',
      location: 'Worli, Mumbai',
      description: 'A penthouse with a secretword terrace, not yet approved.',
      propertyType: 'Residential',
      reservePrice: RESERVE_DRAFT,
      status: 'draft',
      endTime: new Date(now + 4 * DAY),
      createdAt: new Date(now - 5 * DAY),
    }),
    A9: await insertAuction(db, vendorB.id, {
      title: 'Draft showroom in Andheri',
      location: 'Andheri, Mumbai',
      description: 'A showroom on the highway, not yet approved by an admin.',
      propertyType: 'Commercial',
      status: 'draft',
      endTime: new Date(now + 6 * DAY),
      createdAt: new Date(now - 4 * DAY),
    }),
    A10: await insertAuction(db, vendorB.id, {
      title: 'Plot with 100% clearance_ready papers',
      location: 'Nashik',
      description: 'An open plot on the ring road, fenced on all sides.',
      propertyType: 'Land',
      currentBid: 3_000_000,
      bidCount: 5,
      status: 'live',
      endTime: twoHours,
      createdAt: new Date(now - 3 * DAY),
    }),
  };
  for (const [name, row] of Object.entries(rows)) id[name] = row.id;
  await insertImage(db, id.A1!, { displayOrder: 1, isPrimary: false, caption: 'Garden' });
  await insertImage(db, id.A1!, { displayOrder: 0, isPrimary: true, caption: 'Front' });
  await insertImage(db, id.A2!, { displayOrder: 0 });
});
afterAll(async () => ctx.close());

const names = (list: AuctionList) => list.items.map((a) => Object.entries(id).find(([, v]) => v === a.id)?.[0]);

async function list(query: Record<string, string | number> = {}, cookie?: string) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/auctions${qs ? `?${qs}` : ''}`,
    headers: cookie ? { cookie } : {},
  });
  return res;
}
async function listOk(query: Record<string, string | number> = {}, cookie?: string): Promise<AuctionList> {
  const res = await list({ pageSize: 60, ...query }, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const sorted = (xs: (string | undefined)[]) => [...xs].sort();

describe('visibility of drafts and cancelled auctions', () => {
  it('shows a visitor every auction but the drafts and the cancelled ones', async () => {
    const body = await listOk();
    expect(sorted(names(body))).toEqual(sorted(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A10']));
    expect(body.total).toBe(7);
    expect(body.counts.byStatus).toEqual({ draft: 0, upcoming: 2, live: 3, ended: 2, cancelled: 0 });
  });

  it('shows a buyer the same as a visitor', async () => {
    const body = await listOk({}, buyer.cookie);
    expect(body.total).toBe(7);
    expect(names(body)).not.toContain('A7');
    expect(names(body)).not.toContain('A8');
  });

  it("shows a vendor their own drafts and cancelled auctions but not another vendor's", async () => {
    const body = await listOk({}, vendorA.cookie);
    expect(names(body)).toEqual(expect.arrayContaining(['A7', 'A8']));
    expect(names(body)).not.toContain('A9');
    expect(body.total).toBe(9);
    expect(body.counts.byStatus).toMatchObject({ draft: 1, cancelled: 1 });
    expect((await listOk({}, vendorB.cookie)).counts.byStatus).toMatchObject({ draft: 1, cancelled: 0 });
  });

  it('shows an admin every draft and cancelled auction', async () => {
    const body = await listOk({}, admin.cookie);
    expect(body.total).toBe(10);
    expect(body.counts.byStatus).toMatchObject({ draft: 2, cancelled: 1 });
  });

  it('filters by owner without revealing their drafts and cancelled auctions to others', async () => {
    expect(sorted(names(await listOk({ createdBy: vendorA.id })))).toEqual(sorted(['A1', 'A3', 'A5']));
    expect(sorted(names(await listOk({ createdBy: vendorA.id }, vendorA.cookie)))).toEqual(sorted(['A1', 'A3', 'A5', 'A7', 'A8']));
    expect((await listOk({ createdBy: vendorA.id }, vendorB.cookie)).total).toBe(3);
  });

  it('never finds a cancelled auction by search or status for the public', async () => {
    expect((await listOk({ q: 'loft' })).total).toBe(0);
    expect((await listOk({ status: 'cancelled' })).total).toBe(0);
    expect(names(await listOk({ q: 'loft' }, vendorA.cookie))).toEqual(['A7']);
    expect(names(await listOk({ status: 'cancelled' }, admin.cookie))).toEqual(['A7']);
  });
});

describe('text search', () => {
  it('matches the title, case-insensitively', async () => {
    expect(names(await listOk({ q: 'SEA-FACING' }))).toEqual(['A1']);
  });

  it('matches the location', async () => {
    expect(names(await listOk({ q: 'bandra kurla' }))).toEqual(['A2']);
  });

  it('matches the description', async () => {
    expect(names(await listOk({ q: 'Mezzanine' }))).toEqual(['A4']);
  });

  it('never finds a draft for someone who may not see it', async () => {
    expect((await listOk({ q: 'secretword' })).total).toBe(0);
    expect((await listOk({ q: 'secretword' }, vendorB.cookie)).total).toBe(0);
    expect(names(await listOk({ q: 'secretword' }, vendorA.cookie))).toEqual(['A8']);
  });

  it('searches the words around % and _, and finds nothing for punctuation alone', async () => {
    expect(names(await listOk({ q: '100%' }))).toEqual(['A10']);
    expect(names(await listOk({ q: 'clearance_ready' }))).toEqual(['A10']);
    // NOTE: no substring match of the documents any more (decision 039): they are read through their full-text index only.
    expect((await listOk({ q: '_' })).total).toBe(0);
    expect((await listOk({ q: '%%%' })).total).toBe(0);
  });

  it('never matches a phrase across two fields', async () => {
    // "Nashik" ends A10's location and "An open" starts its description. Its words, unquoted, may
    // lie in different fields (a villa in Alibaug: "villa Alibaug"); as a phrase they may not.
    expect((await listOk({ q: '"Nashik An open"' })).total).toBe(0);
    expect(names(await listOk({ q: 'Nashik An open' }))).toEqual(['A10']);
    expect(names(await listOk({ q: 'villa Alibaug' }))).toEqual(['A1']);
  });

  it('ignores an empty search', async () => {
    expect((await listOk({ q: '' })).total).toBe(7);
    expect((await listOk({ q: '   ' })).total).toBe(7);
  });
});

describe('filters', () => {
  it('filters by one status and still counts every status', async () => {
    const body = await listOk({ status: 'live' });
    expect(sorted(names(body))).toEqual(sorted(['A1', 'A2', 'A10']));
    expect(body.total).toBe(3);
    expect(body.counts.byStatus).toEqual({ draft: 0, upcoming: 2, live: 3, ended: 2, cancelled: 0 });
    // Per-type counts follow the status filter.
    expect(body.counts.byPropertyType).toEqual({
      Residential: 1,
      Commercial: 1,
      Industrial: 0,
      Agricultural: 0,
      Land: 1,
    });
  });

  it('takes "active" for live and upcoming, and a comma list', async () => {
    expect(sorted(names(await listOk({ status: 'active' })))).toEqual(sorted(['A1', 'A2', 'A3', 'A4', 'A10']));
    expect(sorted(names(await listOk({ status: 'ended,cancelled' }, admin.cookie)))).toEqual(sorted(['A5', 'A6', 'A7']));
  });

  it('treats "all" and an empty status as no filter', async () => {
    expect((await listOk({ status: 'all' })).total).toBe(7);
    expect((await listOk({ status: '' })).total).toBe(7);
  });

  it('refuses an unknown status, sort or property type', async () => {
    const queries: Record<string, string>[] = [{ status: 'sold' }, { sort: 'cheapest' }, { propertyType: 'Castle' }];
    for (const query of queries) {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
    }
  });

  it('filters by property type and still counts every type', async () => {
    const body = await listOk({ propertyType: 'Residential' });
    expect(sorted(names(body))).toEqual(sorted(['A1', 'A3', 'A5']));
    expect(body.counts.byPropertyType).toEqual({
      Residential: 3,
      Commercial: 1,
      Industrial: 1,
      Agricultural: 1,
      Land: 1,
    });
    expect(body.counts.byStatus).toEqual({ draft: 0, upcoming: 1, live: 1, ended: 1, cancelled: 0 });
  });

  it('filters by category', async () => {
    expect(names(await listOk({ category: 'Villa' }))).toEqual(['A1']);
    expect(names(await listOk({ category: 'Warehouse' }))).toEqual(['A4']);
  });

  it('filters by a piece of the location, case-insensitively', async () => {
    expect(sorted(names(await listOk({ location: 'pune' })))).toEqual(['A6']);
    expect(sorted(names(await listOk({ location: 'Thane' })))).toEqual(sorted(['A3', 'A4']));
  });

  it('filters the current bid by a price range, both ends included', async () => {
    expect(sorted(names(await listOk({ minPrice: 10_000_000, maxPrice: 50_000_000 })))).toEqual(sorted(['A1', 'A4', 'A6']));
    expect(sorted(names(await listOk({ minPrice: 45_000_000, maxPrice: 45_000_000 })))).toEqual(['A4']);
    expect(sorted(names(await listOk({ maxPrice: 5_000_000 })))).toEqual(['A10']);
    expect((await list({ minPrice: -1 })).statusCode).toBe(400);
  });

  it('filters featured and not featured', async () => {
    expect(sorted(names(await listOk({ featured: 'true' })))).toEqual(sorted(['A1', 'A4']));
    expect((await listOk({ featured: 'false' })).total).toBe(5);
  });

  it('combines filters, and the counts follow all but their own', async () => {
    const body = await listOk({ status: 'live', location: 'Mumbai', minPrice: 1 });
    expect(names(body)).toEqual(['A2']);
    expect(body.counts.byStatus).toEqual({ draft: 0, upcoming: 0, live: 1, ended: 0, cancelled: 0 });
    expect(body.counts.byPropertyType.Commercial).toBe(1);
  });
});

describe('sorting', () => {
  it('orders Ending Soon by default: open auctions soonest first, then closed ones latest first', async () => {
    const body = await listOk();
    const [first, second] = [id.A1!, id.A10!].sort();
    const open = ['A2', ...[first, second].map((x) => Object.entries(id).find(([, v]) => v === x)![0]), 'A4', 'A3'];
    expect(names(body)).toEqual([...open, 'A5', 'A6']);
    expect(names(await listOk({ sort: 'ending_soon' }))).toEqual(names(body));
    // A cancelled auction is closed too, ordered by its end among the ended ones (its vendor sees it).
    expect(names(await listOk({ status: 'ended,cancelled' }, vendorA.cookie))).toEqual(['A7', 'A5', 'A6']);
  });

  it('orders Highest Bid by current bid', async () => {
    expect(names(await listOk({ sort: 'highest_bid' }))).toEqual(['A2', 'A4', 'A1', 'A6', 'A5', 'A3', 'A10']);
  });

  it('orders Most Bids by bid count, equal counts by id', async () => {
    const body = await listOk({ sort: 'most_bids' });
    const fives = [id.A1!, id.A10!].sort();
    const zeros = [id.A3!, id.A4!].sort();
    expect(body.items.map((a) => a.id)).toEqual([id.A2, id.A5, ...fives, id.A6, ...zeros]);
  });

  it('orders Newest by creation time', async () => {
    expect(names(await listOk({ sort: 'newest' }))).toEqual(['A4', 'A3', 'A10', 'A6', 'A5', 'A2', 'A1']);
  });
});

describe('paging', () => {
  it('pages without gaps or overlaps, with the same total on every page', async () => {
    for (const sort of ['ending_soon', 'highest_bid', 'most_bids', 'newest']) {
      const pages = [];
      for (const page of [1, 2, 3]) pages.push(await listOk({ sort, page, pageSize: 3 }));
      expect(pages.map((p) => p.items.length)).toEqual([3, 3, 1]);
      expect(pages.every((p) => p.total === 7 && p.pageSize === 3)).toBe(true);
      expect(pages.map((p) => p.page)).toEqual([1, 2, 3]);
      const all = pages.flatMap((p) => p.items.map((a) => a.id));
      expect(all).toEqual((await listOk({ sort })).items.map((a) => a.id));
    }
  });

  it('seeks page after page with the cursor, to the same rows as the page numbers (keyset pagination)', async () => {
    for (const sort of ['ending_soon', 'highest_bid', 'most_bids', 'newest']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      for (let guard = 0; guard < 10; guard++) {
        const body: AuctionList = await listOk({ sort, pageSize: 2, ...(cursor ? { cursor } : {}) });
        seen.push(...body.items.map((a) => a.id));
        cursor = body.nextCursor;
        if (!cursor) break;
      }
      expect({ sort, seen }).toEqual({ sort, seen: (await listOk({ sort })).items.map((a) => a.id) });
    }
    // Ties (equal bid counts, equal current bids) are broken by id, across a page boundary too.
    const ended = await listOk({ sort: 'most_bids', pageSize: 1 });
    expect(ended.nextCursor).not.toBeNull();
  });

  it('refuses a cursor it did not write or of another order, and has none in the Relevance order', async () => {
    const bad = await list({ cursor: 'not-a-cursor' });
    expect(bad.statusCode).toBe(400);
    const newest = await listOk({ sort: 'newest', pageSize: 2 });
    const other = await list({ sort: 'highest_bid', cursor: newest.nextCursor! });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.message).toBe(AUCTION_MESSAGES.cursorOfAnotherOrder);
    expect(bad.json().error.issues?.[0]?.message ?? bad.json().error.message).toMatch(/not valid/);
    expect((await listOk({ q: 'flat', pageSize: 1 })).nextCursor).toBeNull();
  });

  it('answers a page past the end with no items and the right total and counts', async () => {
    const body = await listOk({ page: 5, pageSize: 3 });
    expect(body.items).toEqual([]);
    expect(body.total).toBe(7);
    expect(body.counts.byStatus.live).toBe(3);
  });

  it('defaults to page 1 of 12 and refuses a page below 1 or a page size above 60', async () => {
    const res = await list();
    expect(res.json()).toMatchObject({ page: 1, pageSize: 12 });
    expect((await list({ page: 0 })).statusCode).toBe(400);
    expect((await list({ pageSize: 61 })).statusCode).toBe(400);
    expect((await list({ pageSize: 0 })).statusCode).toBe(400);
  });
});

describe('images', () => {
  it('come with each item in display order', async () => {
    const body = await listOk({ q: 'Alibaug' });
    const images = body.items[0]!.images;
    expect(images.map((i) => [i.caption, i.isPrimary])).toEqual([
      ['Front', true],
      ['Garden', false],
    ]);
    expect(images[0]).toMatchObject({ width: 1600, height: 1067 });
    expect(images[0]!.thumbUrl).toMatch(/-thumb\.webp$/);
    expect((await listOk({ q: 'Mulshi' })).items[0]!.images).toEqual([]);
  });
});

describe('GET /api/auctions/:id', () => {
  const get = (auctionId: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/auctions/${auctionId}`, headers: cookie ? { cookie } : {} });

  it('returns a public auction with its images to anyone', async () => {
    const res = await get(id.A1!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: id.A1, title: 'Sea-facing villa in Alibaug', hasReserve: true });
    expect(res.json().images).toHaveLength(2);
  });

  it('shows a cancelled auction', async () => {
    expect((await get(id.A7!)).statusCode).toBe(200);
  });

  it('hides a draft from everyone but an admin and its vendor', async () => {
    expect((await get(id.A8!)).statusCode).toBe(404);
    expect((await get(id.A8!, buyer.cookie)).statusCode).toBe(404);
    expect((await get(id.A8!, vendorB.cookie)).statusCode).toBe(404);
    expect((await get(id.A8!, vendorA.cookie)).statusCode).toBe(200);
    expect((await get(id.A8!, admin.cookie)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = await get('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: 'NOT_FOUND', message: 'Auction not found' });
    expect((await get('not-an-id')).statusCode).toBe(404);
  });
});

describe('reserve price', () => {
  const reserve = (auctionId: string, cookie?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/auctions/${auctionId}/reserve-price`,
      headers: cookie ? { cookie } : {},
    });

  it('asks a visitor to sign in', async () => {
    const res = await reserve(id.A1!);
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain(String(RESERVE_A1));
  });

  it('refuses a buyer and another vendor', async () => {
    for (const who of [buyer, vendorB]) {
      const res = await reserve(id.A1!, who.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
      expect(res.body).not.toContain(String(RESERVE_A1));
    }
  });

  it('gives it to the owning vendor and to an admin, and is never cached', async () => {
    for (const who of [vendorA, admin]) {
      const res = await reserve(id.A1!, who.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ reservePrice: RESERVE_A1 });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers null when there is no reserve', async () => {
    expect((await reserve(id.A3!, vendorA.cookie)).json()).toEqual({ reservePrice: null });
  });

  it('answers 404 for a draft the caller may not see, and for an unknown id', async () => {
    expect((await reserve(id.A8!, buyer.cookie)).statusCode).toBe(404);
    expect((await reserve(id.A8!, vendorB.cookie)).statusCode).toBe(404);
    expect((await reserve(id.A8!, vendorA.cookie)).json()).toEqual({ reservePrice: RESERVE_DRAFT });
    expect((await reserve(id.A8!, admin.cookie)).json()).toEqual({ reservePrice: RESERVE_DRAFT });
    expect((await reserve('00000000-0000-4000-8000-000000000000', admin.cookie)).statusCode).toBe(404);
  });

  it('never appears in a listing or a detail, whoever asks', async () => {
    for (const cookie of [undefined, buyer.cookie, vendorA.cookie, vendorB.cookie, admin.cookie]) {
      const bodies = [
        (await list({ pageSize: 60 }, cookie)).body,
        (await list({ pageSize: 60, sort: 'highest_bid' }, cookie)).body,
        (await ctx.app.inject({ method: 'GET', url: `/api/auctions/${id.A1}`, headers: cookie ? { cookie } : {} })).body,
        (await ctx.app.inject({ method: 'GET', url: `/api/auctions/${id.A8}`, headers: cookie ? { cookie } : {} })).body,
      ];
      for (const body of bodies) {
        expect(body).not.toContain(String(RESERVE_A1));
        expect(body).not.toContain(String(RESERVE_DRAFT));
        expect(body).not.toContain('reservePrice');
        expect(body).not.toContain('reserve_price');
      }
    }
  });
});

describe('listing cache', () => {
  it('serves the change as soon as an edit is committed', async () => {
    const before = await listOk({ q: 'Bhiwandi' });
    expect(before.items[0]!.title).toBe('Warehouse near Bhiwandi');
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/auctions/${id.A4}`,
      headers: { origin: ORIGIN, cookie: admin.cookie },
      payload: { title: 'Warehouse near Bhiwandi with yard' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await listOk({ q: 'Bhiwandi' })).items[0]!.title).toBe('Warehouse near Bhiwandi with yard');
    // The search text follows the edit too.
    expect(names(await listOk({ q: 'with yard' }))).toEqual(['A4']);
  });

  it('counts a change of a counted column at once (the cached sums of the counts table drop with it)', async () => {
    const edit = (propertyType: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/auctions/${id.A4}`,
        headers: { origin: ORIGIN, cookie: admin.cookie },
        payload: { propertyType },
      });
    const before = (await listOk({})).counts.byPropertyType;
    expect((await edit('Land')).statusCode).toBe(200);
    const after = (await listOk({})).counts.byPropertyType;
    expect(after).toEqual({ ...before, Industrial: before.Industrial - 1, Land: before.Land + 1 });
    expect((await edit('Industrial')).statusCode).toBe(200);
    expect((await listOk({})).counts.byPropertyType).toEqual(before);
  });

  it('keeps answers apart per viewer', async () => {
    // The same query, first as the draft's vendor, then as a visitor.
    expect((await listOk({ q: 'penthouse' }, vendorA.cookie)).total).toBe(1);
    expect((await listOk({ q: 'penthouse' })).total).toBe(0);
  });
});
