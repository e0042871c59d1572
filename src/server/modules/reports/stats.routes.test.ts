import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids } from '../../db/schema';
import { createTestApp, createUser, type TestContext } from '../../test/test-app';
import { insertAuction } from '../auctions/auctions.fixtures';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const vendor = await createUser(ctx, { roles: ['vendor'] });
  const [b1, b2, b3] = [
    await createUser(ctx, { roles: ['buyer'] }),
    await createUser(ctx, { roles: ['buyer'] }),
    await createUser(ctx, { roles: ['buyer'] }),
  ];
  const live = await insertAuction(db, vendor.id, { status: 'live' });
  await insertAuction(db, vendor.id, { status: 'live' });
  await insertAuction(db, vendor.id, { status: 'upcoming' });
  await insertAuction(db, vendor.id, { status: 'draft' });
  await insertAuction(db, vendor.id, { status: 'cancelled' });
  const sold1 = await insertAuction(db, vendor.id, { status: 'ended', currentBid: 1_500_000_000, winnerId: b1!.id });
  await insertAuction(db, vendor.id, { status: 'ended', currentBid: 525_000_000, winnerId: b2!.id });
  // Ended with nobody bidding: not sold.
  await insertAuction(db, vendor.id, { status: 'ended', currentBid: 9_000_000 });
  await db.insert(bids).values([
    { auctionId: live.id, userId: b1!.id, amount: 5_500_000 },
    { auctionId: live.id, userId: b2!.id, amount: 6_000_000 },
    { auctionId: live.id, userId: b1!.id, amount: 6_500_000 },
    { auctionId: sold1.id, userId: b2!.id, amount: 1_000_000_000 },
  ]);
  void b3;
});
afterAll(async () => ctx.close());

describe('GET /api/stats', () => {
  it('computes the home headline figures from the data', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/stats' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      activeAuctions: 3,
      liveAuctions: 2,
      upcomingAuctions: 1,
      soldAuctions: 2,
      soldValue: 2_025_000_000,
      bidders: 2,
      registeredBuyers: 3,
    });
  });
});
