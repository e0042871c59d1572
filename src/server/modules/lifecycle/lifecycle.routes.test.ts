import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, reminders, watchlist } from '../../db/schema';
import { createAppWith, auctionRow, createBidder, insertAuction, lifecycleOf } from '../bids/bids.fixtures';
import { createTestApp, createUser, ORIGIN, type TestContext } from '../../test/test-app';
import { createScheduler } from '../../jobs/scheduler';

let ctx: TestContext;
let vendor: { id: string; cookie: string };
let admin: { id: string; cookie: string };
beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await createUser(ctx, { roles: ['vendor'] });
  admin = await createUser(ctx, { roles: ['admin'] });
});
afterAll(async () => ctx.close());

const post = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });
const bid = (auctionId: string, amount: number, cookie: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/auctions/${auctionId}/bids`,
    headers: { origin: ORIGIN, cookie },
    payload: { amount },
  });
async function notesFor(userId: string) {
  return ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe('admin start and end', () => {
  it('starts an upcoming auction and tells its watchers and reminded users', async () => {
    const auction = await insertAuction(ctx.database.db, vendor.id, { status: 'upcoming', startTime: new Date(Date.now() + 3600_000) });
    const watcher = await createBidder(ctx);
    const reminded = await createBidder(ctx);
    await ctx.database.db.insert(watchlist).values({ userId: watcher.id, auctionId: auction.id });
    await ctx.database.db.insert(reminders).values({ userId: reminded.id, auctionId: auction.id });
    const res = await post(`/api/auctions/${auction.id}/start`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: auction.id, status: 'live' });
    expect(res.json()).not.toHaveProperty('reservePrice');
    for (const user of [watcher, reminded]) {
      const notes = await notesFor(user.id);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ title: 'Auction is live', data: { auctionId: auction.id } });
    }
    const [reminder] = await ctx.database.db.select().from(reminders).where(eq(reminders.userId, reminded.id));
    expect(reminder!.notifiedAt).not.toBeNull();
  });

  it('ends a live auction with the highest bidder as winner and tells winner, losers and vendor', async () => {
    const auction = await insertAuction(ctx.database.db, vendor.id);
    const a = await createBidder(ctx);
    const b = await createBidder(ctx);
    await bid(auction.id, 10_500_000, a.cookie);
    await bid(auction.id, 11_000_000, b.cookie);
    await bid(auction.id, 11_500_000, a.cookie);
    const res = await post(`/api/auctions/${auction.id}/end`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ended', winnerId: a.id, currentBid: 11_500_000 });
    const row = await auctionRow(ctx.database.db, auction.id);
    expect(row.endTime.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await notesFor(a.id)).map((n) => n.title)).toContain('Auction won');
    expect((await notesFor(b.id)).map((n) => n.title)).toContain('Auction lost');
    const vendorNote = (await notesFor(vendor.id)).find((n) => (n.data as { auctionId: string }).auctionId === auction.id);
    expect(vendorNote).toMatchObject({ title: 'Your auction has ended' });
    expect(vendorNote!.message).toContain('₹1,15,00,000');
    // No bid after the close.
    expect((await bid(auction.id, 20_000_000, b.cookie)).json().error.code).toBe('AUCTION_NOT_LIVE');
  });

  it('ends an auction without bids with no winner', async () => {
    const auction = await insertAuction(ctx.database.db, vendor.id);
    const res = await post(`/api/auctions/${auction.id}/end`, admin.cookie);
    expect(res.json()).toMatchObject({ status: 'ended', winnerId: null });
  });

  it('starts only upcoming auctions and ends only live ones', async () => {
    const live = await insertAuction(ctx.database.db, vendor.id);
    const upcoming = await insertAuction(ctx.database.db, vendor.id, { status: 'upcoming' });
    let res = await post(`/api/auctions/${live.id}/start`, admin.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('AUCTION_NOT_UPCOMING');
    res = await post(`/api/auctions/${upcoming.id}/end`, admin.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('AUCTION_NOT_LIVE');
    expect((await post('/api/auctions/00000000-0000-4000-8000-000000000000/end', admin.cookie)).statusCode).toBe(404);
  });

  it('lets only admins start or end', async () => {
    const auction = await insertAuction(ctx.database.db, vendor.id, { status: 'upcoming' });
    expect((await post(`/api/auctions/${auction.id}/start`)).statusCode).toBe(401);
    expect((await post(`/api/auctions/${auction.id}/start`, vendor.cookie)).statusCode).toBe(403);
    const buyer = await createBidder(ctx);
    expect((await post(`/api/auctions/${auction.id}/start`, buyer.cookie)).statusCode).toBe(403);
    expect((await auctionRow(ctx.database.db, auction.id)).status).toBe('upcoming');
  });
});

describe('the scheduler', () => {
  it('starts auctions whose start time has come and ends those whose end has passed', async () => {
    const due = await insertAuction(ctx.database.db, vendor.id, { status: 'upcoming', startTime: new Date(Date.now() - 1000) });
    const later = await insertAuction(ctx.database.db, vendor.id, { status: 'upcoming', startTime: new Date(Date.now() + 3600_000) });
    const buyer = await createBidder(ctx);
    const endTime = new Date(Date.now() + 2000);
    const over = await insertAuction(ctx.database.db, vendor.id, { endTime, extensionWindowS: 0 });
    expect((await bid(over.id, 10_500_000, buyer.cookie)).statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, endTime.getTime() - Date.now() + 50));
    const scheduler = createScheduler({ lifecycle: lifecycleOf(ctx), intervalMs: 1000, log: quiet });
    await scheduler.tick();
    expect((await auctionRow(ctx.database.db, due.id)).status).toBe('live');
    expect((await auctionRow(ctx.database.db, later.id)).status).toBe('upcoming');
    const ended = await auctionRow(ctx.database.db, over.id);
    expect(ended).toMatchObject({ status: 'ended', winnerId: buyer.id });
  });

  it('ends an auction once even when two server processes tick at the same moment', async () => {
    const other = await createAppWith({}, ctx.database);
    try {
      const buyer = await createBidder(ctx);
      const endTime = new Date(Date.now() + 4000);
      const auctions = await Promise.all(
        Array.from({ length: 6 }, () => insertAuction(ctx.database.db, vendor.id, { endTime, extensionWindowS: 0 })),
      );
      for (const a of auctions) expect((await bid(a.id, 10_500_000, buyer.cookie)).statusCode).toBe(201);
      await new Promise((r) => setTimeout(r, endTime.getTime() - Date.now() + 50));
      const [one, two] = await Promise.all([lifecycleOf(ctx).endDue(), lifecycleOf(other).endDue()]);
      expect(one + two).toBe(auctions.length);
      const won = (await notesFor(buyer.id)).filter((n) => n.title === 'Auction won');
      expect(won).toHaveLength(auctions.length);
    } finally {
      await other.close();
    }
  });
});

const quiet = { info() {}, error: console.error };
