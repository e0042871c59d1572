/**
 * Crash test (`npm run test:crash`): bidders under load, `kill -9` of the server at a random moment,
 * restart, several times; then every bid a client saw acknowledged must be in the database, and the
 * invariants of ARCHITECTURE §7 must hold.
 *
 *   npm run test:crash                        PGlite, and PostgreSQL when reachable
 *   npm run test:crash -- --db pglite         one of them (pglite | postgres | both)
 *   npm run test:crash -- --kills 5
 *
 * PostgreSQL: CRASH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://root@127.0.0.1:5432/postgres
 * (a scratch database is created there and dropped afterwards).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type Database } from '../src/server/db/client';
import { auctions } from '../src/server/db/schema';
import { insertAccount } from '../src/server/modules/accounts/accounts.service';
import { emdWalletRepository } from '../src/server/modules/emd/emd-wallet.repository';
import { freePort } from '../src/server/test/free-port';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const INCREMENT = 100_000;
const PASSWORD = 'crash-test-1';

type Options = { db: 'pglite' | 'postgres' | 'both'; kills: number; bidders: number };

function parseArgs(argv: string[]): Options {
  const opts: Options = { db: 'both', kills: 3, bidders: 12 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--db') opts.db = argv[++i] as Options['db'];
    else if (a === '--kills') opts.kills = Math.max(3, Number(argv[++i]));
    else if (a === '--bidders') opts.bidders = Number(argv[++i]);
  }
  return opts;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Target = {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  open: () => Promise<Database>;
  cleanup: () => Promise<void>;
};

async function pgliteTarget(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'neelami-crash-'));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }),
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(baseUrl: string): Promise<Target | null> {
  const admin = new pg.Client({ connectionString: baseUrl });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`PostgreSQL not reachable at ${baseUrl} (${(err as Error).message}); skipping it.`);
    return null;
  }
  const name = `neelami_crash_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url },
    open: () => openDatabase({ kind: 'postgres', url, poolSize: 2 }),
    cleanup: async () => {
      const a = new pg.Client({ connectionString: baseUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

type World = { auctionId: string; emails: string[]; startingBid: number };

async function prepare(target: Target, bidders: number): Promise<World> {
  const database = await target.open();
  try {
    await migrateDatabase(database);
    const vendor = await insertAccount(database.db, {
      email: 'vendor@crash.test',
      name: 'Crash Vendor',
      password: PASSWORD,
      roles: ['vendor'],
      profile: { verificationStatus: 'verified' },
    });
    const emails: string[] = [];
    const userIds: string[] = [];
    for (let i = 0; i < bidders; i++) {
      const email = `bidder${i}@crash.test`;
      userIds.push(
        await insertAccount(database.db, {
          email,
          name: `Crash Bidder ${i}`,
          password: PASSWORD,
          roles: ['buyer'],
          profile: { verificationStatus: 'verified' },
        }),
      );
      emails.push(email);
    }
    const startingBid = 1_000_000;
    const [auction] = await database.db
      .insert(auctions)
      .values({
        title: 'Crash test plot in Nashik',
        description: 'An auction that survives its server being killed again and again.',
        location: 'Nashik',
        propertyType: 'Land',
        startingBid,
        currentBid: startingBid,
        bidIncrement: INCREMENT,
        emdAmount: 100_000,
        startTime: new Date(Date.now() - 60_000),
        endTime: new Date(Date.now() + 24 * 3600_000),
        extensionWindowS: 0,
        status: 'live',
        createdBy: vendor,
      })
      .returning();
    await emdWalletRepository.fundAndHoldAll(database.db, userIds, [auction!.id]);
    return { auctionId: auction!.id, emails, startingBid };
  } finally {
    await database.close();
  }
}

function startServer(target: Target, port: number): ChildProcess {
  // NOTE: node itself, not the tsx CLI: the CLI runs the server in a child process, and a SIGKILL
  // to the CLI would leave that child running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...target.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Reached at 127.0.0.1 (its requests say so in Origin, which must be the public URL's).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED: 'false',
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitReady(base: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not yet
    }
    await sleep(200);
  }
  throw new Error('server did not become ready');
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

type Ack = { id: string; amount: number; key: string; email: string };

async function run(target: Target, opts: Options) {
  console.log(`\n== ${target.kind}: preparing`);
  const world = await prepare(target, opts.bidders);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const acks: Ack[] = [];
  let known = world.startingBid;
  let up = false;
  let done = false;
  let recovered = 0;
  let unknownOutcomes = 0;

  let child = startServer(target, port);
  children.add(child);
  child.once('exit', () => children.delete(child));
  await waitReady(base, child);
  up = true;
  // Sessions live in the database, so these cookies stay valid across every restart.
  const cookies = await Promise.all(world.emails.map((e) => signIn(base, e)));

  async function bidder(i: number) {
    let pending: { amount: number; key: string; tries: number } | null = null;
    while (!done) {
      if (!up) {
        await sleep(25);
        continue;
      }
      // A request whose answer was lost in the crash is retried with its key: it either returns the
      // bid it already made or is decided afresh.
      const attempt: { amount: number; key: string; tries: number } = pending ?? {
        // Bidders aim at different steps above the last price they saw, so a storm accepts several.
        amount: known + INCREMENT * (1 + (i % 4)) + Math.floor(Math.random() * 1000),
        key: randomUUID(),
        tries: 0,
      };
      attempt.tries += 1;
      pending = attempt;
      let res: Response;
      try {
        res = await fetch(`${base}/api/auctions/${world.auctionId}/bids`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: base,
            cookie: cookies[i]!,
            'idempotency-key': attempt.key,
          },
          body: JSON.stringify({ amount: attempt.amount }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        await sleep(50);
        continue;
      }
      const body = (await res.json().catch(() => ({}))) as { id?: string; amount?: number; error?: { code: string } };
      pending = null;
      if (res.status === 201) {
        acks.push({ id: body.id!, amount: body.amount!, key: attempt.key, email: world.emails[i]! });
        if (attempt.tries > 1) recovered += 1;
        if (body.amount! > known) known = body.amount!;
      } else if (body.error?.code === 'BID_TOO_LOW' || body.error?.code === 'BID_INCREMENT') {
        try {
          const a = (await (await fetch(`${base}/api/auctions/${world.auctionId}`)).json()) as { currentBid: number };
          if (a.currentBid > known) known = a.currentBid;
        } catch {
          // the server went away; the loop waits for it
        }
      } else if (res.status === 429) {
        await sleep(100);
      } else if (res.status >= 500) {
        unknownOutcomes += 1;
      }
    }
  }
  const loops = world.emails.map((_, i) => bidder(i));

  for (let k = 1; k <= opts.kills; k++) {
    const before = acks.length;
    // Kill under load: once this run has acknowledged a few bids, at a random moment after that.
    const warmDeadline = Date.now() + 60_000;
    while (acks.length - before < 25 && Date.now() < warmDeadline) await sleep(20);
    const waitMs = 300 + Math.floor(Math.random() * 3000);
    await sleep(waitMs);
    up = false;
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    console.log(`   kill -9 #${k}, ${waitMs} ms into the load: ${acks.length - before} bids acknowledged in that run`);
    child = startServer(target, port);
    children.add(child);
    const started = child;
    started.once('exit', () => children.delete(started));
    await waitReady(base, child);
    up = true;
  }
  await sleep(1500);
  done = true;
  await Promise.all(loops);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));

  // Verify from the database itself.
  const database = await target.open();
  try {
    const result = (await database.db.execute(
      sql`SELECT id, amount, user_id, idempotency_key, created_at, status FROM bids WHERE auction_id = ${world.auctionId}`,
    )) as unknown as {
      rows: { id: string; amount: string | number; user_id: string; idempotency_key: string; created_at: Date }[];
    };
    const stored = new Map(result.rows.map((r) => [r.id, r]));
    const missing = acks.filter((a) => !stored.has(a.id) || Number(stored.get(a.id)!.amount) !== a.amount);
    const duplicates = acks.length - new Set(acks.map((a) => a.id)).size;
    const ordered = result.rows
      .map((r) => ({ amount: Number(r.amount), at: new Date(r.created_at).getTime() }))
      .sort((a, b) => a.at - b.at || a.amount - b.amount);
    let increasing = true;
    for (let i = 1; i < ordered.length; i++) if (ordered[i]!.amount <= ordered[i - 1]!.amount) increasing = false;
    const auctionRes = (await database.db.execute(
      sql`SELECT current_bid, bid_count, bidders_count FROM auctions WHERE id = ${world.auctionId}`,
    )) as unknown as { rows: { current_bid: string | number; bid_count: number; bidders_count: number }[] };
    const a = auctionRes.rows[0]!;
    const highest = ordered.length ? Math.max(...ordered.map((o) => o.amount)) : world.startingBid;
    const bidders = new Set(result.rows.map((r) => r.user_id)).size;
    const problems: string[] = [];
    if (duplicates) problems.push(`${duplicates} acknowledgements name a bid already acknowledged`);
    if (missing.length) problems.push(`${missing.length} acknowledged bids are missing: ${JSON.stringify(missing.slice(0, 3))}`);
    if (!increasing) problems.push('accepted amounts do not strictly increase');
    if (Number(a.current_bid) !== highest) problems.push(`current_bid ${a.current_bid} != highest bid ${highest}`);
    if (Number(a.bid_count) !== ordered.length) problems.push(`bid_count ${a.bid_count} != ${ordered.length} bids`);
    if (Number(a.bidders_count) !== bidders) problems.push(`bidders_count ${a.bidders_count} != ${bidders} bidders`);
    console.log(
      `   ${target.kind}: ${opts.kills} kills, ${acks.length} acknowledged bids (${recovered} after a retry with ` +
        `the same Idempotency-Key), ${stored.size} stored, ${unknownOutcomes} 5xx answers`,
    );
    if (problems.length) {
      for (const p of problems) console.log(`   FAIL ${p}`);
      return false;
    }
    console.log(`   OK: every acknowledged bid is stored; amounts strictly increase; current_bid, bid_count and bidders_count agree`);
    return true;
  } finally {
    await database.close();
  }
}

/** Servers this script started; none may outlive it. */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const c of children) c.kill('SIGKILL');
});

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const targets: Target[] = [];
  if (opts.db !== 'postgres') targets.push(await pgliteTarget());
  if (opts.db !== 'pglite') {
    const url = process.env.CRASH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
    const t = await postgresTarget(url);
    if (t) targets.push(t);
    else if (opts.db === 'postgres') process.exit(1);
  }
  let ok = true;
  for (const t of targets) {
    try {
      ok = (await run(t, opts)) && ok;
    } catch (err) {
      console.error(`   ${t.kind}: ${(err as Error).stack}`);
      ok = false;
    } finally {
      for (const c of children) c.kill('SIGKILL');
      await sleep(500);
      await t.cleanup();
    }
  }
  console.log(ok ? '\nCrash test passed.' : '\nCrash test FAILED.');
  process.exit(ok ? 0 : 1);
}

void main();
