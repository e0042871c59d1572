import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { testDbKind } from '../../test/test-db';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('GET /api/health', () => {
  it('answers exactly { status: "ok", db } with the kind of database in use', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ status: 'ok', db: testDbKind() });
    expect(ctx.database.kind).toBe(testDbKind());
  });

  it('needs no session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { cookie: 'neelami.session_token=bogus' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });
});
