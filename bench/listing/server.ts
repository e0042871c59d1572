import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { parseConfig } from '../../src/server/config';
import { migrateDatabase, openDatabase, type Database } from '../../src/server/db/client';
import { rows } from '../../src/server/db/rows';
import { createScheduler } from '../../src/server/jobs/scheduler';
import type { Metrics } from '../../src/server/lib/observability/metrics';
import type { LifecycleService } from '../../src/server/modules/auctions/lifecycle.service';
import { createCountsCompaction } from '../../src/server/modules/catalogue/counts-compaction.service';
import type { SalesService } from '../../src/server/modules/sales/sales.service';
import { seedCatalogue, type BenchSeed } from './seed';
import { stopWhenAsked } from '../lib/child-process';

/**
 * The server under test, in a process of its own so that the load generator does not share its
 * event loop. PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a fresh database,
 * BENCH_DB_NAME or `neelami_bench`), else PGlite in a temporary directory; BENCH_AUCTIONS auctions
 * (10,000 unless set). Reports its port over IPC; on PostgreSQL it also answers `explain` messages
 * with `EXPLAIN (ANALYZE, BUFFERS)` of every statement one request ran. BENCH_SCHEDULER=1 runs the
 * scheduler beside the requests, as a production node does; BENCH_KEEP_DB=1 keeps the seeded
 * database after the run and uses it again for a run of the same size (a 15-lakh catalogue is seeded once).
 */
const BENCH_DB = process.env.BENCH_DB_NAME ?? 'neelami_bench';
const AUCTIONS = Number(process.env.BENCH_AUCTIONS ?? 10_000);
/** Keep the database after the run, and use a kept one of the same size instead of seeding again. */
const KEEP = process.env.BENCH_KEEP_DB === '1';
/** As the server sets its connections (DATABASE_PARALLEL_WORKERS, decision 048). */
const PARALLEL_WORKERS = parseConfig({ DATABASE_PARALLEL_WORKERS: process.env.DATABASE_PARALLEL_WORKERS }).databaseParallelWorkers;

/** A seeded database kept by an earlier run, with `AUCTIONS` auctions and what the seed said of them; null otherwise. */
async function keptPostgres(url: string): Promise<{ database: Database; seed: BenchSeed } | null> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [BENCH_DB])).rowCount === 1;
  await admin.end();
  if (!exists) return null;
  const database = await openDatabase({ kind: 'postgres', url: benchUrl(url), poolSize: 20, parallelWorkers: PARALLEL_WORKERS });
  try {
    const [kept] = await rows<{ seed: BenchSeed }>(database.db, sql`select seed from bench_kept where auctions = ${AUCTIONS}`);
    if (kept) return { database, seed: kept.seed };
  } catch {
    // No record of a finished seed: seeded anew.
  }
  await database.close();
  return null;
}

const benchUrl = (url: string) => {
  const u = new URL(url);
  u.pathname = `/${BENCH_DB}`;
  return u.toString();
};

async function freshPostgres(url: string): Promise<Database> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.query(`create database ${BENCH_DB}`);
  await admin.end();
  return openDatabase({ kind: 'postgres', url: benchUrl(url), poolSize: 20, parallelWorkers: PARALLEL_WORKERS });
}

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'neelami-bench-'));
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const kept = url && KEEP ? await keptPostgres(url) : null;
  const database =
    kept?.database ?? (url ? await freshPostgres(url) : await openDatabase({ kind: 'pglite', dataDir: path.join(tmp, 'pglite') }));
  await migrateDatabase(database);
  const mediaDir = path.join(tmp, 'media');
  const started = Date.now();
  let seed: BenchSeed;
  if (kept) {
    seed = kept.seed;
  } else {
    seed = await seedCatalogue(database.db, { mediaDir, count: AUCTIONS });
    // Fresh statistics and visibility map, as autovacuum would have after a bulk load.
    if (database.kind === 'postgres') await database.db.execute(sql`vacuum analyze`);
    if (KEEP && database.kind === 'postgres') {
      await database.db.execute(sql`create table bench_kept (auctions int primary key, seed jsonb not null)`);
      await database.db.execute(sql`insert into bench_kept values (${AUCTIONS}, ${JSON.stringify(seed)}::jsonb)`);
    }
  }
  const seedMs = Date.now() - started;

  const config = {
    ...parseConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      SEED: 'false',
      CATALOGUE_CACHE_MS: process.env.CATALOGUE_CACHE_MS,
    }),
    mediaDir,
    documentsDir: path.join(tmp, 'documents'),
    publicUrl: 'http://localhost',
  };
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  // The scheduler, as src/server/main.ts runs it: its ticks compete with the requests measured.
  const scheduler =
    process.env.BENCH_SCHEDULER === '1'
      ? (() => {
          const { lifecycle, sales, metrics } = (
            app as unknown as { services: { lifecycle: LifecycleService; sales: SalesService; metrics: Metrics } }
          ).services;
          const counts = createCountsCompaction(database.db);
          return createScheduler({ lifecycle, sales, counts, intervalMs: config.schedulerIntervalMs, log: app.log, metrics });
        })()
      : null;
  scheduler?.start();
  process.send?.({ type: 'ready', port, kind: database.kind, seed, seedMs, kept: kept !== null, databaseUrl: url ? benchUrl(url) : null });
  if (database.pool) answerExplains(database.pool, (path) => app.inject({ method: 'GET', url: path }));

  const stop = async () => {
    await scheduler?.stop();
    await app.close();
    await database.close();
    rmSync(tmp, { recursive: true, force: true });
    if (url && !KEEP) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
      await admin.end();
    }
    process.exit(0);
  };
  stopWhenAsked(stop);
}

/**
 * `{ type: 'explain', path }`: runs one request while recording the statements it sends to the pool,
 * then answers `{ type: 'explained', plans }` with each statement's `EXPLAIN (ANALYZE, BUFFERS)`.
 */
function answerExplains(pool: pg.Pool, request: (path: string) => Promise<unknown>) {
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  let recording: { text: string; values: unknown[] }[] | null = null;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
    const q = args[0] as string | { text: string; values?: unknown[] };
    // NOTE: a statement that is itself an EXPLAIN (the listing's estimate of how many match) is not explained again.
    if (recording && !/^\s*EXPLAIN/i.test(typeof q === 'string' ? q : q.text)) {
      recording.push({
        text: typeof q === 'string' ? q : q.text,
        values: (typeof q === 'string' ? undefined : q.values) ?? (args[1] as unknown[]) ?? [],
      });
    }
    return original(...args);
  };
  process.on('message', (m: { type?: string; path?: string }) => {
    if (m?.type !== 'explain' || !m.path) return;
    void (async () => {
      recording = [];
      await request(m.path!);
      const statements = recording;
      recording = null;
      const plans: { sql: string; plan: string }[] = [];
      for (const s of statements) {
        const result = (await original({ text: `EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, values: s.values })) as {
          rows: { 'QUERY PLAN': string }[];
        };
        plans.push({ sql: s.text, plan: result.rows.map((r) => r['QUERY PLAN']).join('\n') });
      }
      process.send?.({ type: 'explained', plans });
    })();
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
