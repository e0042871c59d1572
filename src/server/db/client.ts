import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
  close: () => Promise<void>;
};

/** Extensions the migrations create; PGlite must load them before it can (PostgreSQL ships them). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export type OpenOptions =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 20 });
    // NOTE: an idle client whose server went away (restart, failover, a dropped test database) emits
    // 'error' on the pool; without a listener that would crash the process. The pool replaces it.
    pool.on('error', (err) => console.warn(`PostgreSQL pool: idle client error: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', url: opts.url, close: () => pool.end() };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = opts.dataDir
    ? await PGlite.create({ dataDir: opts.dataDir, extensions: PGLITE_EXTENSIONS })
    : await PGlite.create({ loadDataDir: opts.loadDataDir, extensions: PGLITE_EXTENSIONS });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close(), ...{ pglite: client } };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePg(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
}
