import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createUser, ORIGIN, type TestContext } from '../../test/test-app';
import { betterAuthLogger, errorForLog } from './logging';
import { createLoggedApp, LEVEL, type LogLine } from './logging.fixtures';

let ctx: TestContext & { lines: LogLine[] };
beforeAll(async () => {
  ctx = await createLoggedApp({}, 'debug');
});
afterAll(async () => ctx.close());

/** The error a real statement raises, as the app would catch it. */
async function failureOf(statement: Promise<unknown>): Promise<unknown> {
  try {
    await statement;
  } catch (err) {
    return err;
  }
  throw new Error('the statement did not fail');
}

describe('errors in the logs', () => {
  it('leave out a failed query’s SQL and parameters, and keep its code and table', async () => {
    const err = await failureOf(ctx.database.db.execute(sql`select * from no_such_table where id = ${'secret-parameter'}`));
    const logged = JSON.stringify(errorForLog(err));
    expect(logged).not.toMatch(/select/i);
    expect(logged).not.toContain('secret-parameter');
    expect(logged).toContain('42P01');
    expect(logged).toContain('relation \\"no_such_table\\" does not exist');
  });

  it('leave out a value the database quotes in its message or its detail, and keep the constraint', async () => {
    const badUuid = JSON.stringify(errorForLog(await failureOf(ctx.database.db.execute(sql`select ${'not-a-uuid-value'}::uuid`))));
    expect(badUuid).not.toContain('not-a-uuid-value');
    expect(badUuid).toContain('invalid input syntax for type uuid');

    const email = 'taken-address@example.in';
    await ctx.database.db.insert(users).values({ id: 'log-test-1', name: 'A', email });
    const duplicate = await failureOf(ctx.database.db.insert(users).values({ id: 'log-test-2', name: 'B', email }));
    const logged = errorForLog(duplicate) as { cause: Record<string, unknown> };
    expect(JSON.stringify(logged)).not.toContain(email);
    expect(logged.cause).toMatchObject({ code: '23505', table: 'users' });
    expect(String(logged.cause.constraint)).toMatch(/email/);
  });

  it('keep what any other error says: type, message, stack, its simple properties and its cause', () => {
    const err = Object.assign(new TypeError('out of range', { cause: new Error('deeper') }), { code: 'E_RANGE', context: { big: 1 } });
    expect(errorForLog(err)).toMatchObject({
      type: 'TypeError',
      message: 'out of range',
      code: 'E_RANGE',
      stack: expect.stringContaining('TypeError: out of range'),
      cause: { type: 'Error', message: 'deeper' },
    });
    expect(errorForLog(err)).not.toHaveProperty('context');
  });
});

describe('Better Auth’s log lines', () => {
  it('arrive as JSON lines of the app’s logger', async () => {
    const user = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN },
      payload: { email: user.email, password: 'not-the-password' },
    });
    expect(res.statusCode).toBe(401);
    const line = ctx.lines.find((l) => l.source === 'better-auth' && l.msg === 'Invalid password');
    expect(line).toMatchObject({ level: LEVEL.warn, source: 'better-auth' });
    // Nothing of the terminal's colours.
    expect(JSON.stringify(ctx.lines.filter((l) => l.source === 'better-auth'))).not.toContain('\\u001b[');
  });

  it('carry an error without its SQL', async () => {
    const err = await failureOf(ctx.database.db.execute(sql`select * from no_such_table where id = ${'secret-parameter'}`));
    betterAuthLogger(ctx.app.log).log('error', 'Failed to create user', err, { error: err });
    const line = ctx.lines.find((l) => l.msg === 'Failed to create user')!;
    expect(line).toMatchObject({ level: LEVEL.error, source: 'better-auth', err: { cause: { code: '42P01' } } });
    expect(JSON.stringify(line)).not.toMatch(/select|secret-parameter/i);
  });
});
