import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { operationKey, OPERATION_IDS } from './operation-ids';

type Operation = {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
};
type Doc = { openapi: string; tags: { name: string }[]; paths: Record<string, Record<string, Operation>> };

describe('OpenAPI at /api/docs', () => {
  let ctx: TestContext;
  let doc: Doc;
  beforeAll(async () => {
    ctx = await createTestApp();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json() as Doc;
  });
  afterAll(() => ctx.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));

  it('describes the contract paths with their zod-derived parameters', () => {
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/health', '/api/me', '/api/auctions', '/api/auctions/{id}', '/api/auctions/{id}/bids']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const listing = doc.paths['/api/auctions']?.get?.parameters?.map((p) => `${p.in}:${p.name}`) ?? [];
    expect(listing).toEqual(expect.arrayContaining(['query:status', 'query:sort', 'query:page']));
  });

  it('gives every operation a group, a summary and a typed 2xx answer', () => {
    const tags = new Set(doc.tags.map((t) => t.name));
    const missing = operations().flatMap(({ path, method, op }) => {
      const problems: string[] = [];
      if (!op.tags?.length || !op.tags.every((t) => tags.has(t))) problems.push('no known tag');
      if (!op.summary) problems.push('no summary');
      const success = Object.entries(op.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      const typed = success.some(([status, r]) => status === '204' || Object.values(r.content ?? {}).some((c) => c.schema));
      if (!typed) problems.push('no 2xx response schema');
      return problems.map((p) => `${method.toUpperCase()} ${path}: ${p}`);
    });
    expect(missing).toEqual([]);
    expect(operations().length).toBeGreaterThan(75);
  });

  it('says which calls need the session cookie, and answers a bid with 201', () => {
    const bid = doc.paths['/api/auctions/{id}/bids']!.post!;
    expect(bid.security).toEqual([{ session: [] }]);
    expect(Object.keys(bid.responses)).toEqual(expect.arrayContaining(['201', '401', '409']));
    expect(bid.responses['200']).toBeUndefined();
    expect(doc.paths['/api/me']!.get!.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/auctions']!.get!.security).toEqual([{}, { session: [] }]);
    expect(doc.paths['/api/health']!.get!.security).toEqual([]);
    expect(doc.paths['/api/session']!.get!.security).toEqual([{}, { session: [] }]);
  });

  it('declares for every operation whether it needs the session, and one 4xx answer at least', () => {
    const problems = operations().flatMap(({ path, method, op }) => [
      ...(Array.isArray(op.security) ? [] : [`${method.toUpperCase()} ${path}: no security`]),
      ...(Object.keys(op.responses).some((status) => status.startsWith('4')) ? [] : [`${method.toUpperCase()} ${path}: no 4xx`]),
    ]);
    expect(problems).toEqual([]);
  });

  it('gives every operation a stable camelCase operationId of its own, and names no route that is gone', () => {
    const ids = operations().map(({ path, method, op }) => ({ key: operationKey(method, path), id: op.operationId }));
    expect(ids.filter(({ id }) => !id || !/^[a-z][a-zA-Z0-9]*$/.test(id))).toEqual([]);
    const seen = new Map<string, string>();
    const repeated = ids.filter(({ key, id }) => seen.has(id!) || !seen.set(id!, key));
    expect(repeated).toEqual([]);
    expect(doc.paths['/api/auctions/{id}/bids']!.post!.operationId).toBe('placeBid');
    expect(doc.paths['/api/auctions']!.get!.operationId).toBe('listAuctions');
    const documented = new Set(ids.map(({ key }) => key));
    expect(Object.keys(OPERATION_IDS).filter((key) => !documented.has(key))).toEqual([]);
  });

  it('answers 400 on a route that declares no other 4xx, as the document says (the input guard)', async () => {
    expect(Object.keys(doc.paths['/api/health']!.get!.responses)).toContain('400');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health?probe=%00' });
    expect(res.statusCode).toBe(400);
  });

  it('documents Better Auth’s routes and leaves pages and media out', () => {
    for (const path of ['/api/auth/sign-up/email', '/api/auth/sign-in/email', '/api/auth/sign-out', '/api/auth/request-password-reset']) {
      expect(doc.paths[path]?.post?.tags).toEqual(['auth']);
    }
    expect(doc.paths['/api/auth/sign-in/email']!.post!.requestBody?.content['application/json']?.schema).toBeTruthy();
    const paths = Object.keys(doc.paths);
    expect(paths.filter((p) => !p.startsWith('/api/') || p.startsWith('/api/docs') || p.includes('*'))).toEqual([]);
  });

  it('serves the Swagger UI from the server itself', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.(js|css)/);
  });
});
