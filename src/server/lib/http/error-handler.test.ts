import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/test-app';
import { createLoggedApp, LEVEL, type LogLine } from '../observability/logging.fixtures';

let ctx: TestContext & { lines: LogLine[] };
/** An auction id no row has: it is a parameter of the query that fails. */
const MISSING_ID = '7d3c1a52-9e4b-4f0e-8a61-2b5d9c0e4f17';

beforeAll(async () => {
  ctx = await createLoggedApp();
  // A schema the code does not expect: every query on auctions now fails in the database.
  await ctx.database.db.execute(sql`alter table auctions rename to auctions_gone`);
});
afterAll(async () => {
  await ctx.database.db.execute(sql`alter table auctions_gone rename to auctions`);
  await ctx.close();
});

describe('a request that fails on the database', () => {
  it('answers 500 with the public error shape and the request id', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/auctions/${MISSING_ID}`,
      headers: { 'x-request-id': 'support-ticket-42' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.', requestId: 'support-ticket-42' },
    });
    expect(res.headers['x-request-id']).toBe('support-ticket-42');
  });

  it('logs the database error by its code and the names it concerns, never the SQL or its parameters', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/auctions/${MISSING_ID}` });
    expect(res.statusCode).toBe(500);
    const requestId = res.json().error.requestId as string;
    const failed = ctx.lines.find((l) => l.reqId === requestId && l.msg === 'request failed');
    expect(failed?.level).toBe(LEVEL.error);
    const text = JSON.stringify(failed);
    expect(text).not.toMatch(/select/i);
    expect(text).not.toContain(MISSING_ID);
    expect(text).not.toMatch(/params/i);
    // 42P01: undefined_table; the relation's name is kept, it is not a value.
    expect(JSON.stringify(failed!.err)).toContain('42P01');
    expect(JSON.stringify(failed!.err)).toContain('relation \\"auctions\\" does not exist');
    // No line of the request carries them either.
    const all = JSON.stringify(ctx.lines.filter((l) => l.reqId === requestId));
    expect(all).not.toMatch(/select/i);
    expect(all).not.toContain(MISSING_ID);
  });
});
