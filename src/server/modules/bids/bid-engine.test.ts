import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyBidLog, type BidLog } from '../../../shared/bid-log';
import type { Publisher } from '../../realtime/bus';
import { createUser, type TestContext } from '../../test/test-app';
import { testDbKind } from '../../test/test-db';
import { createAuctionFiguresService } from '../auctions/auction-figures.service';
import { createNotificationsService } from '../notifications/notifications.service';
import { createBidEngine, MAX_AUCTIONS_PER_BATCH, type BidSubmission } from './bid-engine';
import { createBidderAliases } from './bidder-aliases';
import { checkInvariants, createAppWith, createBidder, holdEmd, insertAuction } from './bids.fixtures';

// The engine built directly, with a spy in place of its metrics: what it tells them is one call per transaction.
let ctx: TestContext;
let vendorId: string;
let buyers: { id: string }[];
const transactions: { requests: number; auctions: number }[] = [];
const published: { topic: string; event: string }[] = [];

function engine() {
  const publisher: Publisher = { publish: (topic, event) => void published.push({ topic, event }) };
  return createBidEngine({
    db: ctx.database.db,
    publisher,
    auctions: createAuctionFiguresService(),
    notifications: createNotificationsService(ctx.database.db, publisher),
    aliases: createBidderAliases(ctx.config.authSecret),
    metrics: {
      bidAccepted() {},
      bidRefused() {},
      batchDecided: (requests, _ms, auctions) => void transactions.push({ requests, auctions }),
    },
  });
}

beforeAll(async () => {
  ctx = await createAppWith();
  vendorId = (await createUser(ctx, { roles: ['vendor'] })).id;
  buyers = await Promise.all(Array.from({ length: 4 }, () => createBidder(ctx)));
}, 60_000);
afterAll(async () => ctx.close());

async function liveAuctions(count: number) {
  const made = await Promise.all(Array.from({ length: count }, () => insertAuction(ctx.database.db, vendorId, { bidIncrement: 100_000 })));
  for (const a of made) await holdEmd(ctx.database.db, a, ...buyers.map((b) => b.id));
  return made;
}

const submission = (auctionId: string, userId: string, amount: number): BidSubmission => ({
  auctionId,
  userId,
  name: 'Bidder',
  amount,
  idempotencyKey: null,
});

describe('bids spread over auctions (decision 024)', () => {
  it('decides bids that arrive together on different auctions in one transaction', async () => {
    const auctions = await liveAuctions(12);
    const bids = engine();
    transactions.length = 0;
    published.length = 0;
    const placed = await Promise.all(
      auctions.flatMap((a) => [
        bids.submit(submission(a.id, buyers[0]!.id, a.currentBid + 100_000)),
        bids.submit(submission(a.id, buyers[1]!.id, a.currentBid + 300_000)),
      ]),
    );
    expect(transactions).toEqual([{ requests: 24, auctions: 12 }]);
    expect(placed.map((p) => p.amount)).toEqual(auctions.flatMap((a) => [a.currentBid + 100_000, a.currentBid + 300_000]));
    for (const a of auctions) {
      const { problems, rows, auction } = await checkInvariants(ctx.database.db, a.id);
      expect(problems).toEqual([]);
      expect(rows).toHaveLength(2);
      expect(auction.currentBid).toBe(a.currentBid + 300_000);
      const log = (await ctx.app.inject({ method: 'GET', url: `/api/auctions/${a.id}/bid-log` })).json() as BidLog;
      expect(await verifyBidLog(log, null)).toMatchObject({ ok: true });
      expect(log.entries).toHaveLength(2);
    }
    // Each auction's events, as a batch of its own would publish them: two bids, one buyer outbid.
    expect(published.filter((e) => e.topic === 'auctions' && e.event === 'bid.placed')).toHaveLength(24);
    expect(published.filter((e) => e.event === 'notification.created')).toHaveLength(12);
  });

  it(`takes at most ${MAX_AUCTIONS_PER_BATCH} auctions in one transaction`, async () => {
    const auctions = await liveAuctions(MAX_AUCTIONS_PER_BATCH + 8);
    const bids = engine();
    transactions.length = 0;
    await Promise.all(auctions.map((a) => bids.submit(submission(a.id, buyers[0]!.id, a.currentBid + 100_000))));
    expect(transactions.map((t) => t.auctions).sort((a, b) => b - a)).toEqual([MAX_AUCTIONS_PER_BATCH, 8]);
  });

  it("accepts the other auctions' bids when one auction's write fails, and refuses only that auction's", async () => {
    const auctions = await liveAuctions(3);
    const broken = auctions[1]!;
    // NOTE: a trigger that fails every bid of one auction stands for a failure of that auction's data.
    await ctx.database.db.execute(
      sql.raw(`CREATE FUNCTION refuse_test_bid() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.auction_id = '${broken.id}' THEN RAISE EXCEPTION 'broken auction'; END IF; RETURN NEW; END $$`),
    );
    await ctx.database.db.execute(
      sql.raw('CREATE TRIGGER refuse_test_bid BEFORE INSERT ON bids FOR EACH ROW EXECUTE FUNCTION refuse_test_bid()'),
    );
    try {
      const bids = engine();
      transactions.length = 0;
      const settled = await Promise.allSettled(auctions.map((a) => bids.submit(submission(a.id, buyers[2]!.id, a.currentBid + 100_000))));
      expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      // The batch of three failed as a whole; each auction was then decided on its own.
      expect(transactions.map((t) => t.auctions)).toEqual([3, 1, 1, 1]);
      for (const a of auctions) expect((await checkInvariants(ctx.database.db, a.id)).problems).toEqual([]);
      expect((await checkInvariants(ctx.database.db, broken.id)).rows).toHaveLength(0);
    } finally {
      await ctx.database.db.execute(sql.raw('DROP TRIGGER refuse_test_bid ON bids'));
      await ctx.database.db.execute(sql.raw('DROP FUNCTION refuse_test_bid()'));
    }
  });

  // NOTE: PGlite has one connection, so no other transaction can hold a lock while the engine runs.
  it.skipIf(testDbKind() !== 'postgres')('decides the other auctions while one is locked by another transaction', async () => {
    const auctions = await liveAuctions(3);
    const held = auctions[0]!;
    const other = await ctx.database.pool!.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT 1 FROM auctions WHERE id = $1 FOR UPDATE', [held.id]);
      const bids = engine();
      transactions.length = 0;
      const waiting = bids.submit(submission(held.id, buyers[3]!.id, held.currentBid + 100_000));
      let answered = false;
      void waiting.then(() => (answered = true));
      const others = await Promise.all(auctions.slice(1).map((a) => bids.submit(submission(a.id, buyers[3]!.id, a.currentBid + 100_000))));
      expect(others).toHaveLength(2);
      expect(answered).toBe(false);
      await other.query('COMMIT');
      expect((await waiting).amount).toBe(held.currentBid + 100_000);
      // The batch of three skipped the locked auction, which then waited for its lock alone.
      expect(transactions.map((t) => t.auctions)).toEqual([3, 1]);
    } finally {
      other.release();
    }
  });
});
