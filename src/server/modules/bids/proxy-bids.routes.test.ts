import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { verifyBidLog, type BidLog, type BidLogPublicKey } from '../../../shared/bid-log';
import { formatINR } from '../../../shared/domain/money';
import { NOTIFICATION_TEXTS } from '../../../shared/schemas/notification';
import { PROXY_MESSAGES } from '../../../shared/schemas/proxy-bid';
import { bids, emdHolds, notifications } from '../../db/schema';
import { createTestApp, createUser, ORIGIN, type TestContext } from '../../test/test-app';
import { auctionRow, checkInvariants, createBidder, insertAuction } from './bids.fixtures';

let ctx: TestContext;
let vendorId: string;
let admin: { id: string; cookie: string };
beforeAll(async () => {
  ctx = await createTestApp();
  vendorId = (await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } })).id;
  admin = await createUser(ctx, { roles: ['admin'] });
});
afterAll(async () => ctx.close());

const send = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
const setMax = (auctionId: string, maxAmount: unknown, cookie?: string) =>
  send('POST', `/api/auctions/${auctionId}/proxy-bid`, cookie, { maxAmount });
const bid = (auctionId: string, amount: number, cookie: string) => send('POST', `/api/auctions/${auctionId}/bids`, cookie, { amount });
const bidRows = async (auctionId: string) =>
  (await ctx.database.db.select().from(bids).where(eq(bids.auctionId, auctionId))).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.amount - b.amount,
  );
const notesOf = (userId: string) => ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId));
const logOf = async (auctionId: string) => (await send('GET', `/api/auctions/${auctionId}/bid-log`)).json() as BidLog;
const publicKey = async () => (await send('GET', '/api/bid-log/public-key')).json() as BidLogPublicKey;

describe('setting a maximum', () => {
  it('bids the next minimum for its owner at once, and answers with the maximum and the auction', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId, { startingBid: 10_000_000 });
    const owner = await createBidder(ctx, {}, auction);
    const res = await setMax(auction.id, 20_000_000, owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      proxy: { auctionId: auction.id, maxAmount: 20_000_000, status: 'active', leading: true },
      auction: { currentBid: 10_500_000, bidCount: 1, biddersCount: 1 },
    });
    expect((await bidRows(auction.id)).map((b) => [b.userId, b.amount, b.automatic])).toEqual([[owner.id, 10_500_000, true]]);
    expect((await send('GET', `/api/auctions/${auction.id}/proxy-bid`, owner.cookie)).json()).toMatchObject({
      proxy: { maxAmount: 20_000_000, leading: true },
    });
  });

  it('answers a challenger inside the same transaction: the challenger sees the new price, the owner is not told', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId, { startingBid: 10_000_000 });
    const owner = await createBidder(ctx, {}, auction);
    const challenger = await createBidder(ctx, {}, auction);
    await setMax(auction.id, 12_000_000, owner.cookie);
    const res = await bid(auction.id, 11_000_000, challenger.cookie);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ amount: 11_000_000, auction: { currentBid: 11_500_000, bidCount: 3 } });
    expect((await bidRows(auction.id)).map((b) => [b.userId, b.amount, b.automatic])).toEqual([
      [owner.id, 10_500_000, true],
      [challenger.id, 11_000_000, false],
      [owner.id, 11_500_000, true],
    ]);
    expect((await checkInvariants(ctx.database.db, auction.id)).problems).toEqual([]);
    expect((await notesOf(challenger.id)).map((n) => n.title)).toEqual(['You have been outbid']);
    expect(await notesOf(owner.id)).toEqual([]);

    // Above the maximum: the challenger leads, and the owner is told once that the maximum was reached.
    expect((await bid(auction.id, 12_500_000, challenger.cookie)).statusCode).toBe(201);
    expect((await bid(auction.id, 13_000_000, challenger.cookie)).statusCode).toBe(201);
    const told = await notesOf(owner.id);
    expect(told.map((n) => [n.title, n.message])).toEqual([
      [NOTIFICATION_TEXTS.maximumReached('', 0).title, NOTIFICATION_TEXTS.maximumReached(auction.title, 12_000_000).message],
    ]);
    expect((await send('GET', `/api/auctions/${auction.id}/proxy-bid`, owner.cookie)).json()).toMatchObject({
      proxy: { maxAmount: 12_000_000, status: 'exhausted', leading: false },
    });
    // Raising it again makes it bid.
    const raised = await setMax(auction.id, 15_000_000, owner.cookie);
    expect(raised.json()).toMatchObject({ proxy: { status: 'active', leading: true }, auction: { currentBid: 13_500_000 } });
  });

  it('gives a manual bid equal to an earlier maximum to the maximum, and says why', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId, { startingBid: 10_000_000 });
    const [first, owner, late] = [
      await createBidder(ctx, {}, auction),
      await createBidder(ctx, {}, auction),
      await createBidder(ctx, {}, auction),
    ];
    expect((await bid(auction.id, 10_500_000, first.cookie)).statusCode).toBe(201);
    // The owner's maximum first bids 11 L (one increment); the late bid of exactly the maximum loses to it.
    expect((await setMax(auction.id, 12_000_000, owner.cookie)).json()).toMatchObject({ auction: { currentBid: 11_000_000 } });
    const res = await bid(auction.id, 12_000_000, late.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'BID_COVERED', message: PROXY_MESSAGES.covered(12_000_000) });
    const row = await auctionRow(ctx.database.db, auction.id);
    expect(row.currentBid).toBe(12_000_000);
    expect((await bidRows(auction.id)).at(-1)).toMatchObject({ userId: owner.id, amount: 12_000_000, automatic: true });
  });

  it('keeps the rules of a bid: sign-in, buyers only, EMD held, a live auction, at least the next minimum', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId, { startingBid: 10_000_000 });
    const buyer = await createBidder(ctx, {}, auction);
    const vendor = await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } });
    const noHold = await createBidder(ctx);
    expect((await setMax(auction.id, 20_000_000)).statusCode).toBe(401);
    expect((await setMax(auction.id, 20_000_000, vendor.cookie)).json().error.code).toBe('FORBIDDEN');
    expect((await setMax(auction.id, 20_000_000, noHold.cookie)).json().error.code).toBe('EMD_REQUIRED');
    expect((await setMax(auction.id, 20_000_000.5, buyer.cookie)).statusCode).toBe(400);
    const low = await setMax(auction.id, 10_400_000, buyer.cookie);
    expect(low.statusCode).toBe(409);
    expect(low.json().error).toMatchObject({ code: 'MAX_TOO_LOW', message: PROXY_MESSAGES.tooLow(10_500_000) });
    const upcoming = await insertAuction(ctx.database.db, vendorId, { status: 'upcoming', startTime: new Date(Date.now() + 3_600_000) });
    await ctx.database.db.insert(emdHolds).values({ auctionId: upcoming.id, userId: buyer.id, amount: upcoming.emdAmount, status: 'held' });
    expect((await setMax(upcoming.id, 20_000_000, buyer.cookie)).json().error.code).toBe('AUCTION_NOT_LIVE');
    expect((await setMax('not-an-id', 20_000_000, buyer.cookie)).statusCode).toBe(404);
  });

  it('lets a maximum be cancelled only while it is not leading, and a leading one only raised', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId, { startingBid: 10_000_000 });
    const owner = await createBidder(ctx, {}, auction);
    const other = await createBidder(ctx, {}, auction);
    await setMax(auction.id, 12_000_000, owner.cookie);
    const lower = await setMax(auction.id, 11_000_000, owner.cookie);
    expect(lower.json().error).toMatchObject({ code: 'MAX_NOT_HIGHER', message: PROXY_MESSAGES.notHigher(12_000_000) });
    const leading = await send('DELETE', `/api/auctions/${auction.id}/proxy-bid`, owner.cookie);
    expect(leading.statusCode).toBe(409);
    expect(leading.json().error).toMatchObject({ code: 'MAX_LEADING', message: PROXY_MESSAGES.cancelLeading });
    expect((await bid(auction.id, 13_000_000, other.cookie)).statusCode).toBe(201);
    expect((await send('DELETE', `/api/auctions/${auction.id}/proxy-bid`, owner.cookie)).statusCode).toBe(204);
    expect((await send('GET', `/api/auctions/${auction.id}/proxy-bid`, owner.cookie)).json()).toEqual({ proxy: null });
    expect((await send('DELETE', `/api/auctions/${auction.id}/proxy-bid`, owner.cookie)).json().error.message).toBe(
      PROXY_MESSAGES.notFound,
    );
  });

  it('lists the caller’s maximums on auctions not yet ended for the dashboard', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId, { startingBid: 10_000_000 });
    const owner = await createBidder(ctx, {}, auction);
    await setMax(auction.id, 14_000_000, owner.cookie);
    const list = (await send('GET', '/api/me/proxy-bids', owner.cookie)).json();
    expect(list.items).toEqual([
      expect.objectContaining({
        auctionId: auction.id,
        maxAmount: 14_000_000,
        leading: true,
        auction: expect.objectContaining({ title: auction.title, status: 'live', currentBid: 10_500_000 }),
      }),
    ]);
    expect((await send('GET', '/api/me/proxy-bids')).statusCode).toBe(401);
  });
});

describe('the maximum stays private', () => {
  /** A WebSocket that subscribes to topics and records every message. */
  function listen(base: string, topics: string[], cookie?: string) {
    const messages: string[] = [];
    const ws = new WebSocket(`${base}/api/realtime`, { headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });
    const ready = new Promise<void>((resolve, reject) => {
      ws.once('error', reject);
      let subscribed = 0;
      ws.on('message', (raw) => {
        const text = String(raw);
        messages.push(text);
        const m = JSON.parse(text) as { type: string };
        if (m.type === 'hello') for (const topic of topics) ws.send(JSON.stringify({ type: 'subscribe', topic }));
        if (m.type === 'subscribed' && ++subscribed === topics.length) resolve();
      });
    });
    return { messages, ready, close: () => ws.close() };
  }

  it('appears in no answer and no event to anyone but its owner, whatever they ask', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `ws://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
    // A maximum no bid reaches, with digits that appear nowhere else.
    const MAX = 98_765_431;
    const auction = await insertAuction(ctx.database.db, vendorId, { startingBid: 10_000_000 });
    const owner = await createBidder(ctx, {}, auction);
    const rival = await createBidder(ctx, {}, auction);
    const watchers = [
      listen(base, [`auction:${auction.id}`, 'auctions', 'user'], rival.cookie),
      listen(base, [`auction:${auction.id}`, 'auctions']),
      listen(base, [`auction:${auction.id}`, 'auctions', 'admin', 'user'], admin.cookie),
    ];
    const own = listen(base, ['user'], owner.cookie);
    await Promise.all([...watchers, own].map((w) => w.ready));

    expect((await setMax(auction.id, MAX, owner.cookie)).statusCode).toBe(200);
    for (const amount of [11_000_000, 12_000_000, 13_500_000]) expect((await bid(auction.id, amount, rival.cookie)).statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 300));

    const secret = [String(MAX), formatINR(MAX), MAX.toLocaleString('en-IN')];
    const leaks = (text: string) => secret.some((s) => text.includes(s));
    // Every GET of the API document, with every path parameter the auction's id, as everyone but the owner.
    const doc = (await send('GET', '/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
    const paths = Object.entries(doc.paths)
      .filter(([, methods]) => 'get' in methods)
      .map(([path]) => path.replace(/\{[^}]+\}/g, auction.id));
    expect(paths.length).toBeGreaterThan(40);
    const others = [undefined, rival.cookie, admin.cookie, (await createUser(ctx, { roles: ['vendor'] })).cookie];
    for (const cookie of others) {
      for (const path of [...paths, `/auction/${auction.id}`, '/sitemap.xml']) {
        const res = await send('GET', path, cookie);
        expect(leaks(res.body), `${path} as ${cookie ? 'a signed-in user' : 'a guest'}`).toBe(false);
      }
    }
    for (const w of watchers) {
      expect(w.messages.some((m) => m.includes('bid.placed'))).toBe(true);
      expect(w.messages.filter(leaks)).toEqual([]);
    }
    // The crawl can fail: the owner does see it, in answers and in their own events.
    expect(leaks((await send('GET', `/api/auctions/${auction.id}/proxy-bid`, owner.cookie)).body)).toBe(true);
    expect(leaks((await send('GET', '/api/me/proxy-bids', owner.cookie)).body)).toBe(true);
    expect(own.messages.some((m) => m.includes('proxy.updated') && leaks(m))).toBe(true);
    for (const w of [...watchers, own]) w.close();
  });
});

describe('the public bid log', () => {
  it('chains every bid, automatic ones included, and every flag and restore as new entries; it verifies', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId, { startingBid: 10_000_000 });
    const owner = await createBidder(ctx, {}, auction);
    const rival = await createBidder(ctx, {}, auction);
    await setMax(auction.id, 13_000_000, owner.cookie);
    const flagged = (await bid(auction.id, 11_000_000, rival.cookie)).json().id as string;
    await bid(auction.id, 14_000_000, rival.cookie);
    expect((await send('PATCH', `/api/admin/bids/${flagged}`, admin.cookie, { status: 'flagged' })).statusCode).toBe(200);
    expect((await send('PATCH', `/api/admin/bids/${flagged}`, admin.cookie, { status: 'active' })).statusCode).toBe(200);

    const log = await logOf(auction.id);
    expect(log.entries.map((e) => [e.seq, e.kind, e.ref, e.amount, e.automatic])).toEqual([
      [1, 'bid', null, 10_500_000, true],
      [2, 'bid', null, 11_000_000, false],
      [3, 'bid', null, 11_500_000, true],
      // Above the maximum: it wins outright (the maximum has nothing to answer with).
      [4, 'bid', null, 14_000_000, false],
      [5, 'flagged', 2, 11_000_000, false],
      [6, 'restored', 2, 11_000_000, false],
    ]);
    // Aliases only: no names, no user ids.
    const aliases = new Set(log.entries.map((e) => e.alias));
    expect(aliases.size).toBe(2);
    for (const a of aliases) expect(a).toMatch(/^Bidder /);
    expect(JSON.stringify(log)).not.toContain(owner.id);
    expect(log.seal).toBeNull();
    expect(await verifyBidLog(log, null)).toMatchObject({ ok: true, entries: 6, sealed: false, head: log.head });
  });

  it('is signed at the close; an edit of a stored bid is caught at that entry', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId, { startingBid: 10_000_000 });
    const [a, b] = [await createBidder(ctx, {}, auction), await createBidder(ctx, {}, auction)];
    const ids: string[] = [];
    for (const [amount, who] of [
      [10_500_000, a],
      [11_000_000, b],
      [11_500_000, a],
      [12_000_000, b],
    ] as const)
      ids.push((await bid(auction.id, amount, who.cookie)).json().id);
    expect((await send('POST', `/api/auctions/${auction.id}/end`, admin.cookie)).statusCode).toBe(200);
    const key = await publicKey();
    expect(key).toMatchObject({ algorithm: 'Ed25519', keyId: expect.stringMatching(/^[0-9a-f]{16}$/) });
    const sealed = await logOf(auction.id);
    expect(sealed.seal).toMatchObject({ seq: 4, hash: sealed.head.hash, keyId: key.keyId });
    expect(await verifyBidLog(sealed, key)).toMatchObject({ ok: true, entries: 4, sealed: true, keyId: key.keyId });

    // A stored bid's amount edited behind the platform's back.
    await ctx.database.db.execute(sql`UPDATE bids SET amount = amount + 100000 WHERE id = ${ids[2]!}`);
    const edited = await logOf(auction.id);
    expect(await verifyBidLog(edited, key)).toMatchObject({ ok: false, seq: 3 });
    // A seal made with another key does not verify.
    const other = { ...key, spki: (await (await import('../../lib/security/signing-key')).generateSigningKey()).publicKey.spki };
    expect(await verifyBidLog(sealed, other)).toMatchObject({ ok: false });
    // The edit is undone; the log verifies again.
    await ctx.database.db.execute(sql`UPDATE bids SET amount = amount - 100000 WHERE id = ${ids[2]!}`);
    expect(await verifyBidLog(await logOf(auction.id), key)).toMatchObject({ ok: true });
  });

  it('keeps the bids of a removed account and logs their removal, sealing again after the close', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId, { startingBid: 10_000_000 });
    const [a, b] = [await createBidder(ctx, {}, auction), await createBidder(ctx, {}, auction)];
    await bid(auction.id, 10_500_000, a.cookie);
    await bid(auction.id, 11_000_000, b.cookie);
    expect((await send('POST', `/api/auctions/${auction.id}/end`, admin.cookie)).statusCode).toBe(200);
    const services = (
      ctx.app as unknown as {
        services: { bids: { removeBidders: (ids: string[], remove: (tx: never) => Promise<void>) => Promise<unknown> } };
      }
    ).services;
    await services.bids.removeBidders([b.id], async (tx) => {
      await (tx as typeof ctx.database.db).execute(sql`DELETE FROM users WHERE id = ${b.id}`);
    });
    const log = await logOf(auction.id);
    expect(log.entries.map((e) => [e.kind, e.ref, e.amount])).toEqual([
      ['bid', null, 10_500_000],
      ['bid', null, 11_000_000],
      ['removed', 2, 11_000_000],
    ]);
    expect(log.seal?.seq).toBe(3);
    expect(await verifyBidLog(log, await publicKey())).toMatchObject({ ok: true, sealed: true });
    expect(
      await ctx.database.db
        .select()
        .from(bids)
        .where(and(eq(bids.auctionId, auction.id), eq(bids.userId, b.id))),
    ).toEqual([]);
  });

  it('hides a draft’s log like the draft', async () => {
    const draft = await insertAuction(ctx.database.db, vendorId, { status: 'draft' });
    expect((await send('GET', `/api/auctions/${draft.id}/bid-log`)).statusCode).toBe(404);
  });
});
