import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyBidLog, type BidLog } from '../../../shared/bid-log';
import { bids, notifications } from '../../db/schema';
import { createScheduler } from '../../jobs/scheduler';
import { createUser, ORIGIN, type TestContext } from '../../test/test-app';
import { testDbKind } from '../../test/test-db';
import { auctionRow, checkInvariants, createAppWith, createBidder, holdEmd, insertAuction, lifecycleOf } from './bids.fixtures';

// Storms are about the engine, not the per-user rate limit: lift it for this file.
let ctx: TestContext;
let vendorId: string;
let buyers: { id: string; cookie: string }[];
const BUYERS = 50;
// NOTE: PGlite runs one transaction at a time and each request pays for its session lookup in
// WASM, so it gets fewer rounds; PostgreSQL runs the full hundred.
const ROUNDS = testDbKind() === 'postgres' ? 100 : 30;

beforeAll(async () => {
  ctx = await createAppWith({ bidRateLimit: { perSecond: Infinity, burst: Infinity } });
  vendorId = (await createUser(ctx, { roles: ['vendor'] })).id;
  buyers = [];
  for (let i = 0; i < BUYERS; i += 10) {
    buyers.push(...(await Promise.all(Array.from({ length: 10 }, () => createBidder(ctx)))));
  }
}, 120_000);
afterAll(async () => ctx.close());

function bid(auctionId: string, amount: number, cookie: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/auctions/${auctionId}/bids`,
    headers: { origin: ORIGIN, cookie },
    payload: { amount },
  });
}

describe('a bid storm', () => {
  it(
    `accepts exactly one of ${BUYERS} identical next-minimum bids, round after round`,
    async () => {
      const auction = await insertAuction(ctx.database.db, vendorId, { startingBid: 10_000_000 });
      await holdEmd(ctx.database.db, auction, ...buyers.map((b) => b.id));
      let current = auction.currentBid;
      const accepted: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const amount = current + auction.bidIncrement;
        const results = await Promise.all(buyers.map((b) => bid(auction.id, amount, b.cookie)));
        const ok = results.filter((r) => r.statusCode === 201);
        expect(ok, `round ${round}`).toHaveLength(1);
        const refused = results.filter((r) => r.statusCode !== 201);
        expect(refused.every((r) => r.statusCode === 409 && r.json().error.code === 'BID_TOO_LOW')).toBe(true);
        accepted.push(ok[0]!.json().amount);
        current = amount;
      }
      for (let i = 1; i < accepted.length; i++) expect(accepted[i]).toBeGreaterThan(accepted[i - 1]!);
      const { problems, rows, auction: after } = await checkInvariants(ctx.database.db, auction.id);
      expect(problems).toEqual([]);
      expect(rows).toHaveLength(ROUNDS);
      expect(after.currentBid).toBe(current);
    },
    testDbKind() === 'postgres' ? 240_000 : 600_000,
  );

  it('keeps every invariant under random concurrent bids on several auctions', async () => {
    const auctions = await Promise.all(
      Array.from({ length: 5 }, () => insertAuction(ctx.database.db, vendorId, { startingBid: 5_000_000, bidIncrement: 100_000 })),
    );
    for (const a of auctions) await holdEmd(ctx.database.db, a, ...buyers.map((b) => b.id));
    const acknowledged = new Map<string, { auctionId: string; amount: number }>();
    let serverErrors = 0;
    for (let wave = 0; wave < 8; wave++) {
      const figures = await Promise.all(auctions.map((a) => auctionRow(ctx.database.db, a.id)));
      const requests = buyers.map((b, i) => {
        const k = (i * 7 + wave) % auctions.length;
        const a = figures[k]!;
        // Some too low, some exactly the minimum, some well above.
        const step = [-1, 0, 1, 1, 2, 5][(i + wave) % 6]!;
        return bid(a.id, a.currentBid + a.bidIncrement * step + (step > 0 ? i : 0), b.cookie).then((res) => {
          if (res.statusCode >= 500) serverErrors += 1;
          if (res.statusCode === 201) acknowledged.set(res.json().id, { auctionId: a.id, amount: res.json().amount });
        });
      });
      await Promise.all(requests);
    }
    expect(serverErrors).toBe(0);
    expect(acknowledged.size).toBeGreaterThan(20);
    for (const a of auctions) {
      const { problems, rows } = await checkInvariants(ctx.database.db, a.id);
      expect(problems).toEqual([]);
      const mine = [...acknowledged].filter(([, v]) => v.auctionId === a.id);
      expect(rows.map((r) => r.id).sort()).toEqual(mine.map(([id]) => id).sort());
    }
  }, 300_000);
});

describe('a bid storm with maximums (decision 020)', () => {
  it(
    `keeps every promise with a third of ${BUYERS} buyers bidding through maximums, for 100 rounds`,
    async () => {
      const auction = await insertAuction(ctx.database.db, vendorId, { startingBid: 10_000_000, bidIncrement: 100_000 });
      await holdEmd(ctx.database.db, auction, ...buyers.map((b) => b.id));
      const withMaximums = buyers.slice(0, Math.floor(BUYERS / 3));
      const manual = buyers.slice(withMaximums.length);
      /** The highest maximum each owner has had accepted: no automatic bid of theirs may go above it. */
      const maxOf = new Map<string, number>();
      let seed = 42;
      const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
      let serverErrors = 0;
      let checkedSeq = 0;
      let prevHash: string | null = null;
      for (let round = 0; round < 100; round++) {
        const { currentBid } = await auctionRow(ctx.database.db, auction.id);
        const requests = [
          // Owners raise their maximums now and then, some just above the price, some well above.
          ...withMaximums
            .filter(() => random() < 0.25)
            .map((b) => {
              const maxAmount = currentBid + 100_000 * (1 + Math.floor(random() * 12));
              return ctx.app
                .inject({
                  method: 'POST',
                  url: `/api/auctions/${auction.id}/proxy-bid`,
                  headers: { origin: ORIGIN, cookie: b.cookie },
                  payload: { maxAmount },
                })
                .then((res) => {
                  if (res.statusCode >= 500) serverErrors += 1;
                  if (res.statusCode === 200) maxOf.set(b.id, Math.max(maxOf.get(b.id) ?? 0, maxAmount));
                });
            }),
          // The others bid by hand: some too low, most one to five increments up.
          ...manual
            .filter(() => random() < 0.5)
            .map((b) =>
              bid(auction.id, currentBid + 100_000 * Math.floor(random() * 6), b.cookie).then((res) => {
                if (res.statusCode >= 500) serverErrors += 1;
              }),
            ),
        ];
        await Promise.all(requests);

        // After every round: amounts strictly increase, the current bid is the highest active bid, no
        // automatic bid above its owner's maximum, and the log verifies (checked from where it was).
        const { problems, rows } = await checkInvariants(ctx.database.db, auction.id);
        expect(problems, `round ${round}`).toEqual([]);
        for (const r of rows.filter((b) => b.automatic)) expect(r.amount).toBeLessThanOrEqual(maxOf.get(r.userId)!);
        const log = (await ctx.app.inject({ method: 'GET', url: `/api/auctions/${auction.id}/bid-log` })).json() as BidLog;
        const verdict = await verifyBidLog(log, null);
        expect(verdict, `round ${round}`).toMatchObject({ ok: true });
        expect(log.entries.length).toBe(rows.length);
        // Entries already seen never change: the hash of the last one checked is where it was.
        if (checkedSeq > 0) expect(log.entries[checkedSeq - 1]!.hash).toBe(prevHash);
        checkedSeq = log.entries.length;
        prevHash = log.head.hash;
      }
      expect(serverErrors).toBe(0);
      const stored = await ctx.database.db.select().from(bids).where(eq(bids.auctionId, auction.id));
      // The storm did exercise both kinds of bid.
      expect(stored.filter((b) => b.automatic).length).toBeGreaterThan(50);
      expect(stored.filter((b) => !b.automatic).length).toBeGreaterThan(50);
    },
    testDbKind() === 'postgres' ? 240_000 : 600_000,
  );
});

describe('a storm spread over many auctions, on two servers (decision 024)', () => {
  it(
    'keeps every invariant on every auction with maximums, bids in random order and two engines batching across auctions',
    async () => {
      // A second server process on the same database: its batches overlap the first one's auctions.
      const second = await createAppWith({ bidRateLimit: { perSecond: Infinity, burst: Infinity } }, ctx.database);
      try {
        const auctions = await Promise.all(
          Array.from({ length: 12 }, () => insertAuction(ctx.database.db, vendorId, { startingBid: 5_000_000, bidIncrement: 100_000 })),
        );
        for (const a of auctions) await holdEmd(ctx.database.db, a, ...buyers.map((b) => b.id));
        const withMaximums = new Set(buyers.slice(0, Math.floor(BUYERS / 3)).map((b) => b.id));
        /** The highest maximum accepted per auction and owner: no automatic bid may go above it. */
        const maxOf = new Map<string, number>();
        let seed = 7;
        const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
        let serverErrors = 0;
        const acknowledged = new Set<string>();
        for (let round = 0; round < (testDbKind() === 'postgres' ? 12 : 5); round++) {
          const figures = await Promise.all(auctions.map((a) => auctionRow(ctx.database.db, a.id)));
          const requests = buyers.map((b) => {
            const a = figures[Math.floor(random() * figures.length)]!;
            const server = random() < 0.5 ? ctx.app : second.app;
            if (withMaximums.has(b.id)) {
              const maxAmount = a.currentBid + 100_000 * (1 + Math.floor(random() * 8));
              return () =>
                server
                  .inject({
                    method: 'POST',
                    url: `/api/auctions/${a.id}/proxy-bid`,
                    headers: { origin: ORIGIN, cookie: b.cookie },
                    payload: { maxAmount },
                  })
                  .then((res) => {
                    if (res.statusCode >= 500) serverErrors += 1;
                    const key = `${a.id}/${b.id}`;
                    if (res.statusCode === 200) maxOf.set(key, Math.max(maxOf.get(key) ?? 0, maxAmount));
                  });
            }
            const amount = a.currentBid + 100_000 * Math.floor(random() * 4);
            return () =>
              server
                .inject({
                  method: 'POST',
                  url: `/api/auctions/${a.id}/bids`,
                  headers: { origin: ORIGIN, cookie: b.cookie },
                  payload: { amount },
                })
                .then((res) => {
                  if (res.statusCode >= 500) serverErrors += 1;
                  if (res.statusCode === 201) acknowledged.add(res.json().id);
                });
          });
          // Sent in random order, so the two servers' batches lock overlapping auctions in any order.
          const shuffled = requests.map((send) => ({ send, key: random() })).sort((x, y) => x.key - y.key);
          await Promise.all(shuffled.map((r) => r.send()));
        }
        expect(serverErrors).toBe(0);
        let automatic = 0;
        for (const a of auctions) {
          const { problems, rows } = await checkInvariants(ctx.database.db, a.id);
          expect(problems).toEqual([]);
          for (const r of rows.filter((x) => !x.automatic)) expect(acknowledged.has(r.id)).toBe(true);
          for (const r of rows.filter((x) => x.automatic)) expect(r.amount).toBeLessThanOrEqual(maxOf.get(`${a.id}/${r.userId}`)!);
          automatic += rows.filter((x) => x.automatic).length;
          const log = (await ctx.app.inject({ method: 'GET', url: `/api/auctions/${a.id}/bid-log` })).json() as BidLog;
          expect(await verifyBidLog(log, null)).toMatchObject({ ok: true });
          expect(log.entries).toHaveLength(rows.length);
        }
        // The storm did exercise the maximums and the manual bids.
        expect(automatic).toBeGreaterThan(10);
        expect(acknowledged.size).toBeGreaterThan(20);
      } finally {
        await second.close();
      }
    },
    testDbKind() === 'postgres' ? 120_000 : 300_000,
  );
});

describe('the close', () => {
  it('never accepts a bid at or after the end while bids race the scheduler', async () => {
    const endTime = new Date(Date.now() + 2_500);
    const auction = await insertAuction(ctx.database.db, vendorId, { endTime, extensionWindowS: 0, extensionS: 0 });
    await holdEmd(ctx.database.db, auction, ...buyers.slice(0, 8).map((b) => b.id));
    const scheduler = createScheduler({ lifecycle: lifecycleOf(ctx), intervalMs: 1000, log: { info() {}, error: console.error } });
    let stop = false;
    const ticking = (async () => {
      while (!stop) {
        await scheduler.tick();
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const outcomes: { status: number; code?: string; at: number }[] = [];
    const bidders = buyers.slice(0, 8).map(async (b, i) => {
      let known = auction.currentBid;
      while (!stop) {
        const res = await bid(auction.id, known + auction.bidIncrement + i, b.cookie);
        const body = res.json();
        outcomes.push({ status: res.statusCode, code: body.error?.code, at: Date.now() });
        if (res.statusCode === 201) known = body.auction.currentBid;
        else if (body.error?.code === 'BID_TOO_LOW' || body.error?.code === 'BID_INCREMENT') {
          known = (await auctionRow(ctx.database.db, auction.id)).currentBid;
        } else if (body.error?.code === 'AUCTION_NOT_LIVE') break;
      }
    });
    const deadline = Date.now() + 30_000;
    while ((await auctionRow(ctx.database.db, auction.id)).status !== 'ended' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await Promise.all(bidders);
    stop = true;
    await ticking;

    const after = await auctionRow(ctx.database.db, auction.id);
    expect(after.status).toBe('ended');
    expect(after.endTime.getTime()).toBe(endTime.getTime());
    const { rows, problems } = await checkInvariants(ctx.database.db, auction.id);
    expect(problems).toEqual([]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.createdAt < endTime)).toBe(true);
    const top = rows.reduce((a, b) => (b.amount > a.amount ? b : a));
    expect(after.winnerId).toBe(top.userId);
    expect(outcomes.some((o) => o.code === 'AUCTION_NOT_LIVE')).toBe(true);
    // Ended once: one "You are the highest bidder" notification.
    const won = await ctx.database.db.select().from(notifications).where(eq(notifications.title, 'You are the highest bidder'));
    expect(won.filter((n) => (n.data as { auctionId?: string }).auctionId === auction.id)).toHaveLength(1);
  }, 60_000);

  it('moves the close when a bid lands in the soft-close window, and ends only at the new time', async () => {
    const endTime = new Date(Date.now() + 1_000);
    const auction = await insertAuction(ctx.database.db, vendorId, { endTime, extensionWindowS: 60, extensionS: 3 });
    await holdEmd(ctx.database.db, auction, buyers[0]!.id, buyers[1]!.id);
    const res = await bid(auction.id, auction.currentBid + auction.bidIncrement, buyers[0]!.cookie);
    expect(res.statusCode).toBe(201);
    const { extended, endTime: newEnd } = res.json().auction;
    expect(extended).toBe(true);
    const bidAt = new Date(res.json().createdAt).getTime();
    expect(new Date(newEnd).getTime()).toBe(bidAt + 3_000);
    // Past the original end the auction is still live and still takes bids.
    await new Promise((r) => setTimeout(r, Math.max(0, endTime.getTime() - Date.now() + 200)));
    await lifecycleOf(ctx).endDue();
    expect((await auctionRow(ctx.database.db, auction.id)).status).toBe('live');
    const later = await bid(auction.id, auction.currentBid + 2 * auction.bidIncrement, buyers[1]!.cookie);
    expect(later.statusCode).toBe(201);
    const finalEnd = new Date(later.json().auction.endTime).getTime();
    await new Promise((r) => setTimeout(r, Math.max(0, finalEnd - Date.now() + 100)));
    await lifecycleOf(ctx).endDue();
    const after = await auctionRow(ctx.database.db, auction.id);
    expect(after.status).toBe('ended');
    expect(after.winnerId).toBe(buyers[1]!.id);
    const stored = await ctx.database.db.select().from(bids).where(eq(bids.auctionId, auction.id));
    expect(stored.every((b) => b.createdAt.getTime() < finalEnd)).toBe(true);
  }, 30_000);
});
