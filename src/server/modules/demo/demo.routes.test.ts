import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUYER_COUNT } from '../../../shared/domain/constants';
import { nextMinimumBid } from '../../../shared/domain/bidding';
import { DEMO_MESSAGES } from '../../../shared/schemas/demo';
import { SEED_PASSWORD } from '../../db/seed/demo-accounts';
import { seedIfEmpty } from '../../db/seed/seed';
import { createLocalBlobStore } from '../../lib/storage/blob-store-local';
import { createDocumentsStore } from '../../lib/storage/documents-store';
import { createMediaStore } from '../../lib/storage/storage';
import { createBidderAliases } from '../bids/bidder-aliases';
import { auctions, profiles, sales, userRoles, users } from '../../db/schema';
import type { SessionEnded } from '../../realtime/hub';
import { createTestApp, ORIGIN, signIn, type TestContext } from '../../test/test-app';
import { testDbKind } from '../../test/test-db';
import { auctionRow, checkInvariants, countedBids, createBidder, insertAuction } from '../bids/bids.fixtures';

/** The demo API (spec §2 demo setup, §7 create-demo-users) on a seeded demo world. */
let ctx: TestContext;
let off: TestContext;
let admin: string;
let vendorId: string;

beforeAll(async () => {
  [ctx, off] = await Promise.all([createTestApp(), createTestApp({ demoMode: false })]);
  await seedIfEmpty(ctx.database.db, {
    media: createMediaStore(createLocalBlobStore(ctx.config.mediaDir)),
    documents: createDocumentsStore(createLocalBlobStore(ctx.config.documentsDir)),
    aliases: createBidderAliases(ctx.config.authSecret),
  });
  admin = await signIn(ctx.app, 'admin@neelami.in', SEED_PASSWORD);
  const [bank] = await ctx.database.db.select().from(users).where(eq(users.email, 'bank@neelami.in'));
  vendorId = bank!.id;
}, 180_000);
afterAll(async () => {
  await Promise.all([ctx?.close(), off?.close()]);
});

const post = (app: TestContext['app'], url: string, cookie?: string) =>
  app.inject({ method: 'POST', url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) }, payload: {} });

type DemoUsersBody = { users: { name: string; email: string; password: string }[]; message: string };

async function createDemoUsers(): Promise<DemoUsersBody> {
  const res = await post(ctx.app, '/api/demo-users');
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The demo buyers as stored, with their profiles and roles. */
async function demoAccounts(emails: string[]) {
  const db = ctx.database.db;
  const rows = await db.select().from(users).where(inArray(users.email, emails));
  return Promise.all(
    rows.map(async (u) => {
      const [profile] = await db.select().from(profiles).where(eq(profiles.userId, u.id));
      const roles = await db.select().from(userRoles).where(eq(userRoles.userId, u.id));
      return { user: u, profile: profile!, roles: roles.map((r) => r.role) };
    }),
  );
}

/** Live seeded auctions with bids that can still be joined, ending well after the test (no soft close). */
async function liveSeededAuctions() {
  const soon = new Date(Date.now() + 3 * 3600_000);
  return ctx.database.db
    .select()
    .from(auctions)
    .where(and(eq(auctions.status, 'live'), gt(auctions.bidCount, 0), gt(auctions.endTime, soon), gt(auctions.emdCutoff, new Date())))
    .orderBy(desc(auctions.endTime));
}

/** Joins the auction (its EMD held from the wallet), as the auction page's Join does; again changes nothing. */
async function join(auctionId: string, cookie: string) {
  const res = await post(ctx.app, `/api/auctions/${auctionId}/participation`, cookie);
  expect(res.statusCode, res.body).toBe(201);
}

/** Joins, then bids the next minimum amount (or `amount`) on the auction as it is stored now. */
async function bidNext(auctionId: string, cookie: string, over = 0) {
  await join(auctionId, cookie);
  const a = await auctionRow(ctx.database.db, auctionId);
  const amount = nextMinimumBid(a) + over;
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/auctions/${auctionId}/bids`,
    headers: { origin: ORIGIN, cookie },
    payload: { amount },
  });
  expect(res.statusCode, res.body).toBe(201);
  return amount;
}

/**
 * What an auction should show once `userIds`' bids are gone (ARCHITECTURE §7, decision 010): the
 * highest bid left that is not flagged (or the starting bid), the bids and bidders left; an ended
 * auction keeps its winner unless the winner was one of them (the sale is then void: decision 014).
 */
async function withoutBidsOf(auctionId: string, userIds: string[]) {
  const a = await auctionRow(ctx.database.db, auctionId);
  const left = (await countedBids(ctx.database.db, auctionId)).filter((b) => !userIds.includes(b.userId));
  const top = left.reduce<(typeof left)[number] | null>((best, b) => (!best || b.amount > best.amount ? b : best), null);
  return {
    status: a.status,
    currentBid: top?.amount ?? a.startingBid,
    bidCount: left.length,
    biddersCount: new Set(left.map((b) => b.userId)).size,
    winnerId: a.winnerId && !userIds.includes(a.winnerId) ? a.winnerId : null,
  };
}

const figures = (a: typeof auctions.$inferSelect) => ({
  status: a.status,
  currentBid: a.currentBid,
  bidCount: a.bidCount,
  biddersCount: a.biddersCount,
  winnerId: a.winnerId,
});

describe('with DEMO_MODE off', () => {
  it.each([
    ['GET', '/api/demo-users'],
    ['POST', '/api/demo-users'],
    ['POST', '/api/demo-users/reset'],
    ['GET', '/api/dev/outbox'],
  ] as const)('%s %s answers 404 in the error shape', async (method, url) => {
    const res = await off.app.inject({
      method,
      url,
      headers: method === 'POST' ? { origin: ORIGIN } : {},
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it('creates no account', async () => {
    await post(off.app, '/api/demo-users');
    const rows = await off.database.db.select().from(users);
    expect(rows).toHaveLength(0);
  });
});

describe('POST /api/demo-users', () => {
  it('creates exactly four verified, EMD-paid buyers, and the same four when asked again', async () => {
    const body = await createDemoUsers();
    expect(body.message).toBe(DEMO_MESSAGES.ready);
    expect(body.users).toHaveLength(DEMO_BUYER_COUNT);
    for (const u of body.users) expect(u).toEqual({ name: expect.any(String), email: expect.any(String), password: expect.any(String) });
    const emails = body.users.map((u) => u.email);
    expect(new Set(emails).size).toBe(DEMO_BUYER_COUNT);

    const first = await demoAccounts(emails);
    expect(first).toHaveLength(DEMO_BUYER_COUNT);
    for (const a of first) {
      expect(a.roles).toEqual(['buyer']);
      expect(a.profile).toMatchObject({ userType: 'buyer', verificationStatus: 'verified', kycVerified: true, emdPaid: true });
    }

    const again = await createDemoUsers();
    expect(again.users).toEqual(body.users);
    const second = await demoAccounts(emails);
    expect(second.map((a) => a.user.id).sort()).toEqual(first.map((a) => a.user.id).sort());
  });

  it('lets every demo buyer sign in and bid on a live seeded auction at once', { timeout: 60_000 }, async () => {
    const { users: demo } = await createDemoUsers();
    const [auction] = await liveSeededAuctions();
    expect(auction).toBeDefined();
    for (const u of demo) {
      const cookie = await signIn(ctx.app, u.email, u.password);
      const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(me.json().role).toBe('buyer');
      await bidNext(auction!.id, cookie);
    }
    expect((await checkInvariants(ctx.database.db, auction!.id)).problems).toEqual([]);
  });
});

describe('POST /api/demo-users/reset', () => {
  it('removes the demo buyers and creates them again, and puts right every auction they had bid on', { timeout: 90_000 }, async () => {
    const db = ctx.database.db;
    const { users: demo } = await createDemoUsers();
    const cookies = await Promise.all(demo.map((u) => signIn(ctx.app, u.email, u.password)));
    const stored = new Map((await demoAccounts(demo.map((u) => u.email))).map((a) => [a.user.email, a.user.id]));
    const oldIds = demo.map((u) => stored.get(u.email)!);
    const [liveA, liveB] = await liveSeededAuctions();

    // A live auction the demo buyers lead, and one a demo buyer won over the seeded buyers.
    await bidNext(liveA!.id, cookies[0]!);
    await bidNext(liveA!.id, cookies[1]!);
    await bidNext(liveA!.id, cookies[0]!);
    await bidNext(liveB!.id, cookies[2]!);
    expect((await post(ctx.app, `/api/auctions/${liveB!.id}/end`, admin)).statusCode).toBe(200);
    expect((await auctionRow(db, liveB!.id)).winnerId).toBe(oldIds[2]);

    // An auction only a demo buyer bid on (another bid was flagged): no winner and no bids after the reset.
    const solo = await insertAuction(db, vendorId, {
      startingBid: 10_000_000,
      bidIncrement: 500_000,
      emdCutoff: new Date(Date.now() + 3600_000),
    });
    const other = await createBidder(ctx, {}, solo);
    await bidNext(solo.id, other.cookie);
    const flagged = (await checkInvariants(db, solo.id)).rows[0]!;
    const flag = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/bids/${flagged.id}`,
      headers: { origin: ORIGIN, cookie: admin },
      payload: { status: 'flagged' },
    });
    expect(flag.statusCode).toBe(200);
    await bidNext(solo.id, cookies[3]!, 500_000);
    expect((await post(ctx.app, `/api/auctions/${solo.id}/end`, admin)).statusCode).toBe(200);

    // The public list is cached until an auction changes; it must not keep the demo bids.
    const listed = async (id: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/auctions?pageSize=50&status=live' });
      return (res.json().items as { id: string; currentBid: number; bidCount: number }[]).find((a) => a.id === id);
    };
    const listedBefore = await listed(liveA!.id);
    expect(listedBefore?.currentBid).toBe((await auctionRow(db, liveA!.id)).currentBid);
    const expected = {
      liveA: await withoutBidsOf(liveA!.id, oldIds),
      liveB: await withoutBidsOf(liveB!.id, oldIds),
    };
    expect(expected.liveA.bidCount).toBeGreaterThan(0);
    expect((await auctionRow(db, liveB!.id)).winnerId).toBe(oldIds[2]);
    expect(expected.liveB.winnerId).toBeNull();

    const res = await post(ctx.app, '/api/demo-users/reset');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ users: demo, message: DEMO_MESSAGES.reset });

    // The old accounts and their sessions are gone; four new ones have the same sign-ins.
    const fresh = await demoAccounts(demo.map((u) => u.email));
    expect(fresh).toHaveLength(DEMO_BUYER_COUNT);
    for (const a of fresh) {
      expect(oldIds).not.toContain(a.user.id);
      expect(a.profile).toMatchObject({ verificationStatus: 'verified', emdPaid: true });
    }
    expect(await db.select().from(users).where(inArray(users.id, oldIds))).toHaveLength(0);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookies[0]! } });
    expect(me.statusCode).toBe(401);

    expect(figures(await auctionRow(db, liveA!.id))).toEqual(expected.liveA);
    expect((await listed(liveA!.id))?.currentBid).toBe(expected.liveA.currentBid);
    expect(figures(await auctionRow(db, liveB!.id))).toEqual(expected.liveB);
    expect(figures(await auctionRow(db, solo.id))).toEqual({
      status: 'ended',
      currentBid: 10_000_000,
      bidCount: 0,
      biddersCount: 0,
      winnerId: null,
    });
    for (const id of [liveA!.id, liveB!.id, solo.id]) expect((await checkInvariants(db, id)).problems, id).toEqual([]);
    // The sale a removed demo buyer had won ends unsold, and the audit log says why.
    const [voided] = await db.select().from(sales).where(eq(sales.auctionId, liveB!.id));
    expect(voided).toMatchObject({ stage: 'not_sold', buyerId: null, reason: 'The buyer’s account was removed.' });
  });

  it('leaves every auction in step with its bids when the reset runs while demo buyers are bidding', { timeout: 90_000 }, async () => {
    const db = ctx.database.db;
    const { users: demo } = await createDemoUsers();
    const cookies = await Promise.all(demo.map((u) => signIn(ctx.app, u.email, u.password)));
    const targets = (await liveSeededAuctions()).slice(0, 3);
    const placeOne = async (auctionId: string, cookie: string) => {
      const a = await auctionRow(db, auctionId);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/auctions/${auctionId}/bids`,
        headers: { origin: ORIGIN, cookie },
        payload: { amount: nextMinimumBid(a) },
      });
    };
    for (const t of targets) for (const c of cookies) await join(t.id, c);
    // A first round lands before the reset; the second races it.
    for (const [i, t] of targets.entries()) expect((await placeOne(t.id, cookies[i]!)).statusCode).toBe(201);
    const racing = targets.flatMap((t) => cookies.map((c) => placeOne(t.id, c)));
    const reset = await post(ctx.app, '/api/demo-users/reset');
    await Promise.allSettled(racing);
    expect(reset.statusCode).toBe(200);
    for (const t of targets) {
      const { problems, rows } = await checkInvariants(db, t.id);
      expect(problems, t.title).toEqual([]);
      const left = await db
        .select({ id: users.id })
        .from(users)
        .where(
          inArray(
            users.id,
            rows.map((b) => b.userId),
          ),
        );
      expect(left).toHaveLength(new Set(rows.map((b) => b.userId)).size);
    }
  });

  it('tells every server that the sessions of the removed demo buyers ended', async () => {
    const { users: demo } = await createDemoUsers();
    const removed = await demoAccounts(demo.map((u) => u.email));
    const ended: SessionEnded[] = [];
    const stop = ctx.app.services.realtime.hub.onSessionEnded((e) => ended.push(e));
    try {
      expect((await post(ctx.app, '/api/demo-users/reset')).statusCode).toBe(200);
    } finally {
      stop();
    }
    expect(ended).toEqual(expect.arrayContaining(removed.map((a) => ({ userId: a.user.id, sessionId: null }))));
  });

  it('answers 200 to five resets at once and leaves exactly the four demo buyers', { timeout: 90_000 }, async () => {
    await createDemoUsers();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(ctx.app, '/api/demo-users/reset')));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const emails = answers[0]!.json<DemoUsersBody>().users.map((u) => u.email);
    const accounts = await demoAccounts(emails);
    expect(accounts).toHaveLength(DEMO_BUYER_COUNT);
    for (const a of accounts) expect(a.roles).toEqual(['buyer']);
    // Each can sign in with the published password.
    for (const u of answers[0]!.json<DemoUsersBody>().users) await signIn(ctx.app, u.email, u.password);
  });

  it('answers 200 to a reset and a create asked at the same moment', { timeout: 60_000 }, async () => {
    const answers = await Promise.all([
      post(ctx.app, '/api/demo-users/reset'),
      post(ctx.app, '/api/demo-users'),
      post(ctx.app, '/api/demo-users/reset'),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await demoAccounts(answers[1]!.json<DemoUsersBody>().users.map((u) => u.email))).toHaveLength(DEMO_BUYER_COUNT);
  });

  // PGlite has one connection, so only PostgreSQL can hold a bid open while the reset starts.
  it.runIf(testDbKind() === 'postgres')(
    'also puts right an auction whose bid by a demo buyer commits while the reset waits for it',
    { timeout: 60_000 },
    async () => {
      const db = ctx.database.db;
      const { users: demo } = await createDemoUsers();
      const [demoUser] = await demoAccounts([demo[0]!.email]);
      const auction = await insertAuction(db, vendorId, { startingBid: 10_000_000, bidIncrement: 500_000 });
      // A bid in flight as the bid engine writes one: the auction locked, the bid and the figures written.
      const other = new pg.Client({ connectionString: ctx.database.url });
      await other.connect();
      try {
        await other.query('BEGIN');
        await other.query('SELECT id FROM auctions WHERE id = $1 FOR UPDATE', [auction.id]);
        await other.query(`INSERT INTO bids (auction_id, user_id, amount) VALUES ($1, $2, 10500000)`, [auction.id, demoUser!.user.id]);
        await other.query('UPDATE auctions SET current_bid = 10500000, bid_count = 1, bidders_count = 1 WHERE id = $1', [auction.id]);
        const resetting = post(ctx.app, '/api/demo-users/reset');
        // The reset cannot have seen the bid; it waits for the account, which the bid refers to.
        for (let i = 0; i < 100; i++) {
          const { rows } = await other.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          if (rows[0].n > 0) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        await other.query('COMMIT');
        expect((await resetting).statusCode).toBe(200);
      } finally {
        await other.end();
      }
      expect(figures(await auctionRow(db, auction.id))).toEqual({
        status: 'live',
        currentBid: 10_000_000,
        bidCount: 0,
        biddersCount: 0,
        winnerId: null,
      });
    },
  );
});
