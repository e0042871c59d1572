import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { accounts, profiles, sessions, userRoles, users } from '../../db/schema';
import { createTestApp, ORIGIN, cookieHeader, type TestContext } from '../../test/test-app';
import { rows } from '../../db/rows';
import { REGISTRATION_FAILED_MESSAGE } from './auth';
import { insertAccount } from './accounts.service';
import { mailedTo } from './accounts.fixtures';
import { ACCOUNT_LOCKOUT_MS, ACCOUNT_SIGN_IN_ATTEMPTS } from './sign-in-lockout';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { testDbKind } from '../../test/test-db';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const valid = {
  fullName: 'Priya Sharma',
  phone: '98765 43210',
  email: 'Priya.Sharma@Example.in',
  pan: 'abcde1234f',
  password: 'secret12',
  confirmPassword: 'secret12',
  userType: 'buyer',
  buyerType: 'individual',
  aadhaar: '1234 5678 9012',
  acceptTerms: true,
  acceptPrivacy: true,
};

/** A sign-in as a browser on our origin sends it; the raw answer. */
function signInAttempt(email: string, password: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: ORIGIN }, payload: { email, password } });
}

/** The cookie of a fresh session of the account, as the register form gets one by signing in after registering. */
async function signedIn(email: string, password = valid.password) {
  const res = await signInAttempt(email, password);
  expect(res.statusCode, res.body).toBe(200);
  return cookieHeader(res.headers['set-cookie']);
}

async function signUp(body: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN },
    payload: { name: body.fullName, ...body },
  });
}

describe('registration', () => {
  it('creates a pending buyer with a profile, a role and only the last four Aadhaar digits', async () => {
    const res = await signUp(valid);
    expect(res.statusCode).toBe(200);
    const cookie = await signedIn(valid.email);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body.role).toBe('buyer');
    expect(body.user.email).toBe('priya.sharma@example.in');
    expect(body.profile).toMatchObject({
      fullName: 'Priya Sharma',
      phone: '9876543210',
      pan: 'ABCDE1234F',
      verificationStatus: 'pending',
      emdPaid: false,
      aadhaarLast4: '9012',
      buyerType: 'individual',
    });
    expect(JSON.stringify(body)).not.toContain('123456789012');
  });

  it.each([
    ['+91 98765-43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['91 98765 43210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['9876543210', '9876543210'],
  ])('stores the phone %j in the one ten-digit form %j', async (phone, stored) => {
    const email = `phone-${Math.random().toString(36).slice(2)}@example.in`;
    const res = await signUp({ ...valid, phone, email });
    expect(res.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: await signedIn(email) } });
    expect(me.json().profile.phone).toBe(stored);
  });

  it('registers a vendor with the vendor role', async () => {
    const res = await signUp({ ...valid, email: 'vendor@example.in', userType: 'vendor', buyerType: undefined });
    expect(res.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: await signedIn('vendor@example.in') } });
    expect(me.json().role).toBe('vendor');
  });

  it('upper-cases GST and keeps the organization for a company buyer', async () => {
    const res = await signUp({
      ...valid,
      email: 'company@example.in',
      buyerType: 'company',
      organizationName: 'Shree Infra Pvt Ltd',
      gst: '27aapfu0939f1zv',
      aadhaar: undefined,
    });
    expect(res.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: await signedIn('company@example.in') } });
    expect(me.json().profile).toMatchObject({ gst: '27AAPFU0939F1ZV', companyName: 'Shree Infra Pvt Ltd' });
  });

  it.each([
    [{ password: '12345', confirmPassword: '12345' }, AUTH_MESSAGES.passwordMin],
    [{ confirmPassword: 'different1' }, AUTH_MESSAGES.passwordMismatch],
    [{ acceptTerms: false }, AUTH_MESSAGES.termsRequired],
    [{ acceptPrivacy: false }, AUTH_MESSAGES.termsRequired],
    [{ pan: 'ABC123' }, AUTH_MESSAGES.panInvalid],
    [{ pan: '' }, AUTH_MESSAGES.panRequired],
    [{ phone: '12345' }, AUTH_MESSAGES.phoneInvalid],
    [{ fullName: ' ' }, AUTH_MESSAGES.fullNameRequired],
    [{ aadhaar: '1234' }, AUTH_MESSAGES.aadhaarInvalid],
    [{ buyerType: 'company', organizationName: '' }, AUTH_MESSAGES.organizationRequired],
    [{ buyerType: 'trust', organizationName: 'Sai Trust', gst: '123' }, AUTH_MESSAGES.gstInvalid],
    [{ buyerType: undefined }, AUTH_MESSAGES.buyerTypeRequired],
    [{ buyerType: 'cooperative' }, AUTH_MESSAGES.buyerTypeRequired],
    [{ phone: '' }, AUTH_MESSAGES.phoneRequired],
    [{ phone: '   ' }, AUTH_MESSAGES.phoneRequired],
    [{ phone: '58765 43210' }, AUTH_MESSAGES.phoneInvalid],
    [{ phone: '+44 7911 123456' }, AUTH_MESSAGES.phoneInvalid],
    [{ email: '' }, AUTH_MESSAGES.emailRequired],
    [{ email: 'priya.sharma' }, AUTH_MESSAGES.emailInvalid],
    [{ email: 'priya@' }, AUTH_MESSAGES.emailInvalid],
    [{ pan: 'ABCDE12345' }, AUTH_MESSAGES.panInvalid],
    [{ userType: 'vendor', buyerType: undefined, pan: '' }, AUTH_MESSAGES.panRequired],
    [{ buyerType: 'company', organizationName: 'Shree Infra', gst: '27AAPFU0939F1Z' }, AUTH_MESSAGES.gstInvalid],
    [{ buyerType: 'individual', aadhaar: '1234 5678 901X' }, AUTH_MESSAGES.aadhaarInvalid],
    [{ buyerType: 'trust', organizationName: '   ' }, AUTH_MESSAGES.organizationRequired],
  ])('rejects %o with its message', async (patch, message) => {
    const res = await signUp({ ...valid, email: `bad-${Math.random()}@example.in`, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION', message });
  });

  // A field left out of the body entirely gets the same message as an empty one.
  it.each([
    ['fullName', AUTH_MESSAGES.fullNameRequired],
    ['phone', AUTH_MESSAGES.phoneRequired],
    ['email', AUTH_MESSAGES.emailRequired],
    ['pan', AUTH_MESSAGES.panRequired],
    ['password', AUTH_MESSAGES.passwordMin],
    ['confirmPassword', AUTH_MESSAGES.passwordMismatch],
    ['acceptTerms', AUTH_MESSAGES.termsRequired],
    ['acceptPrivacy', AUTH_MESSAGES.termsRequired],
  ] as const)('rejects a body without %s with its message', async (field, message) => {
    const body: Record<string, unknown> = { ...valid, email: `missing-${Math.random()}@example.in` };
    delete body[field];
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { name: 'Priya Sharma', ...body },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION', message });
  });

  it('reports every problem of the form in error.issues, each with its field and message', async () => {
    const res = await signUp({ ...valid, email: 'not-an-email', phone: '123', pan: 'x', confirmPassword: 'other', acceptTerms: false });
    expect(res.statusCode).toBe(400);
    const issues = res.json().error.issues as { path: string; message: string }[];
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: AUTH_MESSAGES.emailInvalid },
        { path: 'phone', message: AUTH_MESSAGES.phoneInvalid },
        { path: 'pan', message: AUTH_MESSAGES.panInvalid },
      ]),
    );
  });

  it('creates no account for a refused registration', async () => {
    const res = await signUp({ ...valid, email: 'refused@example.in', pan: 'ABC' });
    expect(res.statusCode).toBe(400);
    const signIn = await signInAttempt('refused@example.in', valid.password);
    expect(signIn.statusCode).toBe(401);
  });
});

describe('registering an address that already has an account', () => {
  const other = { fullName: 'Someone Else', password: 'other-pass1', confirmPassword: 'other-pass1', pan: 'PQRST6789K' };

  it('answers what a new registration answers (200, the same fields, no session) and changes nothing', async () => {
    const fresh = await signUp({ ...valid, email: 'twice@example.in' });
    const known = await signUp({ ...valid, ...other, email: 'twice@example.in' });
    for (const res of [fresh, known]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.json()).toMatchObject({ token: null, user: { email: 'twice@example.in', emailVerified: false, image: null } });
    }
    const shape = (body: Record<string, unknown>) => [Object.keys(body).sort(), Object.keys(body.user as object).sort()];
    expect(shape(known.json())).toEqual(shape(fresh.json()));
    const headerNames = (res: typeof fresh) =>
      Object.keys(res.headers)
        .filter((h) => h !== 'date' && h !== 'x-request-id')
        .sort();
    expect(headerNames(known)).toEqual(headerNames(fresh));
    // One account, its owner's: the newcomer's name and password went nowhere.
    expect(await ctx.database.db.select().from(users).where(eq(users.email, 'twice@example.in'))).toHaveLength(1);
    expect((await signInAttempt('twice@example.in', other.password)).statusCode).toBe(401);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: await signedIn('twice@example.in') } });
    expect(me.json().profile).toMatchObject({ fullName: valid.fullName, pan: 'ABCDE1234F' });
  });

  it('e-mails the owner that someone tried to register with their address', async () => {
    await signUp({ ...valid, email: 'owner@example.in' });
    await signUp({ ...valid, ...other, email: 'owner@example.in' });
    type Mail = { to: string; subject: string; text: string };
    let mail: Mail | undefined;
    // The e-mail leaves after the answer, so as not to make it slower than a new account's.
    for (let i = 0; i < 50 && !mail; i++) {
      const outbox = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      // NOTE: the first registration's verification e-mail goes to the same address.
      mail = (outbox.json().items as Mail[]).find((m) => m.to === 'owner@example.in' && /tried to register/i.test(m.subject));
      if (!mail) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mail?.subject).toMatch(/tried to register/i);
    expect(mail?.text).toContain('/auth');
  });
});

describe('sign-up is all or nothing', () => {
  const db = () => ctx.database.db;
  const userByEmail = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0];
  const rowCounts = async () => {
    const [[u], [a], [s], [p], [r]] = await Promise.all([
      db().select({ n: count() }).from(users),
      db().select({ n: count() }).from(accounts),
      db().select({ n: count() }).from(sessions),
      db().select({ n: count() }).from(profiles),
      db().select({ n: count() }).from(userRoles),
    ]);
    return { users: u!.n, accounts: a!.n, sessions: s!.n, profiles: p!.n, roles: r!.n };
  };

  /** A real database failure: a trigger that refuses rows of `table` for one e-mail's user. */
  async function failInsertsInto(table: 'profiles' | 'user_roles', email: string) {
    await db().execute(
      sql.raw(`create or replace function refuse_${table}() returns trigger language plpgsql as $$
        begin
          if exists (select 1 from "user" u where u.id = new.user_id and u.email = '${email}') then
            raise exception 'refused by the test';
          end if;
          return new;
        end $$`),
    );
    await db().execute(sql.raw(`create trigger refuse_${table} before insert on ${table} for each row execute function refuse_${table}()`));
    return () => db().execute(sql.raw(`drop trigger refuse_${table} on ${table}`));
  }

  it('writes the user, the credential, the profile and the role together, and no session', async () => {
    const before = await rowCounts();
    const res = await signUp({ ...valid, email: 'whole@example.in', userType: 'vendor', buyerType: undefined });
    expect(res.statusCode).toBe(200);
    const user = (await userByEmail('whole@example.in'))!;
    expect(await db().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user.id))).toEqual([{ role: 'vendor' }]);
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({ email: 'whole@example.in', userType: 'vendor', verificationStatus: 'pending' });
    expect(await rowCounts()).toEqual({
      users: before.users + 1,
      accounts: before.accounts + 1,
      sessions: before.sessions,
      profiles: before.profiles + 1,
      roles: before.roles + 1,
    });
  });

  it.each(['profiles', 'user_roles'] as const)('leaves no user behind and answers an error when writing %s fails', async (table) => {
    const email = `half-${table.replace('_', '-')}@example.in`;
    const before = await rowCounts();
    const restore = await failInsertsInto(table, email);
    try {
      const res = await signUp({ ...valid, email });
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toMatchObject({ code: 'REGISTRATION_FAILED', message: REGISTRATION_FAILED_MESSAGE });
      expect(res.headers['set-cookie'] ?? []).not.toEqual(expect.arrayContaining([expect.stringContaining('session_token=')]));
      expect(await userByEmail(email)).toBeUndefined();
      expect(await rowCounts()).toEqual(before);
    } finally {
      await restore();
    }
    // Nothing half-made blocks the address: the same registration now succeeds in full.
    const again = await signUp({ ...valid, email });
    expect(again.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: await signedIn(email) } });
    expect(me.json()).toMatchObject({ role: 'buyer', roles: ['buyer'], profile: { verificationStatus: 'pending' } });
  });
});

describe('sign in and out', () => {
  it('signs in with the right password, not with a wrong one, and signs out', async () => {
    await signUp({ ...valid, email: 'signin@example.in' });
    const bad = await signInAttempt('signin@example.in', 'wrong-password');
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.message).toMatch(/invalid email or password/i);

    const ok = await signInAttempt('signin@example.in', valid.password);
    expect(ok.statusCode).toBe(200);
    const cookie = cookieHeader(ok.headers['set-cookie']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);

    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: ORIGIN, cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('answers /api/me with 401 and the error shape when signed out', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED', message: expect.any(String) } });
  });

  it('answers /api/session with 200 both ways: me for a signed-in user, null for a visitor', async () => {
    await signUp({ ...valid, email: 'session@example.in' });
    const ok = await signInAttempt('session@example.in', valid.password);
    const cookie = cookieHeader(ok.headers['set-cookie']);
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();
    const signedIn = await ctx.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ me });
    expect(signedIn.headers['cache-control']).toContain('no-store');
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/session' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ me: null });
  });

  it.each(['http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'in demo mode signs in from %s, the same server as localhost on this machine',
    async (origin) => {
      await signUp({ ...valid, email: 'loopback@example.in' });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin },
        payload: { email: 'loopback@example.in', password: valid.password },
      });
      expect(res.statusCode, res.body).toBe(200);
      const out = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { origin, cookie: cookieHeader(res.headers['set-cookie']) },
        payload: {},
      });
      expect(out.statusCode, out.body).toBe(200);
    },
  );

  it('refuses a sign-in posted from another site', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'signin@example.in', password: valid.password },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('only the Better Auth routes the product uses are open', () => {
  it.each([
    ['POST', '/api/auth/update-user', { name: 'Mallory', image: 'javascript:alert(document.cookie)' }],
    ['POST', '/api/auth/change-password', { currentPassword: valid.password, newPassword: 'another-pass-1', revokeOtherSessions: false }],
    ['GET', '/api/auth/list-sessions', undefined],
    ['GET', '/api/auth/get-session', undefined],
    ['POST', '/api/auth/revoke-other-sessions', {}],
    ['POST', '/api/auth/revoke-sessions', {}],
    ['POST', '/api/auth/change-email', { newEmail: 'mallory@example.in' }],
    ['POST', '/api/auth/delete-user', {}],
    ['POST', '/api/auth/send-verification-email', { email: 'routes@example.in' }],
    ['GET', '/api/auth/ok', undefined],
  ] as const)('answers 404 to %s %s, signed in, and changes nothing', async (method, url, payload) => {
    const email = `routes-${Math.random().toString(36).slice(2)}@example.in`;
    await signUp({ ...valid, email });
    const cookie = await signedIn(email);
    const res = await ctx.app.inject({ method, url, headers: { origin: ORIGIN, cookie }, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: valid.fullName, image: null });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
    expect((await signInAttempt(email, valid.password)).statusCode).toBe(200);
  });

  it('still follows the links it mails: the verification link answers, not 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=not-a-token&callbackURL=%2F' });
    expect(res.statusCode).not.toBe(404);
  });
});

describe('allowed origins come from configuration, never from the Host header', () => {
  it('refuses a reset asked for with Host: evil.example as its origin, and mails no link to that host', async () => {
    await signUp({ ...valid, email: 'host@example.in' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: 'http://evil.example', host: 'evil.example' },
      payload: { email: 'host@example.in', redirectTo: 'http://evil.example/steal' },
    });
    expect(res.statusCode).toBe(403);
    const outbox = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(outbox.body).not.toContain('evil.example');
  });

  it('refuses a state-changing request that carries a session cookie but no Origin', async () => {
    await signUp({ ...valid, email: 'no-origin@example.in' });
    const cookie = cookieHeader((await signInAttempt('no-origin@example.in', valid.password)).headers['set-cookie']);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/watchlist', headers: { cookie }, payload: { auctionId: randomUUID() } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Cross-site request refused');
  });
});

describe('password reset', () => {
  it('delivers a reset link to the outbox, sets the new password and ends old sessions', async () => {
    await signUp({ ...valid, email: 'reset@example.in' });
    const oldCookie = await signedIn('reset@example.in');
    const req = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ORIGIN },
      payload: { email: 'reset@example.in', redirectTo: '/auth' },
    });
    expect(req.statusCode).toBe(200);

    const mail = await mailedTo(ctx.app, 'reset@example.in', /reset/i);
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();

    const follow = await ctx.app.inject({ method: 'GET', url: new URL(link!).pathname + new URL(link!).search });
    expect(follow.statusCode).toBe(302);
    const location = String(follow.headers.location);
    expect(new URL(location, ORIGIN).pathname).toBe('/auth');
    const token = new URL(location, ORIGIN).searchParams.get('token');

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: ORIGIN },
      payload: { newPassword: 'brand-new-pass', token },
    });
    expect(reset.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: oldCookie } })).statusCode).toBe(401);

    const signIn = await signInAttempt('reset@example.in', 'brand-new-pass');
    expect(signIn.statusCode).toBe(200);
  });
});

describe('a reset request answers alike for a registered address and an unknown one', () => {
  it('answers without waiting for the e-mail, even one that is never sent', async () => {
    const sent: string[] = [];
    const stuck = await createTestApp(
      {},
      {
        // A mail server that takes every message and never answers.
        mailer: {
          send: (mail) => {
            sent.push(mail.to);
            return new Promise(() => {});
          },
        },
      },
    );
    try {
      await insertAccount(stuck.database.db, { email: 'stuck@example.in', name: 'Stuck Mail', password: 'secret123', roles: ['buyer'] });
      for (const email of ['stuck@example.in', 'unknown@example.in']) {
        const answer = stuck.app.inject({
          method: 'POST',
          url: '/api/auth/request-password-reset',
          headers: { origin: ORIGIN },
          payload: { email, redirectTo: '/auth' },
        });
        const res = await Promise.race([
          answer,
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer for ${email}: it waits for the e-mail`)), 5000)),
        ]);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: true, message: expect.any(String) });
      }
      await vi.waitFor(() => expect(sent).toEqual(['stuck@example.in']));
    } finally {
      await stuck.close();
    }
  });
});

describe('sign-in rate limit', () => {
  it('counts attempts per client address, so one client cannot lock everyone else out', async () => {
    const limited = await createTestApp({ authRateLimit: 3 });
    try {
      const attempt = (remoteAddress: string, headers: Record<string, string> = {}) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress,
          headers: { origin: ORIGIN, ...headers },
          payload: { email: 'nobody@example.in', password: 'wrong-password' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.1')).statusCode).toBe(401);
      const refused = await attempt('10.0.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('RATE_LIMITED');
      // Another client is still answered, and a caller cannot pose as it through our own header.
      expect((await attempt('10.0.0.2')).statusCode).toBe(401);
      expect((await attempt('10.0.0.1', { 'x-neelami-client-ip': '10.0.0.3' })).statusCode).toBe(429);
      // Nor through X-Forwarded-For, which counts only behind a proxy (TRUST_PROXY).
      expect((await attempt('10.0.0.1', { 'x-forwarded-for': '10.0.0.4' })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('keeps its counters in the database, so every server process on it counts the same attempts', async () => {
    const limited = await createTestApp({ authRateLimit: 2 });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: '10.0.9.1',
          headers: { origin: ORIGIN },
          payload: { email: 'nobody@example.in', password: 'wrong-password' },
        });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      const [row] = await rows<{ count: number }>(
        limited.database.db,
        sql`select count from rate_limits where key = '10.0.9.1|/sign-in/email'`,
      );
      expect(row?.count).toBe(2);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('behind one proxy (TRUST_PROXY=1) counts the address the proxy added, never one the client wrote before it', async () => {
    const proxied = await createTestApp({ authRateLimit: 1, trustProxy: 1 });
    try {
      const attempt = (forwardedFor: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: '127.0.0.1',
          headers: { origin: ORIGIN, 'x-forwarded-for': forwardedFor },
          payload: { email: 'nobody@example.in', password: 'wrong-password' },
        });
      expect((await attempt('203.0.113.7')).statusCode).toBe(401);
      expect((await attempt('203.0.113.7')).statusCode).toBe(429);
      // A proxy that appends puts the client's own X-Forwarded-For first: a new one on each try gains nothing.
      for (const forged of ['198.51.100.1', '198.51.100.2, 10.1.1.1', '127.0.0.1']) {
        expect((await attempt(`${forged}, 203.0.113.7`)).statusCode).toBe(429);
      }
      expect((await attempt('203.0.113.8')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('per-account sign-in limit (decision 031)', () => {
  let now = Date.now();
  let limited: TestContext;
  const PASSWORD = 'right-password-1';
  beforeAll(async () => {
    limited = await createTestApp({}, { clock: () => new Date(now) });
  });
  afterAll(async () => limited.close());

  let n = 0;
  /** Each attempt from an address of its own, as a botnet would make them. */
  const attempt = (email: string, password: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: `10.20.${Math.floor(++n / 250)}.${n % 250}`,
      headers: { origin: ORIGIN },
      payload: { email, password },
    });
  const account = async (email: string) =>
    insertAccount(limited.database.db, { email, name: 'Locked Owner', password: PASSWORD, roles: ['buyer'] });
  const failTimes = async (email: string, times: number) => {
    for (let i = 0; i < times; i++) expect((await attempt(email, 'wrong-password')).statusCode).toBe(401);
  };

  it(`locks an account after ${ACCOUNT_SIGN_IN_ATTEMPTS} failed attempts from any addresses, its owner's right password included`, async () => {
    await account('target@example.in');
    await failTimes('target@example.in', ACCOUNT_SIGN_IN_ATTEMPTS);
    for (const email of ['target@example.in', ' Target@Example.IN']) {
      const refused = await attempt(email, PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED', message: AUTH_MESSAGES.accountLocked });
    }
    // Another account is not touched.
    await account('bystander@example.in');
    expect((await attempt('bystander@example.in', PASSWORD)).statusCode).toBe(200);
  });

  it('locks an address that has no account the same way, so the lock-out tells no one who has one', async () => {
    await failTimes('nobody-here@example.in', ACCOUNT_SIGN_IN_ATTEMPTS);
    expect((await attempt('nobody-here@example.in', 'wrong-password')).statusCode).toBe(429);
  });

  it('lets the owner in once the lock-out has passed, and attempts while locked do not prolong it', async () => {
    await account('waits@example.in');
    await failTimes('waits@example.in', ACCOUNT_SIGN_IN_ATTEMPTS);
    now += ACCOUNT_LOCKOUT_MS - 60_000;
    expect((await attempt('waits@example.in', PASSWORD)).statusCode).toBe(429);
    now += 60_000;
    expect((await attempt('waits@example.in', PASSWORD)).statusCode).toBe(200);
  });

  it('starts the count again after a successful sign-in', async () => {
    await account('forgetful@example.in');
    await failTimes('forgetful@example.in', ACCOUNT_SIGN_IN_ATTEMPTS - 1);
    expect((await attempt('forgetful@example.in', PASSWORD)).statusCode).toBe(200);
    await failTimes('forgetful@example.in', ACCOUNT_SIGN_IN_ATTEMPTS - 1);
    expect((await attempt('forgetful@example.in', PASSWORD)).statusCode).toBe(200);
  });

  it('ends the lock-out when the owner resets the password', async () => {
    await account('resets@example.in');
    await failTimes('resets@example.in', ACCOUNT_SIGN_IN_ATTEMPTS);
    const asked = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ORIGIN },
      payload: { email: 'resets@example.in', redirectTo: '/auth' },
    });
    expect(asked.statusCode).toBe(200);
    const token = await resetTokenFrom(limited, 'resets@example.in');
    const reset = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: ORIGIN },
      payload: { newPassword: 'brand-new-pass', token },
    });
    expect(reset.statusCode).toBe(200);
    expect((await attempt('resets@example.in', 'brand-new-pass')).statusCode).toBe(200);
  });

  it.runIf(testDbKind() === 'postgres')('is one limit for every server process on one PostgreSQL', async () => {
    const second = await openDatabase({ kind: 'postgres', url: limited.database.url! });
    const other = await buildApp({ config: limited.config, database: second, clock: () => new Date(now) });
    try {
      await other.ready();
      await account('shared@example.in');
      const attemptOn = (app: typeof other, i: number) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: `10.30.0.${i}`,
          headers: { origin: ORIGIN },
          payload: { email: 'shared@example.in', password: 'wrong-password' },
        });
      // Half the attempts through each process, at once.
      const answers = await Promise.all(
        Array.from({ length: ACCOUNT_SIGN_IN_ATTEMPTS }, (_, i) => attemptOn(i % 2 ? other : limited.app, i)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(ACCOUNT_SIGN_IN_ATTEMPTS).fill(401));
      expect((await attemptOn(limited.app, 100)).statusCode).toBe(429);
      expect((await attemptOn(other, 101)).statusCode).toBe(429);
    } finally {
      await other.close();
      await second.close();
    }
  });
});

/** The token of the newest reset link mailed to `email`, as following the link hands it to the page. */
async function resetTokenFrom(ctx: TestContext, email: string): Promise<string> {
  const mail = await mailedTo(ctx.app, email, /reset/i);
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  const follow = await ctx.app.inject({ method: 'GET', url: link.pathname + link.search });
  return new URL(String(follow.headers.location), ORIGIN).searchParams.get('token')!;
}
