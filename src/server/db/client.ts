import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_DIR } from '../lib/project-paths';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either the database or an open transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Connection string when on PostgreSQL (the realtime bus opens its own LISTEN connection). */
  url?: string;
  /** The connection pool on PostgreSQL (its sizes are metrics); absent on PGlite. */
  pool?: pg.Pool;
  close: () => Promise<void>;
};

/** Extensions the migrations create; PGlite must load them before it can (PostgreSQL ships them). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PostgreSQL's `shared_buffers` inside PGlite. NOTE: PGlite keeps its buffers in the WebAssembly
 * memory, which never shrinks, and touches them all at start: the default 128 MB made a third of the
 * embedded server's resident memory. Its data files are read through the operating system's page cache
 * anyway, and the demo database is about 45 MB (bench/memory in bench/RESULTS.md).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/** src/server/db/migrations; the compiled server reads the copy the build puts in dist/server/db/migrations. */
export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'db', 'migrations');

export type OpenOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** `max_parallel_workers_per_gather` of every connection (unset: the database server's own). */
      parallelWorkers?: number;
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 20,
      ...(opts.parallelWorkers === undefined ? {} : { options: `-c max_parallel_workers_per_gather=${opts.parallelWorkers}` }),
    });
    // NOTE: an idle client whose server went away (restart, failover, a dropped test database) emits
    // 'error' on the pool; without a listener that would crash the process. The pool replaces it.
    pool.on('error', (err) => console.warn(`PostgreSQL pool: idle client error: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', url: opts.url, pool, close: () => pool.end() };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
  const client = opts.dataDir
    ? await PGlite.create({ dataDir: opts.dataDir, extensions: PGLITE_EXTENSIONS, startParams })
    : await PGlite.create({ loadDataDir: opts.loadDataDir, extensions: PGLITE_EXTENSIONS, startParams });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close(), ...{ pglite: client } };
}

/**
 * How many of the project's migrations this database has not applied yet (all of them on a new
 * database), so the start can say what it is doing.
 */
export async function pendingMigrations(database: Database): Promise<number> {
  const journal = JSON.parse(readFileSync(`${MIGRATIONS_DIR}/meta/_journal.json`, 'utf8')) as { entries: unknown[] };
  try {
    const result = (await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { n: number }[];
    };
    return Math.max(0, journal.entries.length - Number(result.rows[0]?.n ?? 0));
  } catch {
    // No migrations table yet: a new database.
    return journal.entries.length;
  }
}

/** The advisory lock key under which migrations run (any constant: it names the project's migrations). */
const MIGRATION_LOCK_KEY = 7_340_825_117;

/**
 * Applies the pending migrations. On PostgreSQL they run under an advisory lock on their own
 * connection: several nodes starting together on a new database take turns, and each one after the
 * first finds nothing left to do (without it two nodes raced to create the same types).
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      // NOTE: ending the connection releases a session lock even when the unlock is never reached.
      await client.end();
    }
  } else {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
}
