import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_COMMISSION_PERCENT } from '../../../shared/domain/constants';
import type { Reconciliation } from '../../../shared/schemas/reports';
import { emdDeposits, emdHolds, emdWithdrawals, profiles, salePayments } from '../../db/schema';
import { call, createAuction, createCast, setAuctionState, setSale, type Cast } from '../../test/console-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let cast: Cast;
beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx);
});
afterAll(async () => ctx.close());

const sum = <T extends { amount: number }>(rows: T[], keep: (r: T) => boolean) => rows.filter(keep).reduce((t, r) => t + r.amount, 0);

describe('the reconciliation (decision 042)', () => {
  it('is for admins only', async () => {
    expect((await call(ctx, 'GET', '/api/admin/reconciliation', cast.vendor.cookie)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api/admin/reconciliation', cast.approvedBuyer.cookie)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api/admin/reconciliation')).statusCode).toBe(401);
  });

  it('sums EMD, sale money and fees from the rows as they stand, each state in its own figure', async () => {
    const buyer = cast.approvedBuyer.id;
    const [sold, forfeitedSale, live, released] = [
      await createAuction(ctx, cast.vendor.cookie),
      await createAuction(ctx, cast.vendor.cookie),
      await createAuction(ctx, cast.vendor.cookie),
      await createAuction(ctx, cast.vendor.cookie),
    ];
    await setAuctionState(ctx, sold.id, { status: 'ended', currentBid: 41_00_000, winnerId: buyer });
    await setAuctionState(ctx, forfeitedSale.id, { status: 'ended', currentBid: 97_00_000 });
    await setAuctionState(ctx, live.id, { status: 'live' });
    await setAuctionState(ctx, released.id, { status: 'ended', currentBid: 12_00_000 });
    await setSale(ctx, sold.id, { stage: 'completed', buyerId: buyer, price: 41_00_000 });
    await setSale(ctx, forfeitedSale.id, { stage: 'forfeited', buyerId: buyer, price: 97_00_000 });

    const deposits = [
      { userId: buyer, utrReference: 'HDFCR42026112800001', amount: 5_00_000, status: 'verified' as const },
      { userId: buyer, utrReference: 'HDFCR42026112800002', amount: 2_50_000, status: 'verified' as const },
      { userId: buyer, utrReference: 'HDFCR42026112800003', amount: 1_00_000, status: 'pending' as const },
      { userId: buyer, utrReference: 'HDFCR42026112800004', amount: 9_00_000, status: 'rejected' as const },
    ];
    const holds = [
      { auctionId: sold.id, userId: buyer, amount: 4_10_000, status: 'applied' as const },
      { auctionId: forfeitedSale.id, userId: buyer, amount: 9_70_000, status: 'forfeited' as const },
      { auctionId: live.id, userId: buyer, amount: 1_50_000, status: 'held' as const },
      { auctionId: released.id, userId: buyer, amount: 1_20_000, status: 'released' as const },
    ];
    const withdrawals = [
      {
        userId: buyer,
        amount: 60_000,
        bankAccount: '50100012345678',
        ifsc: 'HDFC0000123',
        status: 'paid' as const,
        utrReference: 'HDFCN52026112800009',
      },
      { userId: buyer, amount: 40_000, bankAccount: '50100012345678', ifsc: 'HDFC0000123', status: 'requested' as const },
      { userId: buyer, amount: 30_000, bankAccount: '50100012345678', ifsc: 'HDFC0000123', status: 'rejected' as const },
    ];
    const payments = [
      { auctionId: sold.id, kind: 'deposit' as const, amount: 6_15_000, utrReference: 'ICICR42026112800011', status: 'verified' as const },
      { auctionId: sold.id, kind: 'balance' as const, amount: 30_75_000, utrReference: 'ICICR42026112800012', status: 'verified' as const },
      {
        auctionId: forfeitedSale.id,
        kind: 'deposit' as const,
        amount: 14_55_000,
        utrReference: 'ICICR42026112800013',
        status: 'pending' as const,
      },
      {
        auctionId: forfeitedSale.id,
        kind: 'balance' as const,
        amount: 3_00_000,
        utrReference: 'ICICR42026112800014',
        status: 'rejected' as const,
      },
    ];
    const { db } = ctx.database;
    await db.insert(emdDeposits).values(deposits);
    await db.insert(emdHolds).values(holds);
    await db.insert(emdWithdrawals).values(withdrawals);
    await db.insert(salePayments).values(payments);
    const inWallets = (await db.select({ amount: profiles.emdAmount }).from(profiles)).reduce((t, p) => t + p.amount, 0);

    const res = await call(ctx, 'GET', '/api/admin/reconciliation', cast.admin.cookie);
    expect(res.statusCode).toBe(200);
    const body: Reconciliation = res.json();
    expect(body.emd).toEqual({
      collected: sum(deposits, (d) => d.status === 'verified'),
      pending: sum(deposits, (d) => d.status === 'pending'),
      held: sum(holds, (h) => h.status === 'held'),
      applied: sum(holds, (h) => h.status === 'applied'),
      forfeited: sum(holds, (h) => h.status === 'forfeited'),
      refunded: sum(withdrawals, (w) => w.status === 'paid'),
      refundRequested: sum(withdrawals, (w) => w.status === 'requested'),
      inWallets,
    });
    // Only the completed sale counts as a sale, as in the reports; the forfeited one's bid does not.
    const grossSales = 41_00_000;
    expect(body.sales).toEqual({
      completedCount: 1,
      grossSales,
      reported: sum(payments, (p) => p.status !== 'rejected'),
      verified: sum(payments, (p) => p.status === 'verified'),
      pending: sum(payments, (p) => p.status === 'pending'),
    });
    expect(body.fees).toEqual({
      commissionPercent: PLATFORM_COMMISSION_PERCENT,
      platformFees: Math.round((grossSales * PLATFORM_COMMISSION_PERCENT) / 100),
    });
    // The same gross sales and fees as the admin report shows.
    const report = (await call(ctx, 'GET', '/api/reports/admin?period=1y', cast.admin.cookie)).json();
    expect(JSON.stringify(report)).toContain(`"grossSales":${grossSales}`);
  });
});
