import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { parseConfig } from '../../config';
import { createTestApp, type TestContext } from '../../test/test-app';
import { openTestDatabase, TEST_MEDIA_ROOT } from '../../test/test-db';
import { createLoggedApp, LEVEL, type LogLine } from './logging.fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('echoes a sane X-Request-Id from the caller', async () => {
    const id = 'lb-7f3a.2024:01_x-y';
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toBe(id);
  });

  it('makes one up when the caller sends none', async () => {
    const a = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const b = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('replaces one that is too long or holds other characters', async () => {
    for (const bad of ['x'.repeat(129), 'has space', 'new\tline', '<script>', 'ünïcode', '']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
    const longest = 'a'.repeat(128);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': longest } });
    expect(res.headers['x-request-id']).toBe(longest);
  });

  it('is on every answer: a 404, a refused request, an error and a media file', async () => {
    mkdirSync(ctx.config.mediaDir, { recursive: true });
    writeFileSync(path.join(ctx.config.mediaDir, 'seen.txt'), 'hello');
    const answers = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      ctx.app.inject({ method: 'GET', url: '/api/me' }),
      ctx.app.inject({ method: 'POST', url: '/api/auctions', headers: { origin: 'https://evil.example' }, payload: {} }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: ctx.config.publicUrl, 'content-type': 'application/json' },
        payload: '{not json',
      }),
      ctx.app.inject({ method: 'GET', url: '/media/seen.txt' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([404, 401, 403, 400, 200]);
    for (const res of answers) expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('is on the web app’s pages and files', async () => {
    const webDir = path.join(TEST_MEDIA_ROOT, `${randomBytes(6).toString('hex')}-web`);
    mkdirSync(path.join(webDir, 'assets'), { recursive: true });
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Neelami</title>');
    writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
    const database = await openTestDatabase();
    const app = await buildApp({ config: ctx.config, database, webDir });
    try {
      for (const url of ['/', '/auctions', '/assets/app.js']) {
        const res = await app.inject({ method: 'GET', url, headers: { 'x-request-id': 'page-1' } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-request-id']).toBe('page-1');
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('LOG_REQUESTS', () => {
  /** The completion lines of a request (every other line of it, e.g. an error's, left out). */
  const completions = (lines: LogLine[], reqId: string) =>
    lines.filter(
      (l) => l.reqId === reqId && ['request completed', 'request completed with a server error', 'slow request'].includes(l.msg),
    );

  async function request(ctx: TestContext, url: string) {
    const res = await ctx.app.inject({ method: 'GET', url });
    return String(res.headers['x-request-id']);
  }

  it('all: one line per request, at info, with method, route pattern, status, duration and id', async () => {
    const ctx = await createLoggedApp({ logRequests: 'all' });
    try {
      const id = await request(ctx, '/api/auctions/7d3c1a52-9e4b-4f0e-8a61-2b5d9c0e4f17');
      const lines = ctx.lines.filter((l) => l.reqId === id);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: LEVEL.info,
        msg: 'request completed',
        method: 'GET',
        route: '/api/auctions/:id',
        status: 404,
      });
      expect(typeof lines[0]!.ms).toBe('number');
      const unknown = await request(ctx, '/api/no/such/thing');
      expect(completions(ctx.lines, unknown)[0]).toMatchObject({ route: 'unmatched', status: 404 });
    } finally {
      await ctx.close();
    }
  });

  it('errors (the default): nothing for a healthy request; a 5xx at error; a slow one at warn', async () => {
    expect(parseConfig({}).logRequests).toBe('errors');
    expect(parseConfig({}).logSlowMs).toBe(1000);
    const ctx = await createLoggedApp({ logRequests: 'errors', logSlowMs: 60_000 });
    try {
      const healthy = await Promise.all([request(ctx, '/api/health'), request(ctx, '/api/auctions'), request(ctx, '/nothing')]);
      for (const id of healthy) expect(ctx.lines.filter((l) => l.reqId === id)).toEqual([]);

      await ctx.database.db.execute(sql`alter table auctions rename to auctions_gone`);
      const failed = await request(ctx, '/api/auctions/7d3c1a52-9e4b-4f0e-8a61-2b5d9c0e4f17');
      await ctx.database.db.execute(sql`alter table auctions_gone rename to auctions`);
      expect(completions(ctx.lines, failed)).toEqual([
        expect.objectContaining({ level: LEVEL.error, route: '/api/auctions/:id', status: 500, method: 'GET' }),
      ]);
    } finally {
      await ctx.close();
    }
    // Every request is slow when the threshold is 0.
    const slow = await createLoggedApp({ logRequests: 'errors', logSlowMs: 0 });
    try {
      const id = await request(slow, '/api/health');
      expect(completions(slow.lines, id)).toEqual([expect.objectContaining({ level: LEVEL.warn, route: '/api/health', status: 200 })]);
    } finally {
      await slow.close();
    }
  });

  it('off: no request lines, though the error behind a 500 is still logged', async () => {
    const ctx = await createLoggedApp({ logRequests: 'off', logSlowMs: 0 });
    try {
      const ok = await request(ctx, '/api/health');
      expect(ctx.lines.filter((l) => l.reqId === ok)).toEqual([]);
      await ctx.database.db.execute(sql`alter table auctions rename to auctions_gone`);
      const failed = await request(ctx, '/api/auctions/7d3c1a52-9e4b-4f0e-8a61-2b5d9c0e4f17');
      await ctx.database.db.execute(sql`alter table auctions_gone rename to auctions`);
      expect(completions(ctx.lines, failed)).toEqual([]);
      expect(ctx.lines.filter((l) => l.reqId === failed).map((l) => l.msg)).toEqual(['request failed']);
    } finally {
      await ctx.close();
    }
  });

  it('is one of all, errors or off, and LOG_SLOW_MS a whole number of milliseconds', () => {
    expect(parseConfig({ LOG_REQUESTS: 'all', LOG_SLOW_MS: '250' })).toMatchObject({ logRequests: 'all', logSlowMs: 250 });
    expect(() => parseConfig({ LOG_REQUESTS: 'verbose' })).toThrow(/LOG_REQUESTS/);
    expect(() => parseConfig({ LOG_SLOW_MS: 'soon' })).toThrow(/LOG_SLOW_MS/);
  });
});
