import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminBid } from '../../../shared/schemas/admin';
import { auctions, bids } from '../../db/schema';
import { auditRowsFor, call, createAuction, createCast, setAuctionState, type Cast } from '../../test/console-fixtures';
import { createTestApp, createUser, type TestContext } from '../../test/test-app';
import { auditRepository } from '../audit/audit.repository';

let ctx: TestContext;
let cast: Cast;
let flat: { id: string };
let warehouse: { id: string };
let bidIds: { first: string; flagged: string; completed: string };

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx);
  const second = await createUser(ctx, { roles: ['buyer'], name: 'Sameer Second', profile: { verificationStatus: 'verified' } });
  flat = await createAuction(ctx, cast.admin.cookie, { title: 'Sea-view flat in Worli', startingBid: 10_000_000, status: 'upcoming' });
  warehouse = await createAuction(ctx, cast.admin.cookie, {
    title: 'Warehouse at Bhiwandi',
    propertyType: 'Industrial',
    startingBid: 20_000_000,
    status: 'upcoming',
  });
  const t = (s: number) => new Date(Date.now() - 60_000 + s * 1000);
  const rows = await ctx.database.db
    .insert(bids)
    .values([
      { auctionId: flat.id, userId: cast.approvedBuyer.id, amount: 10_500_000, createdAt: t(1) },
      { auctionId: flat.id, userId: second.id, amount: 11_000_000, createdAt: t(2), status: 'flagged' },
      { auctionId: warehouse.id, userId: second.id, amount: 20_500_000, createdAt: t(3), status: 'completed' },
    ])
    .returning();
  bidIds = { first: rows[0]!.id, flagged: rows[1]!.id, completed: rows[2]!.id };
  await setAuctionState(ctx, flat.id, { status: 'live', currentBid: 10_500_000, bidCount: 1 });
});
afterAll(async () => ctx.close());

describe('the bid table', () => {
  it('lists bids newest first with auction, bidder and EMD status, and the card counts', async () => {
    const res = await call(ctx, 'GET', '/api/admin/bids', cast.admin.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.counts).toEqual({ total: 3, active: 1, totalValue: 42_000_000, completed: 1, flagged: 1 });
    expect(body.items.map((b: AdminBid) => b.id)).toEqual([bidIds.completed, bidIds.flagged, bidIds.first]);
    expect(body.items[2]).toMatchObject({
      amount: 10_500_000,
      status: 'active',
      auction: { id: flat.id, title: 'Sea-view flat in Worli', location: 'Worli, Mumbai', propertyType: 'Residential', status: 'live' },
      bidder: { userId: cast.approvedBuyer.id, fullName: 'Bina Buyer', email: cast.approvedBuyer.email, emdPaid: true },
    });
    expect(body.items[1].bidder.emdPaid).toBe(false);
  });

  it('searches by auction title or bidder name and filters by lowercase type and status', async () => {
    const q = async (query: string) =>
      (await call(ctx, 'GET', `/api/admin/bids?${query}`, cast.admin.cookie)).json().items.map((b: AdminBid) => b.id);
    expect(await q('q=warehouse')).toEqual([bidIds.completed]);
    expect(await q('q=bina')).toEqual([bidIds.first]);
    // The search takes % and _ literally: unescaped, either would match every bid.
    expect(await q('q=%25')).toEqual([]);
    expect(await q('q=_')).toEqual([]);
    expect(await q('type=industrial')).toEqual([bidIds.completed]);
    expect(await q('type=residential&status=flagged')).toEqual([bidIds.flagged]);
    expect(await q('type=all&status=all')).toHaveLength(3);
  });

  it('shows one bid with its whole auction (reserve included) and its bidder', async () => {
    const res = await call(ctx, 'GET', `/api/admin/bids/${bidIds.first}`, cast.admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: bidIds.first,
      auctionDetail: { id: flat.id, reservePrice: 30_000_000 },
      bidderDetail: { userId: cast.approvedBuyer.id, email: cast.approvedBuyer.email, verificationStatus: 'verified' },
    });
    expect((await call(ctx, 'GET', '/api/admin/bids/not-a-bid', cast.admin.cookie)).statusCode).toBe(404);
  });
});

describe('changing a bid’s status', () => {
  it('turns a flagged bid active, recomputes the auction’s current bid and audits the change', async () => {
    const reason = 'Bidder confirmed the amount by phone';
    const res = await call(ctx, 'PATCH', `/api/admin/bids/${bidIds.flagged}`, cast.admin.cookie, { status: 'active', reason });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: bidIds.flagged, status: 'active' });
    const [auction] = await ctx.database.db.select().from(auctions).where(eq(auctions.id, flat.id));
    expect(auction!.currentBid).toBe(11_000_000);

    const flagged = await call(ctx, 'PATCH', `/api/admin/bids/${bidIds.flagged}`, cast.admin.cookie, { status: 'flagged' });
    expect(flagged.json().status).toBe('flagged');
    const [after] = await ctx.database.db.select().from(auctions).where(eq(auctions.id, flat.id));
    expect(after!.currentBid).toBe(10_500_000);

    const audit = await auditRowsFor(ctx, bidIds.flagged);
    expect(audit.map((a) => [a.action, (a.before as { status: string }).status, (a.after as { status: string }).status])).toEqual(
      expect.arrayContaining([
        ['bid.status', 'flagged', 'active'],
        ['bid.status', 'active', 'flagged'],
      ]),
    );
    // The optional reason (decision 042) is kept with the un-flagging it was given for, and only there.
    const restored = audit.find((a) => (a.after as { status: string }).status === 'active')!;
    expect(restored.after).toMatchObject({ reason });
    expect(audit.find((a) => (a.after as { status: string }).status === 'flagged')!.after).not.toHaveProperty('reason');
    expect(audit.every((a) => a.actorId === cast.admin.id && a.objectType === 'bid')).toBe(true);
  });

  it('writes the audit row in the same transaction: when it cannot be written, the status change is undone', async () => {
    const auditRows = async () => auditRowsFor(ctx, bidIds.flagged);
    const [bid] = await ctx.database.db.select().from(bids).where(eq(bids.id, bidIds.flagged));
    expect(bid!.status).toBe('flagged');
    const auditedBefore = (await auditRows()).length;

    const failing = vi.spyOn(auditRepository, 'insert').mockRejectedValueOnce(new Error('audit store unavailable'));
    try {
      const res = await call(ctx, 'PATCH', `/api/admin/bids/${bidIds.flagged}`, cast.admin.cookie, { status: 'active' });
      expect(res.statusCode).toBe(500);
      expect(failing).toHaveBeenCalledTimes(1);
    } finally {
      failing.mockRestore();
    }
    const [after] = await ctx.database.db.select().from(bids).where(eq(bids.id, bidIds.flagged));
    expect(after!.status).toBe('flagged');
    const [auction] = await ctx.database.db.select().from(auctions).where(eq(auctions.id, flat.id));
    expect(auction!.currentBid).toBe(10_500_000);
    expect(await auditRows()).toHaveLength(auditedBefore);
  });

  it('refuses an unknown status and an unknown bid', async () => {
    expect((await call(ctx, 'PATCH', `/api/admin/bids/${bidIds.first}`, cast.admin.cookie, { status: 'won' })).statusCode).toBe(400);
    const missing = await call(ctx, 'PATCH', '/api/admin/bids/00000000-0000-4000-8000-000000000000', cast.admin.cookie, {
      status: 'active',
    });
    expect(missing.statusCode).toBe(404);
    const audited = await auditRowsFor(ctx, bidIds.first);
    expect(audited).toHaveLength(0);
    const [first] = await ctx.database.db.select().from(bids).where(eq(bids.id, bidIds.first));
    expect(first!.status).toBe('active');
  });
});
