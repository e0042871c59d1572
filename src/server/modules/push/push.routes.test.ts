import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MESSAGES } from '../../../shared/schemas/push';
import { pushSubscriptions } from '../../db/schema';
import { createTestApp, createUser, ORIGIN, type TestContext } from '../../test/test-app';
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from './push.service';

let ctx: TestContext;
let off: TestContext;
let buyer: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  [ctx, off] = await Promise.all([createTestApp(), createTestApp({}, { vapid: null })]);
  buyer = await createUser(ctx);
  other = await createUser(ctx);
});
afterAll(async () => Promise.all([ctx.close(), off.close()]));

/** A browser's PushSubscription.toJSON() on Chrome's push service. */
function browserSubscription(endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') } };
}
const post = (payload: unknown, cookie?: string, app = ctx.app) =>
  app.inject({
    method: 'POST',
    url: '/api/me/push-subscriptions',
    headers: { origin: ORIGIN, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/130', ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });
const remove = (endpoint: string, cookie?: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/api/me/push-subscriptions',
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: { endpoint },
  });
const rowsOf = (userId: string) => ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('GET /api/push/public-key', () => {
  it('gives the VAPID public key to anyone', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.enabled).toBe(true);
    expect(Buffer.from(body.publicKey, 'base64url')).toHaveLength(65);
  });

  it('says push is off when the server has no key pair', async () => {
    const res = await off.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(res.json()).toEqual({ enabled: false });
  });
});

describe('POST /api/me/push-subscriptions', () => {
  it('saves the subscription of a signed-in user, with the browser it came from', async () => {
    const sub = browserSubscription();
    const res = await post(sub, buyer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ subscribed: true });
    expect(res.headers['cache-control']).toBe('no-store');
    const [row] = await rowsOf(buyer.id);
    expect(row).toMatchObject({ endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, lastSuccessAt: null });
    expect(row!.userAgent).toContain('Android 14');
    // Saving it again changes nothing.
    expect((await post(sub, buyer.cookie)).statusCode).toBe(200);
    expect(await rowsOf(buyer.id)).toHaveLength(1);
  });

  it('answers 401 to a signed-out caller', async () => {
    const res = await post(browserSubscription());
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a cross-site request (decision 004)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/push-subscriptions',
      headers: { origin: 'https://evil.example', cookie: buyer.cookie },
      payload: browserSubscription(),
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 400 to what is not a push subscription', async () => {
    const good = browserSubscription();
    for (const bad of [
      {},
      { ...good, endpoint: 'not a url' },
      { ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/x' },
      { ...good, keys: { ...good.keys, p256dh: 'too-short' } },
      { ...good, keys: { ...good.keys, auth: randomBytes(8).toString('base64url') } },
      { ...good, keys: { ...good.keys, auth: 'not base64url!' } },
      { endpoint: good.endpoint },
    ]) {
      const res = await post(bad, buyer.cookie);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
    }
  });

  it('refuses an endpoint that is not a known push service, so the server never calls a host of the caller’s choosing', async () => {
    for (const endpoint of ['https://127.0.0.1/push', 'https://internal.example/push', 'https://fcm.googleapis.com.evil.example/x']) {
      const res = await post(browserSubscription(endpoint), buyer.cookie);
      expect(res.statusCode, endpoint).toBe(400);
    }
    expect((await post(browserSubscription('https://updates.push.services.mozilla.com/wpush/v2/abc'), buyer.cookie)).statusCode).toBe(200);
    expect((await post(browserSubscription('https://web.push.apple.com/QGx'), buyer.cookie)).statusCode).toBe(200);
  });

  it('refuses with 409 an endpoint another user holds when the keys sent are not its keys, and leaves it theirs', async () => {
    const theirs = browserSubscription();
    await post(theirs, other.cookie);
    const forged = browserSubscription(theirs.endpoint);
    // The browser's public key is not enough: the auth secret is what only that browser (and we) know.
    const halfKnown = { ...forged, keys: { ...forged.keys, p256dh: theirs.keys.p256dh } };
    for (const attempt of [forged, halfKnown]) {
      const res = await post(attempt, buyer.cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'PUSH_SUBSCRIPTION_TAKEN', message: PUSH_MESSAGES.subscriptionTaken });
    }
    expect((await rowsOf(buyer.id)).map((r) => r.endpoint)).not.toContain(theirs.endpoint);
    const kept = (await rowsOf(other.id)).find((r) => r.endpoint === theirs.endpoint);
    expect(kept).toMatchObject({ p256dh: theirs.keys.p256dh, auth: theirs.keys.auth });
  });

  it('gives an endpoint to the user signed in now when the browser holding it sends its keys (one browser, one owner)', async () => {
    const sub = browserSubscription();
    await post(sub, other.cookie);
    expect((await post(sub, buyer.cookie)).statusCode).toBe(200);
    expect((await rowsOf(other.id)).map((r) => r.endpoint)).not.toContain(sub.endpoint);
    expect((await rowsOf(buyer.id)).map((r) => r.endpoint)).toContain(sub.endpoint);
  });

  it('lets the owner of an endpoint save new keys for it', async () => {
    const sub = browserSubscription();
    await post(sub, buyer.cookie);
    const renewed = browserSubscription(sub.endpoint);
    expect((await post(renewed, buyer.cookie)).statusCode).toBe(200);
    const mine = (await rowsOf(buyer.id)).find((r) => r.endpoint === sub.endpoint);
    expect(mine).toMatchObject({ p256dh: renewed.keys.p256dh, auth: renewed.keys.auth });
  });

  it(`keeps a user's newest ${MAX_PUSH_SUBSCRIPTIONS_PER_USER} browsers`, async () => {
    const many = await createUser(ctx);
    const endpoints: string[] = [];
    for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS_PER_USER + 2; i++) {
      const sub = browserSubscription();
      endpoints.push(sub.endpoint);
      expect((await post(sub, many.cookie)).statusCode).toBe(200);
    }
    const kept = (await rowsOf(many.id)).map((r) => r.endpoint);
    expect(kept).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
    expect(kept).not.toContain(endpoints[0]);
    expect(kept).toContain(endpoints.at(-1));
  });

  it('answers 404 PUSH_OFF when push is off', async () => {
    const user = await createUser(off);
    const res = await post(browserSubscription(), user.cookie, off.app);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('PUSH_OFF');
  });
});

describe('DELETE /api/me/push-subscriptions', () => {
  it("forgets the caller's subscription, and forgetting it again still succeeds", async () => {
    const user = await createUser(ctx);
    const sub = browserSubscription();
    await post(sub, user.cookie);
    for (let i = 0; i < 2; i++) {
      const res = await remove(sub.endpoint, user.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ subscribed: false });
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("leaves someone else's subscription alone", async () => {
    const owner = await createUser(ctx);
    const sub = browserSubscription();
    await post(sub, owner.cookie);
    expect((await remove(sub.endpoint, buyer.cookie)).statusCode).toBe(200);
    expect((await rowsOf(owner.id)).map((r) => r.endpoint)).toEqual([sub.endpoint]);
  });

  it('answers 401 signed out and 400 without an endpoint', async () => {
    expect((await remove('https://fcm.googleapis.com/fcm/send/x')).statusCode).toBe(401);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/me/push-subscriptions',
      headers: { origin: ORIGIN, cookie: buyer.cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });
});
