import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, ORIGIN, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

describe('GET /api/me: the highest role wins (spec §6)', () => {
  it('gives admin over vendor (and buyer)', async () => {
    const user = await createUser(ctx, { roles: ['vendor', 'admin'] });
    const res = await me(user.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin', roles: expect.arrayContaining(['vendor', 'admin']) });

    const all = await createUser(ctx, { roles: ['buyer', 'vendor', 'admin'] });
    expect((await me(all.cookie)).json().role).toBe('admin');
  });

  it('gives vendor over buyer, and buyer when there are no role rows', async () => {
    expect((await me((await createUser(ctx, { roles: ['buyer', 'vendor'] })).cookie)).json().role).toBe('vendor');
    const none = await createUser(ctx, { roles: [] });
    expect((await me(none.cookie)).json()).toMatchObject({ role: 'buyer', roles: [] });
  });

  it('falls back to buyer when the role lookup fails, and still answers with the profile', async () => {
    const admin = await createUser(ctx, { roles: ['admin'], name: 'Anil Admin' });
    expect((await me(admin.cookie)).json().role).toBe('admin');
    // A real failure of the lookup: the table is not there for a moment.
    await ctx.database.db.execute(sql`alter table user_roles rename to user_roles_away`);
    try {
      const res = await me(admin.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ role: 'buyer', roles: [], user: { name: 'Anil Admin' } });
      expect(res.json().profile).not.toBeNull();
      // ...so the fallback grants nothing: an admin-only endpoint refuses the caller.
      expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: admin.cookie } })).statusCode).toBe(403);
    } finally {
      await ctx.database.db.execute(sql`alter table user_roles_away rename to user_roles`);
    }
    expect((await me(admin.cookie)).json().role).toBe('admin');
  });
});

describe('PATCH /api/me/language: the language a user reads Neelami in (decision 028)', () => {
  const setLanguage = (body: unknown, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'PATCH', url: '/api/me/language', headers: { origin: ORIGIN, ...headers }, payload: body as object });

  it('starts in English, keeps the choice on the account, and returns it with the profile', async () => {
    const buyer = await createUser(ctx, { roles: ['buyer'] });
    expect((await me(buyer.cookie)).json().profile.language).toBe('en');

    const res = await setLanguage({ language: 'hi' }, { cookie: buyer.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'hi' });
    expect((await me(buyer.cookie)).json().profile.language).toBe('hi');
    const session = await ctx.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: buyer.cookie } });
    expect(session.json().me.profile.language).toBe('hi');

    expect((await setLanguage({ language: 'mr' }, { cookie: buyer.cookie })).json()).toEqual({ language: 'mr' });
    expect((await me(buyer.cookie)).json().profile.language).toBe('mr');
  });

  it('refuses a language Neelami does not speak, and a missing one, with 400', async () => {
    const buyer = await createUser(ctx, { roles: ['buyer'] });
    for (const body of [{ language: 'fr' }, { language: 'en-XA' }, {}]) {
      const res = await setLanguage(body, { cookie: buyer.cookie });
      expect(res.statusCode).toBe(400);
    }
    expect((await me(buyer.cookie)).json().profile.language).toBe('en');
  });

  it('answers 401 to a visitor', async () => {
    expect((await setLanguage({ language: 'hi' }, {})).statusCode).toBe(401);
  });

  it('refuses a write from another site', async () => {
    const buyer = await createUser(ctx, { roles: ['buyer'] });
    const res = await setLanguage({ language: 'hi' }, { cookie: buyer.cookie, origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect((await me(buyer.cookie)).json().profile.language).toBe('en');
  });
});
