import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { createTestApp, type TestContext } from '../../test/test-app';
import { testDbKind } from '../../test/test-db';
import { createReadiness } from './readiness';

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
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('needs no session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { cookie: 'neelami.session_token=bogus' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });
});

describe('GET /api/ready', () => {
  it('answers 200 { status: "ready" } when the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 once the database is gone, while /api/health still answers 200', async () => {
    const other = await createTestApp();
    try {
      await other.database.close();
      const res = await other.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not ready', reason: 'database unavailable' });
      expect(res.headers['cache-control']).toBe('no-store');
      expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await other.app.close();
    }
  });

  it('answers 503 from the moment a shutdown begins', async () => {
    const other = await createTestApp();
    try {
      expect((await other.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      other.app.services.readiness.beginShutdown();
      const res = await other.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not ready', reason: 'shutting down' });
    } finally {
      await other.close();
    }
  });

  it('is not ready when the database does not answer in time', async () => {
    const log = { warn: () => {}, info: () => {} };
    if (testDbKind() === 'pglite') {
      // The embedded database runs one statement at a time: an open transaction holds the check up.
      let release!: () => void;
      const held = ctx.database.db.transaction(() => new Promise<void>((r) => (release = r)));
      try {
        const result = await createReadiness({ db: ctx.database.db, log, timeoutMs: 50 }).check();
        expect(result).toEqual({ ready: false, reason: 'database timeout' });
      } finally {
        release();
        await held;
      }
    } else {
      // A pool of one connection, taken: the check waits for a connection.
      const small = await openDatabase({ kind: 'postgres', url: ctx.database.url!, poolSize: 1 });
      const taken = await small.pool!.connect();
      try {
        const result = await createReadiness({ db: small.db, log, timeoutMs: 50 }).check();
        expect(result).toEqual({ ready: false, reason: 'database timeout' });
      } finally {
        taken.release();
        await small.close();
      }
    }
  });

  it('is described with both answers in the API document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const responses = doc.paths['/api/ready'].get.responses;
    // 400 is every route's (the input guard); 503 is readiness's own.
    expect(Object.keys(responses).sort()).toEqual(['200', '400', '503']);
    expect(doc.paths['/api/health'].get.responses['200']).toBeDefined();
  });
});
