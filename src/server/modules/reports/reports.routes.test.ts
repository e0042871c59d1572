import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, bids, sales } from '../../db/schema';
import { createTestApp, createUser, type TestContext } from '../../test/test-app';
import { periodBuckets } from './reports.service';

let ctx: TestContext;
let vendor: Awaited<ReturnType<typeof createUser>>;
let buyer: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;

const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestApp();
  const verified = { verificationStatus: 'verified' as const, emdPaid: true, emdAmount: 1_000_000 };
  vendor = await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified', companyName: 'Konkan Bank' } });
  buyer = await createUser(ctx, { roles: ['buyer'], profile: verified });
  other = await createUser(ctx, { roles: ['buyer'], profile: verified });
  admin = await createUser(ctx, { roles: ['admin'] });
  const now = Date.now();
  const base = {
    description: 'A well kept two bedroom flat close to the station.',
    propertyType: 'Residential' as const,
    emdAmount: 500_000,
    createdBy: vendor.id,
  };
  const [sold, unsold, live] = await ctx.database.db
    .insert(auctions)
    .values([
      {
        ...base,
        title: 'Sold flat',
        location: 'Andheri West, Mumbai',
        startingBid: 5_000_000,
        currentBid: 6_000_000,
        status: 'ended',
        winnerId: buyer.id,
        startTime: new Date(now - 10 * DAY),
        endTime: new Date(now - DAY),
        bidCount: 2,
        biddersCount: 2,
      },
      {
        ...base,
        title: 'Unsold shop',
        location: 'College Road, Nashik',
        propertyType: 'Commercial',
        startingBid: 3_000_000,
        currentBid: 3_000_000,
        status: 'ended',
        startTime: new Date(now - 10 * DAY),
        endTime: new Date(now - 2 * DAY),
      },
      {
        ...base,
        title: 'Live villa',
        location: 'Baner, Pune',
        startingBid: 9_000_000,
        currentBid: 9_500_000,
        status: 'live',
        startTime: new Date(now - DAY),
        endTime: new Date(now + DAY),
        bidCount: 1,
        biddersCount: 1,
      },
    ])
    .returning();
  await ctx.database.db.insert(bids).values([
    { auctionId: sold!.id, userId: other.id, amount: 5_500_000, createdAt: new Date(now - 3 * DAY) },
    { auctionId: sold!.id, userId: buyer.id, amount: 6_000_000, createdAt: new Date(now - 2 * DAY) },
    { auctionId: live!.id, userId: buyer.id, amount: 9_500_000, createdAt: new Date(now - 60_000) },
  ]);
  await ctx.database.db.insert(sales).values([
    {
      auctionId: sold!.id,
      stage: 'completed',
      buyerId: buyer.id,
      price: 6_000_000,
      emdAmount: 500_000,
      closedAt: new Date(now - DAY),
      completedAt: new Date(now - DAY / 2),
    },
    { auctionId: unsold!.id, stage: 'not_sold', emdAmount: 500_000, closedAt: new Date(now - 2 * DAY), reason: 'No bids were placed.' },
  ]);
});
afterAll(async () => ctx.close());

const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('one definition per figure', () => {
  /** Every place a money figure is shown, read at one moment. */
  async function figures() {
    const [adminDash, vendorDash, buyerDash, adminReport, vendorReport, buyerReport, vendorSales, allSales, ended] = await Promise.all([
      get('/api/admin/dashboard', admin.cookie),
      get('/api/vendor/dashboard', vendor.cookie),
      get('/api/buyer/dashboard', buyer.cookie),
      get('/api/reports/admin?period=1y', admin.cookie),
      get('/api/reports/vendor?period=1y', vendor.cookie),
      get('/api/reports/buyer?period=1y', buyer.cookie),
      get('/api/sales?stage=completed', vendor.cookie),
      get('/api/sales?stage=completed', admin.cookie),
      ctx.database.db.select().from(auctions).where(eq(auctions.status, 'ended')),
    ]);
    const completed = (res: typeof vendorSales) => (res.json().items as { price: number }[]).reduce((t, s) => t + s.price, 0);
    return {
      platformRevenue: adminDash.json().platformRevenue,
      currentBidsOfEnded: ended.reduce((t, a) => t + a.currentBid, 0),
      grossSales: adminReport.json().overview.grossSales,
      financialGross: adminReport.json().financial.grossSales,
      allCompleted: completed(allSales),
      vendorTotalRevenue: vendorDash.json().totalRevenue,
      vendorReportRevenue: vendorReport.json().summary.revenue,
      vendorCompleted: completed(vendorSales),
      buyerSpent: buyerDash.json().totalSpent,
      buyerReportSpent: buyerReport.json().summary.totalSpent,
    };
  }

  it('shows the same figure the same everywhere, and each moves with the data', async () => {
    const check = async () => {
      const f = await figures();
      // Platform Revenue is the spec's: the current bids of ended auctions, whatever became of their sales.
      expect(f.platformRevenue).toBe(f.currentBidsOfEnded);
      // Gross sales, a vendor's Total Revenue and a buyer's Total Spent are completed sales' prices.
      expect([f.grossSales, f.financialGross]).toEqual([f.allCompleted, f.allCompleted]);
      expect([f.vendorTotalRevenue, f.vendorReportRevenue]).toEqual([f.vendorCompleted, f.vendorCompleted]);
      expect(f.buyerSpent).toBe(f.buyerReportSpent);
      return f;
    };
    const before = await check();
    // A sale confirmed but not yet paid counts nowhere; once completed it counts everywhere at once.
    const [extra] = await ctx.database.db
      .insert(auctions)
      .values({
        title: 'Confirmed office',
        description: 'An office floor near the station, confirmed to its buyer.',
        location: 'Thane West, Thane',
        propertyType: 'Commercial',
        startingBid: 2_000_000,
        currentBid: 2_500_000,
        emdAmount: 200_000,
        status: 'ended',
        winnerId: buyer.id,
        startTime: new Date(Date.now() - 5 * DAY),
        endTime: new Date(Date.now() - DAY),
        createdBy: vendor.id,
      })
      .returning();
    await ctx.database.db.insert(sales).values({
      auctionId: extra!.id,
      stage: 'balance_due',
      buyerId: buyer.id,
      price: 2_500_000,
      emdAmount: 200_000,
      closedAt: new Date(),
    });
    const confirmed = await check();
    expect(confirmed.platformRevenue).toBe(before.platformRevenue + 2_500_000);
    expect(confirmed.grossSales).toBe(before.grossSales);
    await ctx.database.db.update(sales).set({ stage: 'completed', completedAt: new Date() }).where(eq(sales.auctionId, extra!.id));
    const completed = await check();
    expect(completed.grossSales).toBe(before.grossSales + 2_500_000);
    expect(completed.vendorTotalRevenue).toBe(before.vendorTotalRevenue + 2_500_000);
    expect(completed.buyerSpent).toBe(before.buyerSpent + 2_500_000);
    await ctx.database.db.delete(auctions).where(eq(auctions.id, extra!.id));
  });
});

describe('reports', () => {
  it('computes the buyer report from their own bids and wins', async () => {
    const res = await get('/api/reports/buyer?period=1m', buyer.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.summary).toEqual({
      totalBids: 2,
      auctionsBidOn: 2,
      auctionsWon: 1,
      totalSpent: 6_000_000,
      averageBid: 7_750_000,
      winRate: 100,
    });
    expect(body.series).toHaveLength(5);
    expect(body.series.reduce((s: number, b: { bids: number }) => s + b.bids, 0)).toBe(2);
    expect(body.byCity.map((c: { city: string }) => c.city).sort()).toEqual(['Mumbai', 'Pune']);
  });

  it('computes the vendor report: revenue only from sold auctions', async () => {
    const body = (await get('/api/reports/vendor?period=3m', vendor.cookie)).json();
    expect(body.summary).toMatchObject({
      listings: 3,
      live: 1,
      sold: 1,
      revenue: 6_000_000,
      averageSalePrice: 6_000_000,
      bidsReceived: 3,
      distinctBidders: 2,
      sellThroughRate: 50,
    });
    expect(body.series).toHaveLength(3);
    expect(body.series.reduce((s: number, b: { revenue: number }) => s + b.revenue, 0)).toBe(6_000_000);
    expect(body.topAuctions[0].title).toBe('Sold flat');
  });

  it('computes the admin report with the 3% platform fee', async () => {
    const body = (await get('/api/reports/admin?period=1y', admin.cookie)).json();
    expect(body.commissionPercent).toBe(3);
    expect(body.overview).toMatchObject({ totalBids: 3, grossSales: 6_000_000, platformFees: 180_000 });
    expect(body.overview.auctionsByStatus).toMatchObject({ ended: 2, live: 1 });
    expect(body.series).toHaveLength(12);
    expect(body.topVendors[0]).toMatchObject({ name: 'Konkan Bank', sold: 1, revenue: 6_000_000 });
    expect(body.users).toMatchObject({ buyers: 2, buyersWithEmd: 2 });
    expect(body.health.database).toMatch(/pglite|postgres/);
  });

  it('narrows charts and rankings to one property type with the filter', async () => {
    const body = (await get('/api/reports/admin?period=1y&propertyType=Commercial', admin.cookie)).json();
    expect(body.series.reduce((s: number, b: { bids: number }) => s + b.bids, 0)).toBe(0);
    expect(body.byPropertyType.map((t: { propertyType: string }) => t.propertyType)).toEqual(['Commercial']);
    expect(body.topAuctions.map((a: { title: string }) => a.title)).toEqual(['Unsold shop']);
  });

  it('leaves a bid an admin flagged out of the buyer report', async () => {
    const flagger = await createUser(ctx, {
      roles: ['buyer'],
      profile: { verificationStatus: 'verified', emdPaid: true, emdAmount: 1_000_000 },
    });
    const [live] = await ctx.database.db.select().from(auctions).where(eq(auctions.title, 'Live villa'));
    await ctx.database.db.insert(bids).values([
      { auctionId: live!.id, userId: flagger.id, amount: 9_000_000, createdAt: new Date(Date.now() - 120_000) },
      { auctionId: live!.id, userId: flagger.id, amount: 99_000_000, status: 'flagged', createdAt: new Date(Date.now() - 90_000) },
    ]);
    const body = (await get('/api/reports/buyer?period=1m', flagger.cookie)).json();
    expect(body.summary).toMatchObject({ totalBids: 1, auctionsBidOn: 1, averageBid: 9_000_000 });
    expect(body.series.reduce((s: number, b: { bids: number; amount: number }) => s + b.amount, 0)).toBe(9_000_000);
    expect(body.byPropertyType).toEqual([{ propertyType: 'Residential', auctions: 1, bids: 1, value: 9_000_000 }]);
    expect(body.byCity).toEqual([{ city: 'Pune', bids: 1 }]);
  });

  it('gives each role only its own report', async () => {
    expect((await get('/api/reports/admin', buyer.cookie)).statusCode).toBe(403);
    expect((await get('/api/reports/vendor', buyer.cookie)).statusCode).toBe(403);
    expect((await get('/api/reports/buyer', vendor.cookie)).statusCode).toBe(403);
    expect((await get('/api/reports/buyer')).statusCode).toBe(401);
    expect((await get('/api/reports/admin?period=2y', admin.cookie)).statusCode).toBe(400);
  });

  it('cuts periods into IST weeks or months, oldest first', () => {
    const now = new Date('2026-11-22T20:00:00Z'); // 23 Nov 01:30 IST, a Monday
    expect(periodBuckets('3m', now).buckets).toEqual(['2026-09-01', '2026-10-01', '2026-11-01']);
    const weeks = periodBuckets('1m', now).buckets;
    expect(weeks.at(-1)).toBe('2026-11-23');
    expect(weeks).toHaveLength(5);
    expect(periodBuckets('3m', now).since.toISOString()).toBe('2026-08-31T18:30:00.000Z');
  });
});
