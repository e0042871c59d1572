import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { buildApp, type App, type AppDeps } from '../app';
import { parseConfig, type Config } from '../config';
import type { Database } from '../db/client';
import type { Role } from '../../shared/domain/constants';
import { verifyPassword } from 'better-auth/crypto';
import { insertAccount, type NewAccount } from '../modules/accounts/accounts.service';
import type { PasswordCheck } from '../modules/accounts/auth';
import { openTestDatabase, TEST_MEDIA_ROOT } from './test-db';

export const ORIGIN = 'http://localhost:3000';

export type TestContext = {
  app: App;
  database: Database;
  config: Config;
  close: () => Promise<void>;
};

/**
 * Sign-in's password check, made once per stored hash and password. Better Auth checks with scrypt,
 * 150-600 ms here, and a test file signs in hundreds of times with one password (`insertAccount` gives
 * every account of a password the same hash): a check already passed is answered from memory, a wrong
 * password is checked every time. Tests only: in production a fast key of hash and password held in
 * memory would be a shortcut around scrypt for whoever could read the process's memory.
 */
const passed = new Set<string>();
export const checkPasswordOnce: PasswordCheck = async ({ hash, password }) => {
  const key = `${hash}\u0000${password}`;
  if (passed.has(key)) return true;
  const ok = await verifyPassword({ hash, password });
  if (ok) passed.add(key);
  return ok;
};

/** Builds the real app on a fresh database of its own; only sign-in's password check is remembered (`checkPasswordOnce`). */
export async function createTestApp(
  overrides: Partial<Config> = {},
  extra: Partial<Omit<AppDeps, 'config' | 'database'>> = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const dirKey = randomBytes(6).toString('hex');
  const config: Config = {
    ...parseConfig({ NODE_ENV: 'test', AUTH_RATE_LIMIT: '1000' }),
    mediaDir: path.join(TEST_MEDIA_ROOT, dirKey),
    documentsDir: path.join(TEST_MEDIA_ROOT, `${dirKey}-documents`),
    // NOTE: off unless a test drives it (notification-worker tests turn it on or call `tick`).
    notifications: { worker: false, intervalMs: 50, retryBaseMs: 50, retryMaxMs: 400, maxAttempts: 5, retentionDays: 30 },
    ...overrides,
  };
  const app = await buildApp({ config, database, verifyPassword: checkPasswordOnce, ...extra });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Cookie header of a signed-in session. */
export async function signIn(app: App, email: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN },
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookieHeader(res.headers['set-cookie']);
}

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

let counter = 0;
/** Creates an account directly in the database and returns its id and a signed-in cookie. */
export async function createUser(ctx: TestContext, opts: { roles?: Role[]; profile?: NewAccount['profile']; name?: string } = {}) {
  counter += 1;
  const email = `user${counter}-${randomBytes(3).toString('hex')}@example.in`;
  const password = 'secret123';
  const name = opts.name ?? `Test User ${counter}`;
  const id = await insertAccount(ctx.database.db, { email, name, password, roles: opts.roles ?? ['buyer'], profile: opts.profile });
  const cookie = await signIn(ctx.app, email, password);
  return { id, email, password, cookie, name };
}
