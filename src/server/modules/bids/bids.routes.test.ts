import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BID_MESSAGES } from '../../../shared/schemas/bid';
import {
  bids,
  emdHolds,
  notificationOutbox,
  notificationPreferences,
  notifications,
  profiles,
  userRoles,
  watchlist,
} from '../../db/schema';
import { notificationsRepository } from '../notifications/notifications.repository';
import { createTestApp, createUser, ORIGIN, type TestContext } from '../../test/test-app';
import { testDbKind } from '../../test/test-db';
import { auctionRow, checkInvariants, createAppWith, createBidder, holdEmd, insertAuction, TEST_WALLET } from './bids.fixtures';

let ctx: TestContext;
let vendorId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  vendorId = (await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } })).id;
});
afterAll(async () => ctx.close());

function bid(auctionId: string, amount: unknown, cookie?: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/auctions/${auctionId}/bids`,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    payload: { amount },
  });
}

describe('placing a bid', () => {
  it('accepts the minimum bid, moves the current bid and answers 201 with the bid', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId, { startingBid: 10_000_000 });
    const buyer = await createBidder(ctx, {}, auction);
    const res = await bid(auction.id, 10_500_000, buyer.cookie);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      auctionId: auction.id,
      amount: 10_500_000,
      status: 'active',
      isMine: true,
      auction: { currentBid: 10_500_000, bidCount: 1, biddersCount: 1, extended: false },
    });
    expect(body.bidderAlias).toMatch(/^Bidder /);
    const row = await auctionRow(ctx.database.db, auction.id);
    expect(row.currentBid).toBe(10_500_000);
    expect(row.bidCount).toBe(1);
    expect(row.biddersCount).toBe(1);
  });

  it('asks a guest to sign in', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId);
    const res = await bid(auction.id, 10_500_000);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'UNAUTHENTICATED', message: BID_MESSAGES.signInRequired });
  });

  it('refuses a vendor or an admin', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId);
    for (const role of ['vendor', 'admin'] as const) {
      const user = await createUser(ctx, { roles: [role], profile: { verificationStatus: 'verified', emdPaid: true } });
      const res = await bid(auction.id, 10_500_000, user.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('tells a buyer awaiting approval, or suspended, that approval is missing', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId);
    const pending = await createBidder(ctx, { verificationStatus: 'pending' });
    let res = await bid(auction.id, 10_500_000, pending.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'NOT_APPROVED', message: BID_MESSAGES.approvalPending });
    const suspended = await createBidder(ctx, { verificationStatus: 'suspended' });
    res = await bid(auction.id, 10_500_000, suspended.cookie);
    expect(res.json().error).toMatchObject({ code: 'NOT_APPROVED', message: BID_MESSAGES.approvalSuspended });
  });

  it('requires this auction’s EMD held, naming what is still needed', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId, { emdAmount: 2_900_000 });
    const other = await insertAuction(ctx.database.db, vendorId);
    // EMD held for another auction does not count, however much the wallet has.
    const buyer = await createBidder(ctx, {}, other);
    let res = await bid(auction.id, 10_500_000, buyer.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'EMD_REQUIRED', message: BID_MESSAGES.emdRequired(2_900_000, TEST_WALLET - 1_000_000) });
    expect(res.json().error.message).toContain('₹29,00,000');
    const broke = await createUser(ctx, { roles: ['buyer'], profile: { verificationStatus: 'verified' } });
    res = await bid(auction.id, 10_500_000, broke.cookie);
    expect(res.json().error).toMatchObject({ code: 'EMD_REQUIRED', message: BID_MESSAGES.emdRequired(2_900_000, 0) });
    await holdEmd(ctx.database.db, auction, buyer.id);
    expect((await bid(auction.id, 10_500_000, buyer.cookie)).statusCode).toBe(201);
  });

  it('refuses a bid on an auction that is not live, or whose end has passed', async () => {
    const buyer = await createBidder(ctx);
    const upcoming = await insertAuction(ctx.database.db, vendorId, { status: 'upcoming' });
    await holdEmd(ctx.database.db, upcoming, buyer.id);
    let res = await bid(upcoming.id, 10_500_000, buyer.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('AUCTION_NOT_LIVE');
    const ended = await insertAuction(ctx.database.db, vendorId, { status: 'ended' });
    await holdEmd(ctx.database.db, ended, buyer.id);
    res = await bid(ended.id, 10_500_000, buyer.cookie);
    expect(res.json().error).toMatchObject({ code: 'AUCTION_NOT_LIVE', message: BID_MESSAGES.ended, key: 'bid.ended' });
    // Still marked live, but the clock has passed its end: the database clock decides.
    const overdue = await insertAuction(ctx.database.db, vendorId, { endTime: new Date(Date.now() - 1000) });
    await holdEmd(ctx.database.db, overdue, buyer.id);
    res = await bid(overdue.id, 10_500_000, buyer.cookie);
    expect(res.json().error.code).toBe('AUCTION_NOT_LIVE');
  });

  it('refuses a bid not above the current bid, naming it in rupees, and by key and amount for other languages (decision 043)', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId, { startingBid: 12_500_000 });
    const buyer = await createBidder(ctx, {}, auction);
    const res = await bid(auction.id, 12_500_000, buyer.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'BID_TOO_LOW',
      message: 'Bid must be higher than current bid of ₹1,25,00,000',
      key: 'bid.tooLow',
      params: { amount: 12_500_000 },
    });
  });

  it('rejects a bid below the minimum increment', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId, { startingBid: 10_000_000 });
    const buyer = await createBidder(ctx, {}, auction);
    const res = await bid(auction.id, 10_499_999, buyer.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'BID_INCREMENT',
      message: 'Minimum bid increment is ₹5,00,000',
      key: 'bid.increment',
      params: { amount: 500_000 },
    });
    // The auction's own increment applies.
    const small = await insertAuction(ctx.database.db, vendorId, { startingBid: 1_000_000, bidIncrement: 50_000 });
    await holdEmd(ctx.database.db, small, buyer.id);
    expect((await bid(small.id, 1_049_999, buyer.cookie)).json().error.message).toBe('Minimum bid increment is ₹50,000');
    expect((await bid(small.id, 1_050_000, buyer.cookie)).statusCode).toBe(201);
  });

  it('rejects amounts that are not whole positive rupees', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId);
    const buyer = await createBidder(ctx, {}, auction);
    for (const amount of [10_500_000.5, -5, 0, '10500000', null]) {
      const res = await bid(auction.id, amount, buyer.cookie);
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
    }
    // A check's message is keyed too, in the error and in its issue.
    const zero = (await bid(auction.id, 0, buyer.cookie)).json().error;
    expect(zero).toMatchObject({ message: BID_MESSAGES.amountPositive, key: 'bid.amountPositive' });
    expect(zero.issues[0]).toMatchObject({ path: 'amount', message: BID_MESSAGES.amountPositive, key: 'bid.amountPositive' });
  });

  it('refuses the next bid at once when a bidder is suspended, loses the hold or the buyer role', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId);
    const suspend = (userId: string) =>
      ctx.database.db.update(profiles).set({ verificationStatus: 'suspended' }).where(eq(profiles.userId, userId));
    const release = (userId: string) =>
      ctx.database.db
        .update(emdHolds)
        .set({ status: 'released' })
        .where(and(eq(emdHolds.auctionId, auction.id), eq(emdHolds.userId, userId)));
    const cases: [(userId: string) => Promise<unknown>, string][] = [
      [suspend, 'NOT_APPROVED'],
      [release, 'EMD_REQUIRED'],
    ];
    let amount = 10_000_000;
    for (const [change, code] of cases) {
      const buyer = await createBidder(ctx, {}, auction);
      expect((await bid(auction.id, (amount += 500_000), buyer.cookie)).statusCode).toBe(201);
      await change(buyer.id);
      const res = await bid(auction.id, (amount += 500_000), buyer.cookie);
      expect(res.json().error.code).toBe(code);
      amount -= 500_000;
    }
    const promoted = await createBidder(ctx, {}, auction);
    expect((await bid(auction.id, (amount += 500_000), promoted.cookie)).statusCode).toBe(201);
    await ctx.database.db.insert(userRoles).values({ userId: promoted.id, role: 'vendor' });
    expect((await bid(auction.id, amount + 500_000, promoted.cookie)).json().error.code).toBe('FORBIDDEN');
  });

  it('answers 404 for an unknown auction', async () => {
    const buyer = await createBidder(ctx);
    expect((await bid('00000000-0000-4000-8000-000000000000', 10_500_000, buyer.cookie)).statusCode).toBe(404);
    expect((await bid('not-an-id', 10_500_000, buyer.cookie)).statusCode).toBe(404);
  });

  it('notifies the previous leader that they were outbid, but not a leader raising their own bid', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId);
    const first = await createBidder(ctx, {}, auction);
    const second = await createBidder(ctx, {}, auction);
    expect((await bid(auction.id, 10_500_000, first.cookie)).statusCode).toBe(201);
    expect((await bid(auction.id, 11_000_000, first.cookie)).statusCode).toBe(201);
    expect(await notificationsOf(first.id)).toHaveLength(0);
    expect((await bid(auction.id, 11_500_000, second.cookie)).statusCode).toBe(201);
    const notes = await notificationsOf(first.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: 'You have been outbid', read: false, data: { auctionId: auction.id } });
    expect(notes[0]!.message).toContain('₹1,15,00,000');
    const row = await auctionRow(ctx.database.db, auction.id);
    expect(row).toMatchObject({ bidCount: 3, biddersCount: 2, currentBid: 11_500_000 });
  });

  it('moves the end when a bid falls inside the soft-close window', async () => {
    const buyer = await createBidder(ctx);
    const endTime = new Date(Date.now() + 60_000);
    const auction = await insertAuction(ctx.database.db, vendorId, { endTime, extensionWindowS: 300, extensionS: 300 });
    await holdEmd(ctx.database.db, auction, buyer.id);
    const before = Date.now();
    const res = await bid(auction.id, 10_500_000, buyer.cookie);
    expect(res.statusCode).toBe(201);
    const state = res.json().auction;
    expect(state.extended).toBe(true);
    const newEnd = new Date(state.endTime).getTime();
    expect(newEnd).toBeGreaterThanOrEqual(before + 299_000);
    expect(newEnd).toBeLessThanOrEqual(Date.now() + 301_000);
    expect((await auctionRow(ctx.database.db, auction.id)).endTime.getTime()).toBe(newEnd);
    // Outside the window nothing moves.
    const far = await insertAuction(ctx.database.db, vendorId, { endTime: new Date(Date.now() + 3600_000) });
    await holdEmd(ctx.database.db, far, buyer.id);
    const res2 = await bid(far.id, 10_500_000, buyer.cookie);
    expect(res2.json().auction.extended).toBe(false);
    expect(res2.json().auction.endTime).toBe(far.endTime.toISOString());
  });

  it("tells the auction's watchers, once each, when a late bid extends it — not the bidder who did", async () => {
    const buyer = await createBidder(ctx);
    const [watcher, quiet] = [await createUser(ctx), await createUser(ctx)];
    const auction = await insertAuction(ctx.database.db, vendorId, {
      endTime: new Date(Date.now() + 60_000),
      extensionWindowS: 300,
      extensionS: 300,
    });
    await holdEmd(ctx.database.db, auction, buyer.id);
    await ctx.database.db.insert(watchlist).values([buyer, watcher, quiet].map((u) => ({ userId: u.id, auctionId: auction.id })));
    await ctx.database.db
      .insert(notificationPreferences)
      .values({ userId: quiet.id, kind: 'auction_extended', channel: 'in_app', enabled: false });

    const res = await bid(auction.id, 10_500_000, buyer.cookie);
    expect(res.json().auction.extended).toBe(true);
    const endTime = res.json().auction.endTime as string;
    const told = await notificationsOf(watcher.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: 'Auction extended',
      data: { auctionId: auction.id, event: 'auctionExtended', params: { title: auction.title, endTime } },
    });
    expect(told[0]!.message).toContain(auction.title);
    // The bell leaves out the one who switched it off there; the outbox has the event for e-mail and push.
    expect(await notificationsOf(quiet.id)).toHaveLength(0);
    expect(await notificationsOf(buyer.id)).toHaveLength(0);
    const events = await ctx.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.auctionId, auction.id));
    expect(events.map((e) => [e.userId, e.event, e.kind]).sort()).toEqual(
      [watcher.id, quiet.id].map((id) => [id, 'auctionExtended', 'auction_extended']).sort(),
    );
    expect(events.find((e) => e.userId === watcher.id)!.id).toBe(told[0]!.id);
    // What the engine announces once committed: the bell's rows it wrote, found again by their ids.
    const announced = await notificationsRepository.watcherRows(ctx.database.db, [auction.id], 'auctionExtended', told[0]!.createdAt);
    expect(announced.map((n) => n.userId)).toEqual([watcher.id]);

    // A second late bid extends again: one more each, nothing doubled.
    const second = await createBidder(ctx, {}, auction);
    expect((await bid(auction.id, 11_000_000, second.cookie)).json().auction.extended).toBe(true);
    expect(await notificationsOf(watcher.id)).toHaveLength(2);
    expect((await notificationsOf(buyer.id)).map((n) => n.title).sort()).toEqual(['Auction extended', 'You have been outbid']);
  });
});

describe('idempotency', () => {
  it('returns the first outcome for a retried Idempotency-Key and stores one bid', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId);
    const buyer = await createBidder(ctx, {}, auction);
    const headers = { 'idempotency-key': 'retry-1' };
    const first = await bid(auction.id, 10_500_000, buyer.cookie, headers);
    const again = await bid(auction.id, 10_500_000, buyer.cookie, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    const { rows, problems } = await checkInvariants(ctx.database.db, auction.id);
    expect(rows).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it('stores a key with quotes and backslashes exactly as sent', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId);
    const buyer = await createBidder(ctx, {}, auction);
    const key = `it's "odd" \\ key'); DROP TABLE bids; --`;
    const first = await bid(auction.id, 10_500_000, buyer.cookie, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const again = await bid(auction.id, 10_500_000, buyer.cookie, { 'idempotency-key': key });
    expect(again.json().id).toBe(first.json().id);
    const [stored] = await ctx.database.db.select().from(bids).where(eq(bids.id, first.json().id));
    expect(stored!.idempotencyKey).toBe(key);
  });

  it('keeps one bid when the same key arrives twice at once', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId);
    const buyer = await createBidder(ctx, {}, auction);
    const headers = { 'idempotency-key': 'double-click' };
    const [a, b] = await Promise.all([
      bid(auction.id, 10_500_000, buyer.cookie, headers),
      bid(auction.id, 10_500_000, buyer.cookie, headers),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect((await checkInvariants(ctx.database.db, auction.id)).rows).toHaveLength(1);
  });

  it('lets another buyer use the same key for their own bid', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId);
    const one = await createBidder(ctx, {}, auction);
    const two = await createBidder(ctx, {}, auction);
    const headers = { 'idempotency-key': 'same-key' };
    expect((await bid(auction.id, 10_500_000, one.cookie, headers)).statusCode).toBe(201);
    expect((await bid(auction.id, 11_000_000, two.cookie, headers)).statusCode).toBe(201);
  });

  it('refuses a key replayed with another amount, and keeps the first bid as it was', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId);
    const buyer = await createBidder(ctx, {}, auction);
    const headers = { 'idempotency-key': 'changed-amount' };
    expect((await bid(auction.id, 10_500_000, buyer.cookie, headers)).statusCode).toBe(201);
    const res = await bid(auction.id, 12_000_000, buyer.cookie, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const { rows } = await checkInvariants(ctx.database.db, auction.id);
    expect(rows.map((r) => r.amount)).toEqual([10_500_000]);
  });

  it('refuses a key already used on another auction', async () => {
    const a1 = await insertAuction(ctx.database.db, vendorId);
    const a2 = await insertAuction(ctx.database.db, vendorId);
    const buyer = await createBidder(ctx, {}, a1, a2);
    const headers = { 'idempotency-key': 'reused' };
    expect((await bid(a1.id, 10_500_000, buyer.cookie, headers)).statusCode).toBe(201);
    const res = await bid(a2.id, 10_500_000, buyer.cookie, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('rate limit', () => {
  it('refuses a burst of more than 10 bids from one user with RATE_LIMITED', async () => {
    // An app of its own whose bucket does not refill during the test, so the count is exact.
    const limited = await createAppWith({ bidRateLimit: { perSecond: 0.01, burst: 10 } });
    try {
      const auction = await insertAuction(limited.database.db, (await createUser(limited, { roles: ['vendor'] })).id);
      const buyer = await createBidder(limited, {}, auction);
      const other = await createBidder(limited, {}, auction);
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          limited.app.inject({
            method: 'POST',
            url: `/api/auctions/${auction.id}/bids`,
            headers: { origin: ORIGIN, cookie: buyer.cookie },
            payload: { amount: 10_500_000 + i * 500_000 },
          }),
        ),
      );
      // Ten get through to the engine (which may find some of them too low: they race each other).
      const refused = results.filter((r) => r.statusCode === 429);
      expect(refused).toHaveLength(2);
      expect(results.filter((r) => r.statusCode === 201).length).toBeGreaterThan(0);
      expect(refused[0]!.json().error).toMatchObject({ code: 'RATE_LIMITED', message: BID_MESSAGES.rateLimited });
      // Another bidder has a bucket of their own.
      const res = await limited.app.inject({
        method: 'POST',
        url: `/api/auctions/${auction.id}/bids`,
        headers: { origin: ORIGIN, cookie: other.cookie },
        payload: { amount: 40_000_000 },
      });
      expect(res.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it.runIf(testDbKind() === 'postgres')('shares one bucket across server processes on one PostgreSQL', async () => {
    const first = await createAppWith({ bidRateLimit: { perSecond: 0.01, burst: 10 } });
    const second = await createAppWith({ bidRateLimit: { perSecond: 0.01, burst: 10 } }, first.database);
    try {
      const auction = await insertAuction(first.database.db, (await createUser(first, { roles: ['vendor'] })).id);
      const buyer = await createBidder(first, {}, auction);
      // Six to each process: with a bucket per process all twelve would pass the limit.
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          (i % 2 ? second : first).app.inject({
            method: 'POST',
            url: `/api/auctions/${auction.id}/bids`,
            headers: { origin: ORIGIN, cookie: buyer.cookie },
            payload: { amount: 10_500_000 + i * 500_000 },
          }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 429)).toHaveLength(2);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('reading bids', () => {
  it("hides a draft's bids like the draft: 404 to others, readable by its vendor and admins", async () => {
    const vendor = await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } });
    const draft = await insertAuction(ctx.database.db, vendor.id, { status: 'draft' });
    const stranger = await createUser(ctx, { roles: ['buyer'] });
    const admin = await createUser(ctx, { roles: ['admin'] });
    for (const path of [`/api/auctions/${draft.id}/bids`, `/api/auctions/${draft.id}/bids/summary`]) {
      expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: path, headers: { cookie: stranger.cookie } })).statusCode, path).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: path, headers: { cookie: vendor.cookie } })).statusCode, path).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: path, headers: { cookie: admin.cookie } })).statusCode, path).toBe(200);
    }
  });

  it('lists the newest active bids with aliases, and names only to the bidder and to admins', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId);
    const a = await createBidder(ctx, {}, auction);
    const b = await createBidder(ctx, {}, auction);
    const admin = await createUser(ctx, { roles: ['admin'] });
    for (const [cookie, amount] of [
      [a.cookie, 10_500_000],
      [b.cookie, 11_000_000],
      [a.cookie, 11_500_000],
    ] as const) {
      expect((await bid(auction.id, amount, cookie)).statusCode).toBe(201);
    }
    const asGuest = (await ctx.app.inject({ method: 'GET', url: `/api/auctions/${auction.id}/bids?limit=2` })).json();
    expect(asGuest.items.map((i: { amount: number }) => i.amount)).toEqual([11_500_000, 11_000_000]);
    expect(asGuest.items.every((i: { bidderName: unknown; isMine: boolean }) => i.bidderName === null && !i.isMine)).toBe(true);

    const asB = (await ctx.app.inject({ method: 'GET', url: `/api/auctions/${auction.id}/bids`, headers: { cookie: b.cookie } })).json();
    expect(asB.items).toHaveLength(3);
    const mine = asB.items.filter((i: { isMine: boolean }) => i.isMine);
    expect(mine).toHaveLength(1);
    expect(mine[0].bidderName).toMatch(/^Test User/);
    expect(asB.items.filter((i: { bidderName: unknown }) => i.bidderName !== null)).toHaveLength(1);

    const asAdmin = (
      await ctx.app.inject({ method: 'GET', url: `/api/auctions/${auction.id}/bids`, headers: { cookie: admin.cookie } })
    ).json();
    expect(asAdmin.items.every((i: { bidderName: unknown }) => typeof i.bidderName === 'string')).toBe(true);
  });

  it('tells each bidder their own highest bid with the list, so they see whether they lead or were outbid', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId);
    const a = await createBidder(ctx, {}, auction);
    const b = await createBidder(ctx, {}, auction);
    const watcher = await createUser(ctx, { roles: ['buyer'], profile: { verificationStatus: 'verified' } });
    const list = async (cookie?: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/auctions/${auction.id}/bids?limit=1`, headers: cookie ? { cookie } : {} })).json();
    expect((await list(a.cookie)).mine).toBeNull();
    expect((await bid(auction.id, 10_500_000, a.cookie)).statusCode).toBe(201);
    expect((await bid(auction.id, 11_000_000, b.cookie)).statusCode).toBe(201);
    // Only the newest bid is listed (b's), yet a learns their own: outbid.
    expect(await list(a.cookie)).toMatchObject({ items: [{ amount: 11_000_000, isMine: false }], mine: { highestBid: 10_500_000 } });
    expect(await list(b.cookie)).toMatchObject({ items: [{ amount: 11_000_000, isMine: true }], mine: { highestBid: 11_000_000 } });
    expect((await list(watcher.cookie)).mine).toBeNull();
    expect((await list()).mine).toBeNull();
  });

  it('summarises an auction’s bids without bidders', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId);
    const empty = (await ctx.app.inject({ method: 'GET', url: `/api/auctions/${auction.id}/bids/summary` })).json();
    expect(empty).toEqual({ bidCount: 0, highestBid: null, lowestBid: null, bidHistory: [] });
    const buyer = await createBidder(ctx, {}, auction);
    await bid(auction.id, 10_500_000, buyer.cookie);
    await bid(auction.id, 11_000_000, buyer.cookie);
    const summary = (await ctx.app.inject({ method: 'GET', url: `/api/auctions/${auction.id}/bids/summary` })).json();
    expect(summary).toMatchObject({ bidCount: 2, highestBid: 11_000_000, lowestBid: 10_500_000 });
    expect(summary.bidHistory.map((h: { amount: number }) => h.amount)).toEqual([10_500_000, 11_000_000]);
    expect(typeof summary.bidHistory[0].timestamp).toBe('string');
  });

  it('lists a buyer’s own bids with the auction and a winning flag', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId);
    const me = await createBidder(ctx, {}, auction);
    const other = await createBidder(ctx, {}, auction);
    await bid(auction.id, 10_500_000, me.cookie);
    await bid(auction.id, 11_000_000, other.cookie);
    await bid(auction.id, 11_500_000, me.cookie);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/me/bids', headers: { cookie: me.cookie } });
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      amount: 11_500_000,
      winning: true,
      won: false,
      auction: { title: auction.title, location: 'Thane', status: 'live', currentBid: 11_500_000 },
    });
    expect(items[1]).toMatchObject({ amount: 10_500_000, winning: false });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me/bids' })).statusCode).toBe(401);
  });
});

async function notificationsOf(userId: string) {
  return ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId));
}
