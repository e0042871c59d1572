import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PushMessage } from '../../../shared/schemas/push';
import { pushSubscriptions } from '../../db/schema';
import { generateVapidDetails } from '../../lib/security/vapid-keys';
import { LOCAL_TLS } from '../../test/local-tls';
import { createTestApp, createUser, type TestContext } from '../../test/test-app';
import { pushRepository } from './push.repository';
import { createPushService, PUSH_TTL_S, PushDeliveryError } from './push.service';

/** What the local push service received: one request per message. */
type Received = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291). */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey().toString('base64url'), authText: auth.toString('base64url') };
}
type BrowserKeys = ReturnType<typeof browserKeys>;

/** What the browser does with a push body (RFC 8188 aes128gcm, keys per RFC 8291): one record. */
function decrypt(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any padding zeros.
  const end = padded.lastIndexOf(2);
  expect(padded.subarray(end + 1).every((b) => b === 0)).toBe(true);
  return padded.subarray(0, end).toString('utf8');
}

/** The claims of a VAPID `Authorization: vapid t=<JWT>, k=<key>` header, after checking its ES256 signature with k. */
function vapidClaims(authorization: string, expectedKey: string): { aud: string; exp: number; sub: string } {
  const m = /^vapid t=([^,]+), k=(\S+)$/.exec(authorization);
  expect(m).not.toBeNull();
  const [, jwt, k] = m!;
  expect(k).toBe(expectedKey);
  const [header, payload, signature] = jwt!.split('.');
  expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
  const point = Buffer.from(k!, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  expect(signed).toBe(true);
  return JSON.parse(Buffer.from(payload!, 'base64url').toString());
}

let ctx: TestContext;
let pushServer: Server;
let origin: string;
const received: Received[] = [];
const vapid = generateVapidDetails('mailto:ops@neelami.in');
const agent = new Agent({ ca: LOCAL_TLS.cert });
const log = { info: () => {}, warn: () => {} };
const message: PushMessage = {
  title: 'You have been outbid',
  body: 'Sea-facing flat in Worli: ₹1,25,50,000',
  url: '/auction/abc',
  tag: 'outbid:abc',
};

beforeAll(async () => {
  ctx = await createTestApp();
  // The browser's push service, here: answers each path as a real one would.
  pushServer = createServer({ key: LOCAL_TLS.key, cert: LOCAL_TLS.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const status = req.url?.startsWith('/gone')
        ? 410
        : req.url?.startsWith('/missing')
          ? 404
          : req.url?.startsWith('/broken')
            ? 500
            : 201;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => pushServer.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(pushServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => pushServer.close(resolve));
  agent.destroy();
  await ctx.close();
});
beforeEach(() => {
  received.length = 0;
});

const service = (options: { vapid?: typeof vapid | null } = {}) =>
  createPushService(ctx.database.db, {
    vapid: options.vapid === undefined ? vapid : options.vapid,
    log,
    agent,
    isPushEndpoint: () => true,
  });

async function subscribe(userId: string, path: string) {
  const keys = browserKeys();
  const endpoint = `${origin}${path}`;
  await pushRepository.save(ctx.database.db, { userId, endpoint, p256dh: keys.p256dh, auth: keys.authText, userAgent: 'test' });
  return { keys, endpoint };
}
const endpointsOf = async (userId: string) =>
  (await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map((s) => s.endpoint).sort();

describe('sendToUser', () => {
  it("delivers a VAPID-signed message that only the browser's keys decrypt", async () => {
    const user = await createUser(ctx);
    const { keys } = await subscribe(user.id, '/ok/device-1');
    const before = Date.now();

    expect(await service().sendToUser(user.id, message)).toEqual({ sent: 1, gone: 0 });

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.path).toBe('/ok/device-1');
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.headers.ttl).toBe(String(PUSH_TTL_S));
    const claims = vapidClaims(String(request!.headers.authorization), vapid.publicKey);
    expect(claims.aud).toBe(origin);
    expect(claims.sub).toBe('mailto:ops@neelami.in');
    expect(claims.exp * 1000).toBeGreaterThan(before);
    expect(claims.exp * 1000).toBeLessThanOrEqual(before + 24 * 60 * 60 * 1000);
    expect(JSON.parse(decrypt(request!.body, keys))).toEqual(message);
    // Another browser's keys cannot read it.
    expect(() => decrypt(request!.body, browserKeys())).toThrow();

    const [row] = await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(row!.lastSuccessAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('sends to every browser of the user, and to no one else', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    await subscribe(user.id, '/ok/phone');
    await subscribe(user.id, '/ok/laptop');
    await subscribe(other.id, '/ok/other');

    expect(await service().sendToUser(user.id, message)).toEqual({ sent: 2, gone: 0 });
    expect(received.map((r) => r.path).sort()).toEqual(['/ok/laptop', '/ok/phone']);
  });

  it('deletes the subscriptions its push service calls gone (410, 404) and keeps the rest', async () => {
    const user = await createUser(ctx);
    const { endpoint } = await subscribe(user.id, '/ok/still-here');
    await subscribe(user.id, '/gone/unsubscribed');
    await subscribe(user.id, '/missing/expired');

    expect(await service().sendToUser(user.id, message)).toEqual({ sent: 1, gone: 2 });
    expect(await endpointsOf(user.id)).toEqual([endpoint]);
  });

  it('throws on any other failure after trying every browser, and keeps the subscription for a retry', async () => {
    const user = await createUser(ctx);
    await subscribe(user.id, '/ok/fine');
    await subscribe(user.id, '/broken/server-error');
    await subscribe(user.id, '/gone/old');

    const error = await service()
      .sendToUser(user.id, message)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PushDeliveryError);
    expect(error).toMatchObject({ sent: 1, gone: 1, failed: 1 });
    expect(received).toHaveLength(3);
    expect(await endpointsOf(user.id)).toEqual([`${origin}/broken/server-error`, `${origin}/ok/fine`]);
  });

  it('sends nothing to a user without subscriptions, or when push is off', async () => {
    const user = await createUser(ctx);
    expect(await service().sendToUser(user.id, message)).toEqual({ sent: 0, gone: 0 });
    await subscribe(user.id, '/ok/device');
    expect(await service({ vapid: null }).sendToUser(user.id, message)).toEqual({ sent: 0, gone: 0 });
    expect(received).toEqual([]);
  });
});
