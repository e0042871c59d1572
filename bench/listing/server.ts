import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { parseConfig } from '../../src/server/config';
import { migrateDatabase, openDatabase, type Database } from '../../src/server/db/client';
import { seedCatalogue } from './seed';
import { stopWhenAsked } from '../lib/child-process';

/**
 * The server under test, in a process of its own so that the load generator does not share its
 * event loop. PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a fresh database
 * `neelami_bench`), else PGlite in a temporary directory. Reports its port over IPC.
 */
const BENCH_DB = 'neelami_bench';

async function freshPostgres(url: string): Promise<Database> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.query(`create database ${BENCH_DB}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${BENCH_DB}`;
  return openDatabase({ kind: 'postgres', url: u.toString(), poolSize: 20 });
}

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'neelami-bench-'));
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const database = url ? await freshPostgres(url) : await openDatabase({ kind: 'pglite', dataDir: path.join(tmp, 'pglite') });
  await migrateDatabase(database);
  const mediaDir = path.join(tmp, 'media');
  const started = Date.now();
  const seed = await seedCatalogue(database.db, { mediaDir });
  // Fresh statistics and visibility map, as autovacuum would have after a bulk load.
  if (database.kind === 'postgres') await database.db.execute(sql`vacuum analyze`);
  const seedMs = Date.now() - started;

  const config = {
    ...parseConfig({ NODE_ENV: 'production', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123', SEED: 'false' }),
    mediaDir,
    documentsDir: path.join(tmp, 'documents'),
    publicUrl: 'http://localhost',
  };
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  process.send?.({ type: 'ready', port, kind: database.kind, seed, seedMs });

  const stop = async () => {
    await app.close();
    await database.close();
    rmSync(tmp, { recursive: true, force: true });
    if (url) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
      await admin.end();
    }
    process.exit(0);
  };
  stopWhenAsked(stop);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
