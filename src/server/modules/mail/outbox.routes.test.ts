import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MESSAGES } from '../../../shared/schemas/demo';
import { MASKED_TOKEN } from '../../../shared/schemas/mail';
import { createTestApp, createUser, ORIGIN, type TestContext } from '../../test/test-app';
import { mailedTo } from '../accounts/accounts.fixtures';
import { insertAccount } from '../accounts/accounts.service';

/**
 * The e-mail outbox holds password-reset links. In demo mode the unauthenticated `/api/dev/outbox`
 * answers only the machine the server runs on; admins read it anywhere at `/api/admin/outbox`
 * (decision 011).
 */
let direct: TestContext;
let proxied: TestContext;
let off: TestContext;
const OUTSIDE = '203.0.113.9';
const RESET_FOR = 'priya.reset@example.in';

beforeAll(async () => {
  [direct, proxied, off] = await Promise.all([createTestApp(), createTestApp({ trustProxy: 1 }), createTestApp({ demoMode: false })]);
  // An account, and its password-reset e-mail in the outbox.
  for (const ctx of [direct, proxied]) {
    await insertAccount(ctx.database.db, { email: RESET_FOR, name: 'Priya Sharma', password: 'secret123', roles: ['buyer'] });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ORIGIN },
      payload: { email: RESET_FOR, redirectTo: '/auth' },
    });
    expect(res.statusCode).toBe(200);
    await mailedTo(ctx.app, RESET_FOR, /reset/i);
  }
});
afterAll(async () => {
  await Promise.all([direct?.close(), proxied?.close(), off?.close()]);
});

const devOutbox = (ctx: TestContext, remoteAddress?: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', headers, ...(remoteAddress ? { remoteAddress } : {}) });

function expectResetMail(res: { statusCode: number; json: () => { items: { to: string; text: string }[] } }) {
  expect(res.statusCode).toBe(200);
  const mail = res.json().items.find((m) => m.to === RESET_FOR);
  expect(mail?.text).toMatch(/https?:\/\/\S+reset-password/);
}

function expectRefused(res: { statusCode: number; body: string; json: () => unknown }) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ error: { code: 'FORBIDDEN', message: DEMO_MESSAGES.outboxLocalOnly } });
  expect(res.body).not.toContain(RESET_FOR);
}

describe('GET /api/dev/outbox in demo mode', () => {
  it.each(['127.0.0.1', '127.0.1.1', '::1', '::ffff:127.0.0.1'])('answers a request from this machine (%s)', async (address) => {
    const res = await devOutbox(direct, address);
    expectResetMail(res);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'localhost'])(
    'answers under one of its own names (Host: %s)',
    async (host) => {
      expectResetMail(await devOutbox(direct, '127.0.0.1', { host }));
    },
  );

  it('refuses a request from this machine under another name (a page of another site pointed at 127.0.0.1)', async () => {
    expectRefused(await devOutbox(direct, '127.0.0.1', { host: 'rebound.attacker.example:3000' }));
    expectRefused(await devOutbox(direct, '::1', { host: 'rebound.attacker.example' }));
    expectRefused(await devOutbox(direct, '127.0.0.1', { host: '127.0.0.1.nip.io:3000' }));
    expectRefused(
      await devOutbox(proxied, '127.0.0.1', {
        host: 'rebound.attacker.example',
        'x-forwarded-host': 'localhost',
        'x-forwarded-for': '127.0.0.1',
      }),
    );
  });

  it('refuses a request from another machine', async () => {
    expectRefused(await devOutbox(direct, OUTSIDE));
    expectRefused(await devOutbox(direct, '192.168.1.20'));
    expectRefused(await devOutbox(direct, '::ffff:10.0.0.7'));
  });

  it('believes no X-Forwarded-For while TRUST_PROXY is off', async () => {
    expectRefused(await devOutbox(direct, OUTSIDE, { 'x-forwarded-for': '127.0.0.1' }));
    expectRefused(await devOutbox(direct, OUTSIDE, { 'x-forwarded-for': '::1', 'x-real-ip': '127.0.0.1' }));
  });

  it('refuses a signed-in admin from another machine too (the admin outbox is theirs)', async () => {
    const admin = await createUser(direct, { roles: ['admin'] });
    expectRefused(await devOutbox(direct, OUTSIDE, { cookie: admin.cookie }));
  });

  describe('behind a proxy on this machine (TRUST_PROXY=1)', () => {
    it('answers a client on this machine', async () => {
      expectResetMail(await devOutbox(proxied, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }));
    });

    it('refuses a client elsewhere, also one that sends X-Forwarded-For: 127.0.0.1 itself', async () => {
      expectRefused(await devOutbox(proxied, '127.0.0.1', { 'x-forwarded-for': OUTSIDE }));
      // The proxy appends the address it saw to what the client sent.
      expectRefused(await devOutbox(proxied, '127.0.0.1', { 'x-forwarded-for': `127.0.0.1, ${OUTSIDE}` }));
      expectRefused(await devOutbox(proxied, OUTSIDE, { 'x-forwarded-for': '127.0.0.1' }));
    });
  });
});

describe('with DEMO_MODE off', () => {
  it('GET /api/dev/outbox is a 404, also from this machine', async () => {
    const res = await devOutbox(off, '127.0.0.1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });
});

describe('GET /api/admin/outbox', () => {
  const adminOutbox = (ctx: TestContext, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/admin/outbox', remoteAddress: OUTSIDE, headers: cookie ? { cookie } : {} });

  it("shows every e-mail to a signed-in admin from anywhere, with the reset link's token hidden and the delivery", async () => {
    const admin = await createUser(direct, { roles: ['admin'] });
    const res = await adminOutbox(direct, admin.cookie);
    expect(res.statusCode).toBe(200);
    const mail = (res.json() as { items: { to: string; text: string; delivery: string }[] }).items.find((m) => m.to === RESET_FOR)!;
    expect(mail.text).toContain(`reset-password/${MASKED_TOKEN}`);
    expect(mail.delivery).toBe('outbox_only');
    // The whole link, token included, is only in the demo mailbox on the server's own machine.
    const whole = (await devOutbox(direct, '127.0.0.1')).json() as { items: { to: string; text: string }[] };
    const token = /reset-password\/([^\s?]+)/.exec(whole.items.find((m) => m.to === RESET_FOR)!.text)![1]!;
    expect(token).not.toBe(MASKED_TOKEN);
    expect(res.body).not.toContain(token);
  });

  it('is for admins only', async () => {
    expect((await adminOutbox(direct)).statusCode).toBe(401);
    const buyer = await createUser(direct, { roles: ['buyer'] });
    expect((await adminOutbox(direct, buyer.cookie)).statusCode).toBe(403);
  });
});
