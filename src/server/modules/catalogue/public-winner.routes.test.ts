import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REALTIME_PATH, type ServerMessage } from '../../../shared/realtime';
import type { Bid } from '../../../shared/schemas/bid';
import { createTestApp, createUser, ORIGIN, type TestContext } from '../../test/test-app';
import { createBidder, insertAuction } from '../bids/bids.fixtures';

/**
 * Decision 038, the winner: what anyone may read of an ended auction (the catalogue's detail and
 * listing, shared between viewers, and the events on its public topics) says that it has a winner and
 * their alias in that auction, never their user id, which would tie together every auction one buyer
 * won. The winner learns it from their own bids; the seller and admins still see who bought.
 */
let ctx: TestContext;
let base: string;
let vendor: { id: string; cookie: string };
let admin: { id: string; cookie: string };
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
  vendor = await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } });
  admin = await createUser(ctx, { roles: ['admin'] });
});
afterAll(async () => ctx.close());

const send = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
const read = async (url: string, cookie?: string) => {
  const res = await send('GET', url, cookie);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return { body: res.body, json: res.json() };
};

type EventMessage = Extract<ServerMessage, { type: 'event' }>;

/** A guest's socket on the given topics, recording every event. */
function watch(topics: string[]) {
  const events: EventMessage[] = [];
  const raw: string[] = [];
  const ws = new WebSocket(`${base}${REALTIME_PATH}`, { headers: { origin: ORIGIN } });
  const ready = new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    let subscribed = 0;
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as ServerMessage;
      if (m.type === 'hello') for (const topic of topics) ws.send(JSON.stringify({ type: 'subscribe', topic }));
      if (m.type === 'subscribed' && ++subscribed === topics.length) resolve();
      if (m.type === 'event') {
        events.push(m);
        raw.push(String(data));
      }
    });
  });
  return { events, raw, ready, close: () => ws.close() };
}

describe('the winner of an ended auction in public data (decision 038)', () => {
  it('is told as "has a winner" and an alias, never a user id, while the winner, the seller and admins still know who', async () => {
    const auction = await insertAuction(ctx.database.db, vendor.id);
    const winner = await createBidder(ctx, {}, auction);
    const loser = await createBidder(ctx, {}, auction);
    const guest = watch([`auction:${auction.id}`, 'auctions']);
    await guest.ready;

    const bid = async (cookie: string, amount: number) => {
      const res = await send('POST', `/api/auctions/${auction.id}/bids`, cookie, { amount });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Bid;
    };
    await bid(loser.cookie, 10_500_000);
    const winning = await bid(winner.cookie, 11_000_000);
    const end = await send('POST', `/api/auctions/${auction.id}/end`, admin.cookie);
    expect(end.statusCode, end.body).toBe(200);
    expect(end.body).not.toContain(winner.id);
    expect(end.json()).toMatchObject({ status: 'ended', hasWinner: true });

    // The close a guest hears on both public topics: whether there is a winner, and their alias.
    const ended = () => guest.events.filter((e) => e.event === 'auction.ended');
    await expect.poll(() => ended().length).toBe(2);
    for (const e of ended()) {
      expect(e.data).toMatchObject({ auctionId: auction.id, hasWinner: true, winnerAlias: winning.bidderAlias, finalBid: 11_000_000 });
      expect(e.data).not.toHaveProperty('winnerId');
    }
    for (const message of guest.raw) expect(message).not.toContain(winner.id);
    guest.close();

    // The catalogue's detail and listing, as a guest and as another bidder (one cached answer for all).
    for (const cookie of [undefined, loser.cookie]) {
      const detail = await read(`/api/auctions/${auction.id}`, cookie);
      expect(detail.body).not.toContain(winner.id);
      expect(detail.json).toMatchObject({ status: 'ended', hasWinner: true, result: 'awaiting_confirmation' });
      expect(detail.json).not.toHaveProperty('winnerId');
      const listing = await read('/api/auctions?status=ended&pageSize=60', cookie);
      expect(listing.json.items.find((a: { id: string }) => a.id === auction.id)).toMatchObject({ hasWinner: true });
      expect(listing.body).not.toContain(winner.id);
    }

    // Another bidder's own bids say they lost, not who won.
    const loserBids = await read('/api/me/bids', loser.cookie);
    expect(loserBids.json.items.map((b: { won: boolean }) => b.won)).toEqual([false]);
    expect(loserBids.body).not.toContain(winner.id);

    // The winner learns it from their own bid, their bids summary and the sale.
    const recent = (await read(`/api/auctions/${auction.id}/bids`, winner.cookie)).json;
    expect(recent.items[0]).toMatchObject({ amount: 11_000_000, isMine: true });
    expect((await read('/api/me/bids', winner.cookie)).json.items.map((b: { won: boolean }) => b.won)).toEqual([true]);
    expect((await read(`/api/auctions/${auction.id}/sale`, winner.cookie)).json).toMatchObject({
      as: 'buyer',
      stage: 'awaiting_confirmation',
    });

    // The seller and admins still see the buyer, on their own views.
    expect((await read(`/api/vendor/auctions/${auction.id}`, vendor.cookie)).json).toMatchObject({ winnerId: winner.id });
    expect((await read(`/api/admin/auctions/${auction.id}`, admin.cookie)).json).toMatchObject({ winnerId: winner.id });
    const asSeller = (await read(`/api/auctions/${auction.id}/sale`, vendor.cookie)).json;
    expect(asSeller).toMatchObject({ as: 'seller', buyer: { alias: winning.bidderAlias } });
    expect(asSeller.buyer.name).not.toBeNull();
  });
});
