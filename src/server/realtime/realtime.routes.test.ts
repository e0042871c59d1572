import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CLOSE_POLICY, type ServerMessage } from '../../shared/realtime';
import { openDatabase } from '../db/client';
import { bids } from '../db/schema';
import { anotherSession, resetPasswordByMail, signOut } from '../modules/accounts/accounts.fixtures';
import { createAppWith, createBidder, holdEmd, insertAuction } from '../modules/bids/bids.fixtures';
import { createTestApp, createUser, ORIGIN, signIn, type TestContext } from '../test/test-app';
import { testDbKind } from '../test/test-db';
import { SESSION_ENDED_REASON } from './hub';

let ctx: TestContext;
let base: string;
let vendorId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
  vendorId = (await createUser(ctx, { roles: ['vendor'] })).id;
});
afterAll(async () => ctx.close());

type Client = {
  ws: WebSocket;
  /** Settles with the close code and reason once the socket closes. */
  closed: Promise<{ code: number; reason: string }>;
  messages: ServerMessage[];
  next: (match: (m: ServerMessage) => boolean, timeoutMs?: number) => Promise<ServerMessage>;
  send: (m: object) => void;
};

/** A WebSocket client that records every message and can wait for one. */
function connect(url: string, headers: Record<string, string> = { origin: ORIGIN }): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url}/api/realtime`, { headers });
    const messages: ServerMessage[] = [];
    const waiters: { match: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as ServerMessage;
      messages.push(m);
      for (const w of [...waiters]) {
        if (w.match(m)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(m);
        }
      }
    });
    const closed = new Promise<{ code: number; reason: string }>((res) =>
      ws.once('close', (code, reason) => res({ code, reason: String(reason) })),
    );
    const client: Client = {
      ws,
      closed,
      messages,
      send: (m) => ws.send(JSON.stringify(m)),
      next(match, timeoutMs = 5000) {
        const seen = messages.find(match);
        if (seen) {
          messages.splice(messages.indexOf(seen), 1);
          return Promise.resolve(seen);
        }
        return new Promise((res, rej) => {
          const timer = setTimeout(() => rej(new Error('no matching message in time')), timeoutMs);
          waiters.push({
            match,
            resolve: (m) => {
              clearTimeout(timer);
              messages.splice(messages.indexOf(m), 1);
              res(m);
            },
          });
        });
      },
    };
    ws.once('open', () => resolve(client));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

const is =
  (type: string, extra: (m: never) => boolean = () => true) =>
  (m: ServerMessage) =>
    m.type === type && extra(m as never);

async function subscribe(c: Client, topic: string) {
  c.send({ type: 'subscribe', topic });
  return c.next((m) => (m.type === 'subscribed' || m.type === 'error') && 'topic' in m && m.topic === topic);
}

/** The socket's close, or a failure when it is still open after `ms`. */
function closeOf(c: Client, ms = 5000) {
  return Promise.race([c.closed, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the socket is still open')), ms))]);
}

const SESSION_ENDED = { code: CLOSE_POLICY, reason: SESSION_ENDED_REASON };

/** An admin adds or removes one of the user's roles. */
async function changeRole(app: TestContext['app'], adminCookie: string, userId: string, role: string, change: 'add' | 'remove') {
  const res = await app.inject({
    method: change === 'add' ? 'POST' : 'DELETE',
    url: change === 'add' ? `/api/admin/users/${userId}/roles` : `/api/admin/users/${userId}/roles/${role}`,
    headers: { origin: ORIGIN, cookie: adminCookie },
    ...(change === 'add' ? { payload: { role } } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
}

function placeBid(app: TestContext['app'], auctionId: string, amount: number, cookie: string) {
  return app.inject({
    method: 'POST',
    url: `/api/auctions/${auctionId}/bids`,
    headers: { origin: ORIGIN, cookie },
    payload: { amount },
  });
}

describe('realtime', () => {
  it('greets with the server time and who is connected', async () => {
    const buyer = await createBidder(ctx);
    const c = await connect(base, { origin: ORIGIN, cookie: buyer.cookie });
    const hello = await c.next(is('hello'));
    expect(hello).toMatchObject({ type: 'hello', userId: buyer.id });
    expect(Math.abs((hello as { serverTime: number }).serverTime - Date.now())).toBeLessThan(5000);
    c.ws.close();
  });

  it('tells a new subscriber since when its topic has been quiet, so a bid before the subscription is not missed', async () => {
    const quiet = await insertAuction(ctx.database.db, vendorId);
    const auction = await insertAuction(ctx.database.db, vendorId);
    const buyer = await createBidder(ctx, {}, auction);
    const before = Date.now();
    // Nobody follows the auction yet: the event reaches no socket, but the hub remembers it.
    expect((await placeBid(ctx.app, auction.id, 10_500_000, buyer.cookie)).statusCode).toBe(201);
    const c = await connect(base);
    const answer = (await subscribe(c, `auction:${auction.id}`)) as { quietSince: number };
    expect(answer.quietSince).toBeGreaterThanOrEqual(before);
    expect(answer.quietSince).toBeLessThanOrEqual(Date.now());
    const untouched = (await subscribe(c, `auction:${quiet.id}`)) as { quietSince: number };
    expect(untouched.quietSince).toBeLessThan(before);
    c.ws.close();
  });

  it('pushes bid.placed to watchers of the auction and of the listings after the bid commits', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId);
    const buyer = await createBidder(ctx, {}, auction);
    const watcher = await connect(base);
    const lister = await connect(base);
    expect(await subscribe(watcher, `auction:${auction.id}`)).toMatchObject({ type: 'subscribed' });
    expect(await subscribe(lister, 'auctions')).toMatchObject({ type: 'subscribed' });
    const res = await placeBid(ctx.app, auction.id, 10_500_000, buyer.cookie);
    expect(res.statusCode).toBe(201);
    const event = (await watcher.next(is('event'))) as Extract<ServerMessage, { type: 'event' }>;
    expect(event).toMatchObject({
      topic: `auction:${auction.id}`,
      event: 'bid.placed',
      seq: 1,
      data: {
        auctionId: auction.id,
        currentBid: 10_500_000,
        bidCount: 1,
        biddersCount: 1,
        extended: false,
        bid: { id: res.json().id, amount: 10_500_000, bidderAlias: res.json().bidderAlias },
      },
    });
    expect(JSON.stringify(event)).not.toContain(buyer.email);
    // Published after commit: the bid is already readable when the event arrives.
    const stored = await ctx.database.db.select().from(bids);
    expect(stored.some((b) => b.id === res.json().id)).toBe(true);
    expect(await lister.next(is('event'))).toMatchObject({ topic: 'auctions', event: 'bid.placed' });
    watcher.ws.close();
    lister.ws.close();
  });

  it('tells the outbid bidder on their own user topic', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId);
    const first = await createBidder(ctx, {}, auction);
    const second = await createBidder(ctx, {}, auction);
    const mine = await connect(base, { origin: ORIGIN, cookie: first.cookie });
    await subscribe(mine, 'user');
    await placeBid(ctx.app, auction.id, 10_500_000, first.cookie);
    expect(await mine.next(is('event'))).toMatchObject({ topic: 'user', event: 'bid.placed' });
    await placeBid(ctx.app, auction.id, 11_000_000, second.cookie);
    const note = await mine.next(is('event', (m: { event: string }) => m.event === 'notification.created'));
    expect(note).toMatchObject({
      topic: 'user',
      data: { title: 'You have been outbid', read: false, data: { auctionId: auction.id } },
    });
    mine.ws.close();
  });

  it('tells a buyer on their user topic when an admin verifies or rejects their account (a suspension closes the socket: below)', async () => {
    const buyer = await createUser(ctx, { roles: ['buyer'], profile: { verificationStatus: 'pending' } });
    const admin = await createUser(ctx, { roles: ['admin'] });
    const mine = await connect(base, { origin: ORIGIN, cookie: buyer.cookie });
    await subscribe(mine, 'user');
    for (const status of ['verified', 'rejected'] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/users/${buyer.id}/verification`,
        headers: { origin: ORIGIN, cookie: admin.cookie },
        payload: { status, reason: 'The PAN card is not readable.' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const event = await mine.next(is('event', (m: { event: string }) => m.event === 'account.changed'));
      expect(event).toMatchObject({ topic: 'user', data: { verificationStatus: status, roles: ['buyer'] } });
    }
    mine.ws.close();
  });

  it('takes topics exactly as spelled: "ADMIN" or an upper-case auction id is refused, not acknowledged', async () => {
    const admin = await createUser(ctx, { roles: ['admin'] });
    const c = await connect(base, { origin: ORIGIN, cookie: admin.cookie });
    const auction = await insertAuction(ctx.database.db, vendorId);
    for (const topic of ['ADMIN', 'User', `auction:${auction.id.toUpperCase()}`]) {
      c.send({ type: 'subscribe', topic });
      expect(await c.next((m) => m.type === 'subscribed' || m.type === 'error'), topic).toMatchObject({
        type: 'error',
        code: 'VALIDATION',
      });
    }
    expect(await subscribe(c, 'admin')).toMatchObject({ type: 'subscribed' });
    c.ws.close();
  });

  it('refuses a connection from another site', async () => {
    await expect(connect(base, { origin: 'https://evil.example' })).rejects.toThrow('refused with 403');
  });

  it('keeps the admin topic for admins and the user topic for the signed in', async () => {
    const buyer = await createBidder(ctx);
    const admin = await createUser(ctx, { roles: ['admin'] });
    const asBuyer = await connect(base, { origin: ORIGIN, cookie: buyer.cookie });
    expect(await subscribe(asBuyer, 'admin')).toMatchObject({ type: 'error', code: 'FORBIDDEN', topic: 'admin' });
    const guest = await connect(base);
    expect(await subscribe(guest, 'user')).toMatchObject({ type: 'error', code: 'UNAUTHENTICATED' });
    const asAdmin = await connect(base, { origin: ORIGIN, cookie: admin.cookie });
    expect(await subscribe(asAdmin, 'admin')).toMatchObject({ type: 'subscribed', topic: 'admin' });
    const auction = await insertAuction(ctx.database.db, vendorId);
    await holdEmd(ctx.database.db, auction, buyer.id);
    await placeBid(ctx.app, auction.id, 10_500_000, buyer.cookie);
    expect(await asAdmin.next(is('event'))).toMatchObject({ topic: 'admin', event: 'bid.placed' });
    for (const c of [asBuyer, guest, asAdmin]) c.ws.close();
  });

  it('answers a ping with the server time and rejects unknown messages', async () => {
    const c = await connect(base);
    c.send({ type: 'ping', id: 7 });
    expect(await c.next(is('pong'))).toMatchObject({ type: 'pong', id: 7 });
    c.send({ type: 'subscribe', topic: 'everything' });
    expect(await c.next(is('error'))).toMatchObject({ code: 'VALIDATION' });
    c.ws.close();
  });

  it('stops sending after unsubscribe', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId);
    const buyer = await createBidder(ctx, {}, auction);
    const c = await connect(base);
    await subscribe(c, `auction:${auction.id}`);
    c.send({ type: 'unsubscribe', topic: `auction:${auction.id}` });
    await c.next(is('unsubscribed'));
    await placeBid(ctx.app, auction.id, 10_500_000, buyer.cookie);
    await expect(c.next(is('event'), 300)).rejects.toThrow();
    c.ws.close();
  });
});

describe('when a session ends or a role changes', () => {
  it('closes the sockets of a session that signs out, and no other session’s', async () => {
    const user = await createUser(ctx);
    const admin = await createUser(ctx, { roles: ['admin'] });
    const phone = await anotherSession(ctx.app, user);
    const [tab, secondTab, onPhone] = await Promise.all([
      connect(base, { origin: ORIGIN, cookie: user.cookie }),
      connect(base, { origin: ORIGIN, cookie: user.cookie }),
      connect(base, { origin: ORIGIN, cookie: phone }),
    ]);
    for (const c of [tab, secondTab, onPhone]) expect(await subscribe(c, 'user')).toMatchObject({ type: 'subscribed' });

    await signOut(ctx.app, user.cookie);
    expect(await closeOf(tab)).toEqual(SESSION_ENDED);
    expect(await closeOf(secondTab)).toEqual(SESSION_ENDED);
    // The phone's session goes on, and still hears the user's own events.
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/verification`,
      headers: { origin: ORIGIN, cookie: admin.cookie },
      payload: { status: 'verified' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await onPhone.next(is('event', (m: { event: string }) => m.event === 'account.changed'))).toMatchObject({ topic: 'user' });
    onPhone.ws.close();
  });

  it('closes every socket of the account after a password reset, and the reconnect with the old cookie is a visitor’s', async () => {
    const user = await createUser(ctx);
    const phone = await anotherSession(ctx.app, user);
    const sockets = await Promise.all([user.cookie, phone].map((cookie) => connect(base, { origin: ORIGIN, cookie })));
    for (const c of sockets) await subscribe(c, 'user');

    await resetPasswordByMail(ctx.app, user.email, 'brand-new-pass');
    for (const c of sockets) expect(await closeOf(c)).toEqual(SESSION_ENDED);

    const again = await connect(base, { origin: ORIGIN, cookie: user.cookie });
    expect(await again.next(is('hello'))).toMatchObject({ userId: null });
    expect(await subscribe(again, 'user')).toMatchObject({ type: 'error', code: 'UNAUTHENTICATED' });
    // A visitor's socket has no session to end: it stays open.
    again.send({ type: 'ping', id: 1 });
    expect(await again.next(is('pong'))).toMatchObject({ id: 1 });
    again.ws.close();
  });

  it('ends every session of a user an admin suspends and closes their sockets; they sign in again as suspended', async () => {
    const user = await createUser(ctx, { profile: { verificationStatus: 'verified' } });
    const admin = await createUser(ctx, { roles: ['admin'] });
    const phone = await anotherSession(ctx.app, user);
    const sockets = await Promise.all([user.cookie, phone].map((cookie) => connect(base, { origin: ORIGIN, cookie })));
    for (const c of sockets) await subscribe(c, 'user');

    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/verification`,
      headers: { origin: ORIGIN, cookie: admin.cookie },
      payload: { status: 'suspended', reason: 'Repeated unpaid wins.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const c of sockets) expect(await closeOf(c)).toEqual(SESSION_ENDED);
    for (const cookie of [user.cookie, phone]) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
    }
    // The admin's own session is untouched, and the suspended user may still sign in and read their account.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    const again = await signIn(ctx.app, user.email, user.password);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: again } });
    expect(me.json().profile.verificationStatus).toBe('suspended');
  });

  // NOTE: no route revokes sessions (auth.routes.ts opens only the routes the screens use); Better Auth's
  // own call stands in for any other way a session is deleted through it.
  it('closes the sockets of the sessions another session revokes', async () => {
    const user = await createUser(ctx);
    const phone = await anotherSession(ctx.app, user);
    const [tab, onPhone] = await Promise.all([
      connect(base, { origin: ORIGIN, cookie: user.cookie }),
      connect(base, { origin: ORIGIN, cookie: phone }),
    ]);
    const res = await ctx.app.services.auth.api.revokeOtherSessions({ headers: new Headers({ cookie: phone }) });
    expect(res).toEqual({ status: true });
    expect(await closeOf(tab)).toEqual(SESSION_ENDED);
    onPhone.send({ type: 'ping', id: 2 });
    expect(await onPhone.next(is('pong'))).toMatchObject({ id: 2 });
    onPhone.ws.close();
  });

  it('takes the admin topic from a demoted admin at once and refuses it after; made admin again, the same socket may follow it', async () => {
    const boss = await createUser(ctx, { roles: ['admin'] });
    const demoted = await createUser(ctx, { roles: ['admin'] });
    const c = await connect(base, { origin: ORIGIN, cookie: demoted.cookie });
    expect(await subscribe(c, 'admin')).toMatchObject({ type: 'subscribed' });

    await changeRole(ctx.app, boss.cookie, demoted.id, 'admin', 'remove');
    expect(await c.next(is('error'))).toMatchObject({ topic: 'admin', code: 'FORBIDDEN' });
    const auction = await insertAuction(ctx.database.db, vendorId);
    const buyer = await createBidder(ctx, {}, auction);
    expect((await placeBid(ctx.app, auction.id, 10_500_000, buyer.cookie)).statusCode).toBe(201);
    await expect(c.next(is('event'), 300)).rejects.toThrow();
    expect(await subscribe(c, 'admin')).toMatchObject({ type: 'error', code: 'FORBIDDEN' });

    await changeRole(ctx.app, boss.cookie, demoted.id, 'admin', 'add');
    expect(await subscribe(c, 'admin')).toMatchObject({ type: 'subscribed' });
    c.ws.close();
  });
});

describe.runIf(testDbKind() === 'postgres')('two server processes on one PostgreSQL', () => {
  it('delivers a bid placed through one to a WebSocket client of the other', async () => {
    const second = await openDatabase({ kind: 'postgres', url: ctx.database.url! });
    const other = await createAppWith({}, second);
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const otherBase = `ws://127.0.0.1:${(other.app.server.address() as { port: number }).port}`;
      const auction = await insertAuction(ctx.database.db, vendorId);
      const buyer = await createBidder(ctx, {}, auction);
      const watcher = await connect(otherBase);
      await subscribe(watcher, `auction:${auction.id}`);
      const res = await placeBid(ctx.app, auction.id, 10_500_000, buyer.cookie);
      expect(res.statusCode).toBe(201);
      expect(await watcher.next(is('event'))).toMatchObject({
        event: 'bid.placed',
        data: { auctionId: auction.id, currentBid: 10_500_000, bid: { id: res.json().id } },
      });
      watcher.ws.close();
    } finally {
      await other.close();
      await second.close();
    }
  });

  it('acts on a sign-out and a demotion made through one on the WebSockets of the other', async () => {
    const second = await openDatabase({ kind: 'postgres', url: ctx.database.url! });
    const other = await createAppWith({}, second);
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const otherBase = `ws://127.0.0.1:${(other.app.server.address() as { port: number }).port}`;
      const boss = await createUser(ctx, { roles: ['admin'] });
      const admin = await createUser(ctx, { roles: ['admin'] });
      const c = await connect(otherBase, { origin: ORIGIN, cookie: admin.cookie });
      expect(await subscribe(c, 'admin')).toMatchObject({ type: 'subscribed' });

      await changeRole(ctx.app, boss.cookie, admin.id, 'admin', 'remove');
      expect(await c.next(is('error'))).toMatchObject({ topic: 'admin', code: 'FORBIDDEN' });
      await signOut(ctx.app, admin.cookie);
      expect(await closeOf(c)).toEqual(SESSION_ENDED);
    } finally {
      await other.close();
      await second.close();
    }
  });
});
