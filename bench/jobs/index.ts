import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { parseConfig } from '../../src/server/config';
import { migrateDatabase, openDatabase, type Database } from '../../src/server/db/client';
import { createScheduler } from '../../src/server/jobs/scheduler';
import type { LifecycleService } from '../../src/server/modules/auctions/lifecycle.service';
import { dueStatement, endingSoonStatement } from '../../src/server/modules/auctions/auctions.repository';
import { createCountsCompaction } from '../../src/server/modules/catalogue/counts-compaction.service';
import type { SalesService } from '../../src/server/modules/sales/sales.service';
import { seedCatalogue } from '../listing/seed';
import { loadAverage, machine, recordRun, RESULTS, runTimestamp } from '../lib/results';

/**
 * The scheduler at a national catalogue's size (issue 27, decision 040): the duration of its ticks
 * (start, end, ending-soon notices, sale deadlines, counts compaction, as `src/server/main.ts` runs
 * them) at 150,000 auctions on PostgreSQL, first as after a restart that finds much work due, then
 * until that work is done, then idle. Goal: every tick ≤ 50 ms. The statements each job sends are
 * recorded with `EXPLAIN (ANALYZE, BUFFERS)` (in a transaction rolled back) before the first tick.
 *   tsx bench/jobs/index.ts   (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://root@127.0.0.1:5432/postgres;
 *                              BENCH_JOBS_SIZES=150000; BENCH_JOBS_DUE=2000 starts and as many ends due;
 *                              BENCH_JOBS_PIECES=20000 counts pieces; BENCH_RECORD=0 to print only)
 */
const SIZES = (process.env.BENCH_JOBS_SIZES ?? '150000').split(',').map(Number);
const DUE = Number(process.env.BENCH_JOBS_DUE ?? 2_000);
const PIECES = Number(process.env.BENCH_JOBS_PIECES ?? 20_000);
const RECORD = process.env.BENCH_RECORD !== '0';
const IDLE_TICKS = 50;
/** A drain that has not finished after this many ticks is reported as such. */
const MAX_TICKS = 2_000;
const TICK_GOAL_MS = 50;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const BENCH_DB = 'neelami_bench_jobs';

type Stats = { ticks: number; first: number; p50: number; p99: number; max: number };
type SizeResult = {
  size: number;
  seedMs: number;
  due: Record<string, number>;
  restart: Stats;
  idle: Stats;
  plans: { name: string; plan: string }[];
};

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const stats = (xs: number[]): Stats => ({
  ticks: xs.length,
  first: xs[0] ?? 0,
  p50: quantile(xs, 0.5),
  p99: quantile(xs, 0.99),
  max: Math.max(...xs),
});
const ms = (n: number) => n.toFixed(1);

async function freshPostgres(): Promise<Database> {
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.query(`create database ${BENCH_DB}`);
  await admin.end();
  const u = new URL(DATABASE_URL);
  u.pathname = `/${BENCH_DB}`;
  return openDatabase({ kind: 'postgres', url: u.toString(), poolSize: 10 });
}

async function dropDatabase() {
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.end();
}

/** `EXPLAIN (ANALYZE, BUFFERS)` of a statement, in a transaction rolled back (the statements lock and write). */
async function explain(database: Database, statement: SQL): Promise<string> {
  let plan = '';
  await database.db
    .transaction(async (tx) => {
      const result = await tx.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`);
      const found = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { 'QUERY PLAN': string }[];
      plan = found.map((r) => r['QUERY PLAN']).join('\n');
      tx.rollback();
    })
    .catch(() => undefined);
  return plan;
}

/**
 * What a restart finds after the server was down: auctions whose start or end came meanwhile, the
 * live ones ending within the hour not yet told, and a counts table grown by edits.
 */
async function makeWorkDue(database: Database): Promise<Record<string, number>> {
  const { db } = database;
  const count = async (q: SQL) => {
    const result = await db.execute(q);
    const found = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: string }[];
    return Number(found[0]?.n ?? 0);
  };
  await db.execute(sql`UPDATE auctions SET start_time = now() - (random() * interval '2 hours')
    WHERE id IN (SELECT id FROM auctions WHERE status = 'upcoming' ORDER BY id LIMIT ${DUE})`);
  await db.execute(sql`UPDATE auctions SET end_time = now() - (random() * interval '2 hours')
    WHERE id IN (SELECT id FROM auctions WHERE status = 'live' AND start_time < now() - interval '3 hours' ORDER BY id LIMIT ${DUE})`);
  // Each change of a counted column adds two pieces (decision 025).
  const flips = Math.ceil(PIECES / 4);
  for (let i = 0; i < 2; i++) {
    await db.execute(sql`UPDATE auctions SET featured = NOT featured WHERE id IN (SELECT id FROM auctions ORDER BY id LIMIT ${flips})`);
  }
  return {
    starts: await count(sql`SELECT count(*) AS n FROM auctions WHERE status = 'upcoming' AND start_time <= now()`),
    ends: await count(sql`SELECT count(*) AS n FROM auctions WHERE status = 'live' AND end_time <= now()`),
    notices: await count(
      sql`SELECT count(*) AS n FROM auctions WHERE status = 'live' AND ending_soon_told_at IS NULL AND end_time > now() AND end_time <= now() + interval '1 hour'`,
    ),
    pieces: await count(sql`SELECT count(*) AS n FROM auction_facet_counts`),
  };
}

async function runSize(size: number): Promise<SizeResult> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'neelami-bench-jobs-'));
  const database = await freshPostgres();
  try {
    await migrateDatabase(database);
    console.log(`seeding ${size.toLocaleString('en-IN')} auctions …`);
    const started = Date.now();
    await seedCatalogue(database.db, { mediaDir: path.join(tmp, 'media'), count: size });
    await database.db.execute(sql`vacuum analyze`);
    const seedMs = Date.now() - started;
    console.log(`  seeded in ${(seedMs / 1000).toFixed(1)} s`);
    // While the server was down: the statistics are those of before (as autovacuum left them).
    const due = await makeWorkDue(database);
    console.log(`  due at restart: ${JSON.stringify(due)}`);

    const config = {
      ...parseConfig({ NODE_ENV: 'production', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123', SEED: 'false' }),
      mediaDir: path.join(tmp, 'media'),
      documentsDir: path.join(tmp, 'documents'),
      publicUrl: 'http://localhost',
    };
    const app = await buildApp({ config, database, logger: false });
    try {
      const plans = [
        { name: 'start: due upcoming auctions', plan: await explain(database, dueStatement('start', 10)) },
        { name: 'end: due live auctions', plan: await explain(database, dueStatement('end', 10)) },
        { name: 'ending-soon notices', plan: await explain(database, endingSoonStatement(3_600_000, 50)) },
      ];
      const { lifecycle, sales } = (app as unknown as { services: { lifecycle: LifecycleService; sales: SalesService } }).services;
      const scheduler = createScheduler({
        lifecycle,
        sales,
        counts: createCountsCompaction(database.db),
        intervalMs: 1_000,
        log: { info: () => undefined, error: (obj) => console.error(obj) },
      });
      const timeTick = async () => {
        const t = performance.now();
        await scheduler.tick();
        return performance.now() - t;
      };
      const restart: number[] = [];
      const remaining = async () => {
        const result = await database.db.execute(sql`SELECT
          (SELECT count(*) FROM auctions WHERE status = 'upcoming' AND start_time <= now())
          + (SELECT count(*) FROM auctions WHERE status = 'live' AND end_time <= now()) AS n`);
        const found = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: string }[];
        return Number(found[0]?.n ?? 0);
      };
      do restart.push(await timeTick());
      while ((await remaining()) > 0 && restart.length < MAX_TICKS);
      const idle: number[] = [];
      for (let i = 0; i < IDLE_TICKS; i++) idle.push(await timeTick());
      const result = { size, seedMs, due, restart: stats(restart), idle: stats(idle), plans };
      console.log(
        `  after a restart: ${result.restart.ticks} ticks to drain, first ${ms(result.restart.first)} ms, p50 ${ms(result.restart.p50)} ms, p99 ${ms(result.restart.p99)} ms, max ${ms(result.restart.max)} ms`,
      );
      console.log(`  idle: p50 ${ms(result.idle.p50)} ms, p99 ${ms(result.idle.p99)} ms, max ${ms(result.idle.max)} ms`);
      await scheduler.stop();
      return result;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await dropDatabase();
    rmSync(tmp, { recursive: true, force: true });
  }
}

const INTRO = `## Scheduler ticks at 150,000 auctions (bench/jobs)

\`npm run bench -- jobs\` (issue 27, decision 040): the bench catalogue on PostgreSQL, then what a restart finds
after the server was down (\`BENCH_JOBS_DUE\` starts and as many ends due, the live auctions ending within the hour
not yet told, \`BENCH_JOBS_PIECES\` pieces in the counts table); one tick after another, timed in the process, until
no start or end is due, then ${IDLE_TICKS} idle ticks. Goal: every tick ≤ ${TICK_GOAL_MS} ms.`;

async function main() {
  const results: SizeResult[] = [];
  for (const size of SIZES) results.push(await runSize(size));
  const lines = [
    `### ${runTimestamp()} — PostgreSQL`,
    '',
    `- Machine: ${machine()}`,
    `- Load average at the end: ${loadAverage()} (1 / 5 / 15 min)`,
    '',
  ];
  lines.push('| auctions | due at restart | ticks to drain | first tick | p50 | p99 | max | idle p50 | idle p99 | idle max | goal met |');
  lines.push('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const met = r.restart.max <= TICK_GOAL_MS && r.idle.max <= TICK_GOAL_MS;
    lines.push(
      `| ${r.size.toLocaleString('en-IN')} | ${r.due.starts} starts, ${r.due.ends} ends, ${r.due.notices} notices, ${r.due.pieces} pieces | ${r.restart.ticks} | ${ms(r.restart.first)} ms | ${ms(r.restart.p50)} ms | ${ms(r.restart.p99)} ms | ${ms(r.restart.max)} ms | ${ms(r.idle.p50)} ms | ${ms(r.idle.p99)} ms | ${ms(r.idle.max)} ms | ${met ? 'yes' : 'no'} |`,
    );
  }
  const last = results.at(-1);
  if (last) {
    lines.push('', `The jobs' statements before the first tick at ${last.size.toLocaleString('en-IN')} auctions:`);
    for (const p of last.plans) lines.push('', `${p.name}:`, '', '```', p.plan, '```');
  }
  const block = lines.join('\n');
  console.log(`\n${block}`);
  if (RECORD) {
    recordRun('jobs', INTRO, block);
    console.log(`recorded in ${RESULTS}`);
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
