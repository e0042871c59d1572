import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionInput, call } from '../../test/console-fixtures';
import { createTestApp, createUser, ORIGIN, type TestContext } from '../../test/test-app';
import { LONE_SURROGATE_MESSAGE, NUL_MESSAGE, TOO_DEEP_MESSAGE } from './input-guard';
import { AUCTION_FORM_MESSAGES } from '../../../shared/schemas/auction-form';

/**
 * Inputs the security probe turned into 500s (a NUL byte, numbers past a column's range, dates past
 * year 9999) are refused with 400 before any query, whoever sends them.
 */
let ctx: TestContext;
let admin: { cookie: string; email: string };
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { roles: ['admin'] });
});
afterAll(() => ctx.close());

describe('refused before any query', () => {
  it('a NUL in the query, the path or a body, signed in or not', async () => {
    for (const url of ['/api/auctions?location=%00', '/api/auctions?q=flat%00', `/api/admin/users/%00/verification`]) {
      const res = await call(ctx, url.includes('admin') ? 'POST' : 'GET', url, admin.cookie, url.includes('admin') ? {} : undefined);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message, url).toBe(NUL_MESSAGE);
    }
    const created = await call(ctx, 'POST', '/api/auctions', admin.cookie, auctionInput({ title: 'Flat in Pune\u0000 with a view' }));
    expect(created.statusCode).toBe(400);
    const signUp = await call(ctx, 'POST', '/api/auth/sign-up/email', undefined, { email: 'nul@example.in', name: 'Priya\u0000' });
    expect(signUp.statusCode).toBe(400);
  });

  it('half of a surrogate pair in a body, Better Auth’s routes included', async () => {
    // A registered address: Better Auth then builds the reset link, and encodeURIComponent threw on it.
    const reset = await call(ctx, 'POST', '/api/auth/request-password-reset', undefined, {
      email: admin.email,
      redirectTo: '/reset\ud800',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error.message).toBe(LONE_SURROGATE_MESSAGE);
    const created = await call(ctx, 'POST', '/api/auctions', admin.cookie, auctionInput({ title: 'Flat in Pune \udfff' }));
    expect(created.statusCode).toBe(400);
  });

  it('a body nested 100,000 deep, which Better Auth’s routes would serialise again', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    for (const url of ['/api/auth/sign-in/email', '/api/auctions']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { origin: ORIGIN, cookie: admin.cookie, 'content-type': 'application/json' },
        payload: deep,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message, url).toBe(TOO_DEEP_MESSAGE);
    }
  });

  it('a price that is fractional or past a bigint', async () => {
    for (const q of ['minPrice=0.5', 'maxPrice=1e20', 'minPrice=-1']) {
      expect((await ctx.app.inject({ method: 'GET', url: `/api/auctions?${q}` })).statusCode, q).toBe(400);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auctions?minPrice=2500000&maxPrice=30000000' })).statusCode).toBe(200);
  });

  it('an area past an integer column, and a date after year 9999 or before year 1', async () => {
    const area = await call(ctx, 'POST', '/api/auctions', admin.cookie, auctionInput({ areaSqFt: 2 ** 31 }));
    expect(area.statusCode).toBe(400);
    expect(JSON.stringify(area.json())).toContain(AUCTION_FORM_MESSAGES.areaInvalid);
    const far = await call(ctx, 'POST', '/api/auctions', admin.cookie, auctionInput({ endTime: '+010000-01-01T00:00:00.000Z' }));
    expect(far.statusCode).toBe(400);
    for (const early of ['-271821-04-20T00:00:00.000Z', '0000-01-01T00:00:00Z']) {
      const start = await call(ctx, 'POST', '/api/auctions', admin.cookie, auctionInput({ startTime: early }));
      expect(start.statusCode, early).toBe(400);
      const cutoff = await call(ctx, 'POST', '/api/auctions', admin.cookie, auctionInput({ emdCutoff: early }));
      expect(cutoff.statusCode, early).toBe(400);
    }
    const first = await call(ctx, 'POST', '/api/auctions', admin.cookie, auctionInput({ inspectionFrom: '0001-01-01T00:00:00Z' }));
    expect(first.statusCode, 'year 1 is storable').toBe(201);
  });
});
