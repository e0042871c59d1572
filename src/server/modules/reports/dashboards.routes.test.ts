import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids, documents, emdDeposits } from '../../db/schema';
import { call, createAuction, createCast, setAuctionState, setSale, type Cast } from '../../test/console-fixtures';
import { createTestApp, createUser, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let cast: Cast;
beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx);
  const second = await createUser(ctx, { roles: ['buyer'], profile: { verificationStatus: 'verified' } });
  const db = ctx.database.db;

  // The vendor: one draft, one live with two bidders, two ended (one sold for 1.2 Cr, one unsold).
  await createAuction(ctx, cast.vendor.cookie, { title: 'Draft flat in Pune' });
  const live = await createAuction(ctx, cast.vendor.cookie, { title: 'Live villa in Lonavala', startingBid: 5_000_000 });
  const sold = await createAuction(ctx, cast.vendor.cookie, { title: 'Sold shop in Thane', startingBid: 10_000_000 });
  const unsold = await createAuction(ctx, cast.vendor.cookie, { title: 'Unsold plot in Nashik', startingBid: 3_000_000 });
  await setAuctionState(ctx, live.id, { status: 'live', currentBid: 6_000_000, bidCount: 2 });
  await setAuctionState(ctx, sold.id, { status: 'ended', currentBid: 12_000_000, winnerId: cast.approvedBuyer.id, bidCount: 1 });
  await setAuctionState(ctx, unsold.id, { status: 'ended' });
  await setSale(ctx, sold.id, { stage: 'completed', buyerId: cast.approvedBuyer.id, price: 12_000_000 });
  await setSale(ctx, unsold.id, { stage: 'not_sold' });
  await db.insert(bids).values([
    { auctionId: live.id, userId: cast.approvedBuyer.id, amount: 5_500_000 },
    { auctionId: live.id, userId: second.id, amount: 6_000_000 },
    { auctionId: sold.id, userId: cast.approvedBuyer.id, amount: 12_000_000, status: 'completed' },
  ]);
  // Someone else's ended auction counts for the platform, not for the vendor.
  const other = await createAuction(ctx, cast.admin.cookie, { title: 'Admin warehouse', startingBid: 20_000_000 });
  await setAuctionState(ctx, other.id, { status: 'ended', currentBid: 20_000_000 });
  await setSale(ctx, other.id, { stage: 'awaiting_confirmation', buyerId: second.id, price: 20_000_000 });

  await db.insert(emdDeposits).values({ userId: cast.pendingBuyer.id, utrReference: 'UTIBR52026112200001', amount: 1 });
  await db.insert(documents).values({
    auctionId: other.id,
    name: 'Deed',
    type: 'title_deed',
    category: 'legal',
    storageKey: `${other.id}/x.pdf`,
    mimeType: 'application/pdf',
    sizeBytes: 10,
    uploadedBy: cast.admin.id,
  });
});
afterAll(async () => ctx.close());

describe('dashboards', () => {
  it('gives the admin the platform figures and the three newest auctions', async () => {
    const res = await call(ctx, 'GET', '/api/admin/dashboard', cast.admin.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      totalAuctions: 5,
      liveAuctions: 1,
      totalUsers: 7,
      totalBids: 3,
      platformRevenue: 12_000_000 + 3_000_000 + 20_000_000,
      pendingApprovals: 1,
      pendingEmdDeposits: 1,
      pendingDocuments: 1,
    });
    expect(body.recentAuctions.map((a: { title: string }) => a.title)).toEqual([
      'Admin warehouse',
      'Unsold plot in Nashik',
      'Sold shop in Thane',
    ]);
    expect(body.recentAuctions[0]).not.toHaveProperty('reservePrice');
  });

  it('gives the vendor figures over their own auctions only', async () => {
    const res = await call(ctx, 'GET', '/api/vendor/dashboard', cast.vendor.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      verificationStatus: 'verified',
      activeAuctions: 1,
      totalListings: 4,
      totalBidders: 2,
      totalRevenue: 12_000_000,
      completedAuctions: 2,
      soldAuctions: 1,
      avgSalePrice: 12_000_000,
      completionRate: 50,
    });
    expect(body.auctions).toHaveLength(4);
    expect(body.auctions[0].reservePrice).toBe(30_000_000);
  });

  it('says "no sales yet" to a vendor with none, by a null average', async () => {
    const body = (await call(ctx, 'GET', '/api/vendor/dashboard', cast.otherVendor.cookie)).json();
    expect(body).toMatchObject({ totalListings: 0, avgSalePrice: null, completionRate: 0, auctions: [] });
  });

  it('gives the buyer their active bids, wins, spending and EMD status', async () => {
    const res = await call(ctx, 'GET', '/api/buyer/dashboard', cast.approvedBuyer.cookie);
    expect(res.json()).toEqual({
      activeBids: 1,
      auctionsWon: 1,
      totalSpent: 12_000_000,
      emdPaid: true,
      emdAmount: 2_500_000,
      verificationStatus: 'verified',
      statusReason: null,
      pendingEmdDeposits: 0,
    });
    const pending = (await call(ctx, 'GET', '/api/buyer/dashboard', cast.pendingBuyer.cookie)).json();
    expect(pending).toMatchObject({ emdPaid: false, verificationStatus: 'pending', pendingEmdDeposits: 1 });
  });

  it('serves each dashboard to its own role only', async () => {
    expect((await call(ctx, 'GET', '/api/admin/dashboard', cast.vendor.cookie)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api/vendor/dashboard', cast.admin.cookie)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api/buyer/dashboard', cast.vendor.cookie)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api/buyer/dashboard')).statusCode).toBe(401);
  });
});
