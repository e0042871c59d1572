import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REALTIME_PATH, type ServerMessage } from '../../../shared/realtime';
import { verifyBidLog, type BidLog, type BidLogPublicKey } from '../../../shared/bid-log';
import type { Bid } from '../../../shared/schemas/bid';
import { createTestApp, createUser, ORIGIN, type TestContext } from '../../test/test-app';
import { appendStatement, chainEntries } from './bid-log.repository';
import { createBidder, insertAuction } from './bids.fixtures';

/**
 * Decision 038: a bidder's public alias belongs to one auction. The same bidder keeps it through the
 * auction (watchers follow the race), and has an unrelated one in the next (nobody follows the bidder
 * from auction to auction), wherever the public sees bids: the bid's answer, Recent Bids, the bid
 * log and the realtime events.
 */
let ctx: TestContext;
let base: string;
let vendorId: string;
let admin: { id: string; cookie: string };
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
  vendorId = (await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } })).id;
  admin = await createUser(ctx, { roles: ['admin'] });
});
afterAll(async () => ctx.close());

const send = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
const bid = async (auctionId: string, amount: number, cookie: string) => {
  const res = await send('POST', `/api/auctions/${auctionId}/bids`, cookie, { amount });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Bid;
};
const recentBids = async (auctionId: string, cookie?: string) =>
  ((await send('GET', `/api/auctions/${auctionId}/bids`, cookie)).json() as { items: Bid[] }).items;
const logOf = async (auctionId: string) => (await send('GET', `/api/auctions/${auctionId}/bid-log`)).json() as BidLog;

/** A guest's socket on the auctions' topics, recording every event. */
function watch(topics: string[]) {
  const events: Extract<ServerMessage, { type: 'event' }>[] = [];
  const ws = new WebSocket(`${base}${REALTIME_PATH}`, { headers: { origin: ORIGIN } });
  const ready = new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    let subscribed = 0;
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as ServerMessage;
      if (m.type === 'hello') for (const topic of topics) ws.send(JSON.stringify({ type: 'subscribe', topic }));
      if (m.type === 'subscribed' && ++subscribed === topics.length) resolve();
      if (m.type === 'event') events.push(m);
    });
  });
  return { events, ready, close: () => ws.close() };
}

/** The aliases of the bid.placed events a watcher received for an auction, in order. */
const placedAliases = (events: Extract<ServerMessage, { type: 'event' }>[], auctionId: string) =>
  events.flatMap((e) => (e.event === 'bid.placed' && e.topic === `auction:${auctionId}` ? [e.data.bid.bidderAlias] : []));

describe('a bidder’s public alias (decision 038)', () => {
  it('stays the same within an auction and differs between auctions, in answers, Recent Bids, the log and events', async () => {
    const [first, second] = [await insertAuction(ctx.database.db, vendorId), await insertAuction(ctx.database.db, vendorId)];
    const x = await createBidder(ctx, {}, first, second);
    const y = await createBidder(ctx, {}, first, second);
    const watcher = watch([`auction:${first.id}`, `auction:${second.id}`]);
    await watcher.ready;

    const x1 = await bid(first.id, 10_500_000, x.cookie);
    const y1 = await bid(first.id, 11_000_000, y.cookie);
    const x1Again = await bid(first.id, 11_500_000, x.cookie);
    const x2 = await bid(second.id, 10_500_000, x.cookie);
    // Y's maximum on the second auction answers X's next bid there with an automatic bid under Y's alias.
    const proxy = await send('POST', `/api/auctions/${second.id}/proxy-bid`, y.cookie, { maxAmount: 13_000_000 });
    expect(proxy.statusCode, proxy.body).toBe(200);
    await bid(second.id, 11_500_000, x.cookie);

    const [xInFirst, yInFirst, xInSecond] = [x1.bidderAlias, y1.bidderAlias, x2.bidderAlias];
    expect(xInFirst).toMatch(/^Bidder [0-9A-F]{4}$/);
    expect(x1Again.bidderAlias).toBe(xInFirst);
    expect(xInSecond).toMatch(/^Bidder [0-9A-F]{4}$/);
    // NOTE: four hex digits, as before: two unrelated aliases coincide once in 65,536 draws.
    expect(xInSecond).not.toBe(xInFirst);
    expect(yInFirst).not.toBe(xInFirst);

    // Recent Bids, to a guest and to the bidder, who is told which bids are theirs.
    expect((await recentBids(first.id)).map((b) => b.bidderAlias)).toEqual([xInFirst, yInFirst, xInFirst]);
    const asX = await recentBids(first.id, x.cookie);
    expect(asX.map((b) => [b.bidderAlias, b.isMine])).toEqual([
      [xInFirst, true],
      [yInFirst, false],
      [xInFirst, true],
    ]);
    const onSecond = await recentBids(second.id);
    const yInSecond = onSecond.find((b) => b.automatic)!.bidderAlias;
    expect(yInSecond).not.toBe(yInFirst);
    expect(onSecond.map((b) => [b.bidderAlias, b.automatic])).toEqual([
      [yInSecond, true],
      [xInSecond, false],
      [yInSecond, true],
      [xInSecond, false],
    ]);

    // The public log: the same aliases, and it verifies.
    const firstLog = await logOf(first.id);
    expect(firstLog.entries.map((e) => e.alias)).toEqual([xInFirst, yInFirst, xInFirst]);
    expect(await verifyBidLog(firstLog, null)).toMatchObject({ ok: true, entries: 3 });
    const secondLog = await logOf(second.id);
    expect(secondLog.entries.map((e) => e.alias)).toEqual([xInSecond, yInSecond, xInSecond, yInSecond]);
    expect(await verifyBidLog(secondLog, null)).toMatchObject({ ok: true, entries: 4 });

    // The events every watcher receives, automatic bids included.
    await expect.poll(() => placedAliases(watcher.events, second.id).length).toBe(4);
    expect(placedAliases(watcher.events, first.id)).toEqual([xInFirst, yInFirst, xInFirst]);
    expect(placedAliases(watcher.events, second.id)).toEqual([xInSecond, yInSecond, xInSecond, yInSecond]);

    // At the close: the winner is announced, the log sealed and the sale shown under the alias of that auction.
    expect((await send('POST', `/api/auctions/${first.id}/end`, admin.cookie)).statusCode).toBe(200);
    await expect.poll(() => watcher.events.some((e) => e.event === 'auction.ended')).toBe(true);
    expect(watcher.events.find((e) => e.event === 'auction.ended')?.data).toMatchObject({ winnerAlias: xInFirst });
    const key = (await send('GET', '/api/bid-log/public-key')).json() as BidLogPublicKey;
    expect(await verifyBidLog(await logOf(first.id), key)).toMatchObject({ ok: true, sealed: true });
    expect((await send('GET', `/api/auctions/${first.id}/sale`, x.cookie)).json()).toMatchObject({ buyer: { alias: xInFirst } });
    watcher.close();
  });

  it('is the alias a bidder already has in an auction’s log, so an auction running across the change keeps its aliases', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId);
    const x = await createBidder(ctx, {}, auction);
    // A bid logged before decision 038, under the bidder's one alias for every auction.
    const earlier = { id: randomUUID(), amount: 10_500_000, at: new Date(Date.now() - 60_000) };
    await ctx.database.db.execute(sql`INSERT INTO bids (id, auction_id, user_id, amount, created_at)
      VALUES (${earlier.id}, ${auction.id}, ${x.id}, ${earlier.amount}, ${earlier.at.toISOString()})`);
    await ctx.database.db.execute(sql`UPDATE auctions SET current_bid = ${earlier.amount}, bid_count = 1, bidders_count = 1
      WHERE id = ${auction.id}`);
    const entry = { kind: 'bid' as const, bidId: earlier.id, ref: null, amount: earlier.amount, automatic: false, at: earlier.at };
    await ctx.database.db.execute(appendStatement(chainEntries(auction.id, null, [{ ...entry, alias: 'Bidder 7E57' }])));

    expect((await bid(auction.id, 11_000_000, x.cookie)).bidderAlias).toBe('Bidder 7E57');
    expect((await recentBids(auction.id)).map((b) => b.bidderAlias)).toEqual(['Bidder 7E57', 'Bidder 7E57']);
    const log = await logOf(auction.id);
    expect(log.entries.map((e) => e.alias)).toEqual(['Bidder 7E57', 'Bidder 7E57']);
    expect(await verifyBidLog(log, null)).toMatchObject({ ok: true, entries: 2 });
  });

  it('is the alias of that auction when history without a log is logged (the seed, an older database)', async () => {
    const [first, second] = [await insertAuction(ctx.database.db, vendorId), await insertAuction(ctx.database.db, vendorId)];
    const x = await createBidder(ctx, {}, first, second);
    for (const auction of [first, second]) {
      await ctx.database.db.execute(sql`INSERT INTO bids (auction_id, user_id, amount, created_at)
        VALUES (${auction.id}, ${x.id}, 10500000, ${new Date(Date.now() - 60_000).toISOString()})`);
      await ctx.database.db.execute(sql`UPDATE auctions SET current_bid = 10500000, bid_count = 1, bidders_count = 1
        WHERE id = ${auction.id}`);
    }
    const services = (ctx.app as unknown as { services: { bidLog: { backfill(): Promise<number> } } }).services;
    expect(await services.bidLog.backfill()).toBeGreaterThanOrEqual(2);

    const [firstLog, secondLog] = [await logOf(first.id), await logOf(second.id)];
    expect(await verifyBidLog(firstLog, null)).toMatchObject({ ok: true, entries: 1 });
    expect(firstLog.entries[0]!.alias).not.toBe(secondLog.entries[0]!.alias);
    // The bidder's next bid there carries the alias the history was logged under.
    expect((await bid(first.id, 11_000_000, x.cookie)).bidderAlias).toBe(firstLog.entries[0]!.alias);
  });
});
