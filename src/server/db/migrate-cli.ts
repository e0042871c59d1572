/**
 * `npm run db:migrate`: applies the committed migrations to the configured database
 * (PGlite under DATA_DIR/pglite, or PostgreSQL when DATABASE_URL is set). The server also
 * migrates at start; this is for deployments that migrate as a separate step.
 */
import path from 'node:path';
import { ConfigError, parseConfig } from '../config';
import { migrateDatabase, openDatabase } from './client';

async function main() {
  const config = parseConfig();
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 1 })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  try {
    await migrateDatabase(database);
    console.log(`Migrations applied (${database.kind}).`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
