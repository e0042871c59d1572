/**
 * The embedded setup as `npm start` runs it: main.ts as a child process on PGlite under DATA_DIR.
 * It seeds the demo world on first start, stops cleanly on SIGTERM, and a second start on the same
 * DATA_DIR keeps every row (accounts, sessions, auctions) without seeding again. No SPA build is
 * needed: without dist/web the server answers pages with a bare shell, and only the API is used.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { testDbKind } from './test/test-db';
import { freePort } from './test/free-port';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = path.join(ROOT, 'src/server/main.ts');

type Server = {
  child: ChildProcess;
  port: number;
  origin: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const started = new Set<ChildProcess>();

/** The environment of a plain `npm start`: nothing that would point it at PostgreSQL or SMTP. */
function childEnv(vars: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'TEST_DATABASE_URL',
    'SMTP_URL',
    'PUBLIC_URL',
    'SEED',
    'DEMO_MODE',
    'AUTH_SECRET',
    'DATA_DIR',
    'PORT',
  ]) {
    delete env[name];
  }
  return { ...env, NODE_ENV: 'development', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...vars };
}

function startMain(vars: Record<string, string>): Omit<Server, 'port' | 'origin'> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { cwd: ROOT, env: childEnv(vars), stdio: ['ignore', 'pipe', 'pipe'] });
  started.add(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      started.delete(child);
      resolve({ code, signal });
    }),
  );
  return { child, output: () => output, exited };
}

async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  // Reached at 127.0.0.1, which its requests name as their Origin: so that is its public URL.
  const server = {
    ...startMain({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }),
    port,
    origin: `http://127.0.0.1:${port}`,
  };
  let exitedEarly = false;
  void server.exited.then(() => (exitedEarly = true));
  // NOTE: a first start creates and seeds the database in a process of its own before the server opens
  // it (main.ts, for memory): two module loads and two PGlite starts, slow on two busy cores.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exitedEarly) throw new Error(`main.ts exited before it answered:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`main.ts did not answer /api/health in time:\n${server.output()}`);
    const ok = await fetch(`${server.origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stop(server: Server) {
  server.child.kill('SIGTERM');
  return server.exited;
}

const json = (server: Server, url: string, init: { method?: string; body?: unknown; cookie?: string } = {}) =>
  fetch(`${server.origin}${url}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      origin: server.origin,
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

async function publicAuctionTotal(server: Server): Promise<number> {
  const res = await json(server, '/api/auctions?pageSize=60');
  expect(res.status).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

/** The counts main.ts logs after seeding ("seeded the demo world"), or null when it did not seed. */
function seededCounts(output: string): { users: number; auctions: number; bids: number } | null {
  for (const line of output.split('\n')) {
    if (!line.includes('seeded the demo world')) continue;
    return JSON.parse(line) as { users: number; auctions: number; bids: number };
  }
  return null;
}

const dataDirs: string[] = [];
afterAll(() => {
  for (const child of started) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(testDbKind() === 'postgres')('main.ts on the embedded database', () => {
  it('seeds once, stops cleanly on SIGTERM, and a restart on the same DATA_DIR keeps accounts, sessions and auctions', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'neelami-restart-'));
    dataDirs.push(dataDir);

    // First start: an empty DATA_DIR gets the demo world.
    const first = await startServer(dataDir);
    const seeded = seededCounts(first.output());
    expect(seeded).not.toBeNull();
    expect(seeded!.auctions).toBeGreaterThanOrEqual(30);
    expect(first.output()).toContain(`Neelami is running at http://localhost:${first.port}  (database: pglite)`);
    expect(await (await json(first, '/api/health')).json()).toEqual({ status: 'ok', db: 'pglite' });
    const auctionsBefore = await publicAuctionTotal(first);
    expect(auctionsBefore).toBeGreaterThan(0);
    // The seed's drafts are not public, so the public total is at most the seeded count.
    expect(auctionsBefore).toBeLessThanOrEqual(seeded!.auctions);

    const email = `restart-${Date.now()}@example.in`;
    const password = 'restart-pass-1';
    const signUp = await json(first, '/api/auth/sign-up/email', {
      method: 'POST',
      body: {
        name: 'Rekha Restart',
        fullName: 'Rekha Restart',
        phone: '+91 98111-22334',
        email,
        pan: 'ABCDE1234F',
        password,
        confirmPassword: password,
        userType: 'buyer',
        buyerType: 'individual',
        acceptTerms: true,
        acceptPrivacy: true,
      },
    });
    expect(signUp.status).toBe(200);
    // Registering signs no one in (decision 018): the register form signs in next, and so does this.
    const firstCookie = cookieOf(await json(first, '/api/auth/sign-in/email', { method: 'POST', body: { email, password } }));
    expect((await json(first, '/api/me', { cookie: firstCookie })).status).toBe(200);

    expect(await stop(first)).toEqual({ code: 0, signal: null });
    expect(first.output()).toContain('"msg":"shutting down"');

    // Second start: same DATA_DIR, another port.
    const second = await startServer(dataDir);
    expect(second.port).not.toBe(first.port);
    expect(seededCounts(second.output())).toBeNull();
    expect(await publicAuctionTotal(second)).toBe(auctionsBefore);

    const signIn = await json(second, '/api/auth/sign-in/email', { method: 'POST', body: { email, password } });
    expect(signIn.status).toBe(200);
    const me = await json(second, '/api/me', { cookie: cookieOf(signIn) });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      user: { email, name: 'Rekha Restart' },
      role: 'buyer',
      profile: { phone: '9811122334', verificationStatus: 'pending' },
    });
    // The session made before the restart is still good (sessions live in the database).
    expect((await json(second, '/api/me', { cookie: firstCookie })).status).toBe(200);

    expect(await stop(second)).toEqual({ code: 0, signal: null });
  }, 180_000);

  it('refuses to start with a bad configuration, listing every problem, and exits with code 1', async () => {
    const run = startMain({ NODE_ENV: 'production', PORT: 'not-a-port', LOG_LEVEL: 'loud' });
    expect(await run.exited).toEqual({ code: 1, signal: null });
    const output = run.output();
    expect(output).toContain('Invalid configuration:');
    for (const name of ['PORT', 'LOG_LEVEL', 'AUTH_SECRET']) expect(output).toMatch(new RegExp(`^ {2}${name}: `, 'm'));
  }, 30_000);

  it('with MIGRATE_ON_START=false refuses a database that lacks migrations, and says how to apply them', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'neelami-nomigrate-'));
    try {
      const run = startMain({ DATA_DIR: dataDir, MIGRATE_ON_START: 'false', PORT: String(await freePort()) });
      expect(await run.exited).toEqual({ code: 1, signal: null });
      expect(run.output()).toMatch(
        /the database lacks \d+ migrations and MIGRATE_ON_START=false: run the migrations first \(npm run db:migrate\)/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
