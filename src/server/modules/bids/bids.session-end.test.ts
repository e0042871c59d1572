import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REALTIME_PATH } from '../../../shared/realtime';
import { openDatabase } from '../../db/client';
import { createTestApp, createUser, ORIGIN, type TestContext } from '../../test/test-app';
import { testDbKind } from '../../test/test-db';
import { resetPasswordByMail, signOut } from '../accounts/accounts.fixtures';
import { createAppWith, createBidder, insertAuction } from './bids.fixtures';

/**
 * The bid route remembers a bidder for a few seconds per cookie (bidder-cache.ts); a session that
 * ends must not go on bidding from that memory, on this server or any other.
 */
let ctx: TestContext;
let vendorId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  vendorId = (await createUser(ctx, { roles: ['vendor'] })).id;
});
afterAll(async () => ctx.close());

function bid(app: TestContext['app'], auctionId: string, amount: number, cookie: string) {
  return app.inject({ method: 'POST', url: `/api/auctions/${auctionId}/bids`, headers: { origin: ORIGIN, cookie }, payload: { amount } });
}

describe('a bid sent with the cookie of a session that ended', () => {
  it('is refused with 401 right after the session signs out', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId);
    const bidder = await createBidder(ctx, {}, auction);
    expect((await bid(ctx.app, auction.id, 10_500_000, bidder.cookie)).statusCode).toBe(201);
    await signOut(ctx.app, bidder.cookie);
    const res = await bid(ctx.app, auction.id, 11_000_000, bidder.cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('is refused with 401 right after a password reset ends every session', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId);
    const bidder = await createBidder(ctx, {}, auction);
    expect((await bid(ctx.app, auction.id, 10_500_000, bidder.cookie)).statusCode).toBe(201);
    await resetPasswordByMail(ctx.app, bidder.email, 'brand-new-pass');
    expect((await bid(ctx.app, auction.id, 11_000_000, bidder.cookie)).statusCode).toBe(401);
  });
});

describe.runIf(testDbKind() === 'postgres')('two server processes on one PostgreSQL', () => {
  it('refuses on one the cookie of a session signed out through the other', async () => {
    const second = await openDatabase({ kind: 'postgres', url: ctx.database.url! });
    const other = await createAppWith({}, second);
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const auction = await insertAuction(ctx.database.db, vendorId);
      const bidder = await createBidder(ctx, {}, auction);
      expect((await bid(other.app, auction.id, 10_500_000, bidder.cookie)).statusCode).toBe(201);
      // A socket of the same session on the other server closes when that server hears of the end,
      // in the same step that forgets the remembered bidder.
      const port = (other.app.server.address() as { port: number }).port;
      const ws = new WebSocket(`ws://127.0.0.1:${port}${REALTIME_PATH}`, { headers: { origin: ORIGIN, cookie: bidder.cookie } });
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      const closed = new Promise((resolve) => ws.once('close', resolve));

      await signOut(ctx.app, bidder.cookie);
      await closed;
      expect((await bid(other.app, auction.id, 11_000_000, bidder.cookie)).statusCode).toBe(401);
    } finally {
      await other.close();
      await second.close();
    }
  });
});
