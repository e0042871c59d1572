import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

describe('OpenAPI at /api/docs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('describes the contract paths with their zod-derived parameters', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/health', '/api/me', '/api/auctions', '/api/auctions/{id}', '/api/auctions/{id}/bids']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const listing = doc.paths['/api/auctions']?.get?.parameters?.map((p) => `${p.in}:${p.name}`) ?? [];
    expect(listing).toEqual(expect.arrayContaining(['query:status', 'query:sort', 'query:page']));
  });

  it('serves the Swagger UI from the server itself', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.(js|css)/);
  });
});
