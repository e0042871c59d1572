import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Watchlist } from '../../../shared/schemas/watchlist';
import { createTestApp, createUser, ORIGIN, type TestContext } from '../../test/test-app';
import { insertAuction, insertImage } from '../auctions/auctions.fixtures';

const RESERVE = 43_219_876;
let ctx: TestContext;
let buyer: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
let vendor: Awaited<ReturnType<typeof createUser>>;
let live: { id: string };
let upcoming: { id: string };
let draft: { id: string };

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  buyer = await createUser(ctx, { roles: ['buyer'] });
  other = await createUser(ctx, { roles: ['buyer'] });
  vendor = await createUser(ctx, { roles: ['vendor'] });
  live = await insertAuction(db, vendor.id, {
    title: 'Sea-facing flat in Worli',
    location: 'Worli, Mumbai',
    currentBid: 12_500_000,
    reservePrice: RESERVE,
    status: 'live',
  });
  upcoming = await insertAuction(db, vendor.id, { title: 'Shop in Thane', status: 'upcoming' });
  draft = await insertAuction(db, vendor.id, { title: 'Unapproved plot', status: 'draft' });
  await insertImage(db, live.id, { displayOrder: 0, isPrimary: false });
  await insertImage(db, live.id, { displayOrder: 1, isPrimary: true });
});
afterAll(async () => ctx.close());

const add = (auctionId: unknown, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/watchlist',
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: { auctionId },
  });
const remove = (auctionId: string, cookie?: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/watchlist/${auctionId}`,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('signed out', () => {
  it('answers 401 to every watchlist call', async () => {
    for (const res of [await get('/api/watchlist'), await get('/api/watchlist/ids'), await add(live.id), await remove(live.id)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('adding and removing', () => {
  it('adds an auction, and adding it again changes nothing', async () => {
    const first = await add(live.id, buyer.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ auctionId: live.id, watching: true });
    expect((await add(live.id, buyer.cookie)).json()).toEqual({ auctionId: live.id, watching: true });
    expect((await get('/api/watchlist/ids', buyer.cookie)).json()).toEqual({ auctionIds: [live.id] });
  });

  it('lists entries newest first, joined with the auction and its thumbnail', async () => {
    await new Promise((r) => setTimeout(r, 10));
    await add(upcoming.id, buyer.cookie);
    const res = await get('/api/watchlist', buyer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body: Watchlist = res.json();
    expect(body.items.map((i) => i.auctionId)).toEqual([upcoming.id, live.id]);
    const entry = body.items[1]!;
    expect(entry).toMatchObject({
      title: 'Sea-facing flat in Worli',
      location: 'Worli, Mumbai',
      currentBid: 12_500_000,
      status: 'live',
    });
    expect(entry.thumbUrl).toMatch(/-thumb\.webp$/);
    expect(Date.parse(entry.endTime)).toBeGreaterThan(Date.now());
    expect(Date.parse(entry.addedAt)).not.toBeNaN();
    expect(body.items[0]!.thumbUrl).toBeNull();
    expect(res.body).not.toContain(String(RESERVE));
    expect(res.body).not.toContain('reservePrice');
    expect((await get('/api/watchlist/ids', buyer.cookie)).json()).toEqual({ auctionIds: [upcoming.id, live.id] });
  });

  it('shows the thumbnail of the primary image', async () => {
    const body: Watchlist = (await get('/api/watchlist', buyer.cookie)).json();
    const images = (await get(`/api/auctions/${live.id}`)).json().images as { isPrimary: boolean; thumbUrl: string }[];
    expect(body.items[1]!.thumbUrl).toBe(images.find((i) => i.isPrimary)!.thumbUrl);
  });

  it("keeps each user's list to themselves", async () => {
    expect((await get('/api/watchlist', other.cookie)).json()).toEqual({ items: [] });
    expect((await get('/api/watchlist/ids', other.cookie)).json()).toEqual({ auctionIds: [] });
  });

  it('removes an entry, and removing it again still succeeds', async () => {
    const res = await remove(upcoming.id, buyer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ auctionId: upcoming.id, watching: false });
    expect((await remove(upcoming.id, buyer.cookie)).json()).toEqual({ auctionId: upcoming.id, watching: false });
    expect((await get('/api/watchlist/ids', buyer.cookie)).json()).toEqual({ auctionIds: [live.id] });
  });
});

describe('unknown auctions', () => {
  it('answers 404 for an unknown or malformed auction id', async () => {
    for (const res of [
      await add('00000000-0000-4000-8000-000000000000', buyer.cookie),
      await add('not-an-id', buyer.cookie),
      await remove('00000000-0000-4000-8000-000000000000', buyer.cookie),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it("treats someone else's draft as unknown, and lets its vendor watch it", async () => {
    expect((await add(draft.id, buyer.cookie)).statusCode).toBe(404);
    expect((await add(draft.id, vendor.cookie)).statusCode).toBe(200);
    expect((await get('/api/watchlist/ids', vendor.cookie)).json()).toEqual({ auctionIds: [draft.id] });
  });

  it('refuses a body without an auction id', async () => {
    const res = await add(undefined, buyer.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
  });
});
