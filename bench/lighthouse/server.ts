import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { parseConfig } from '../../src/server/config';
import { migrateDatabase, openDatabase } from '../../src/server/db/client';
import { seedIfEmpty } from '../../src/server/db/seed/seed';
import { openBlobStores } from '../../src/server/lib/storage/blob-stores';
import { createDocumentsStore } from '../../src/server/lib/storage/documents-store';
import { createMediaStore } from '../../src/server/lib/storage/storage';
import { createBidderAliases } from '../../src/server/modules/bids/bidder-aliases';
import { stopWhenAsked } from '../lib/child-process';
import { freePort } from '../lib/free-port';

/**
 * The embedded demo server as a visitor meets it: production settings, PGlite in a temporary
 * directory, the demo world seeded (its photos included), serving the web app built into the folder
 * given as the first argument and rendering its pages with the server entry built beside it
 * (`<folder>/../ssr`, as scripts/build-web.mjs writes them). In a process of its own, so the browser's measurements do not share its
 * event loop. Reports its origin over IPC.
 */

async function main() {
  const webDir = process.argv[2];
  if (!webDir) throw new Error('usage: server.ts <built web dir>');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'neelami-bench-lighthouse-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = parseConfig({
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    DATA_DIR: tmp,
    PUBLIC_URL: origin,
    SEED: 'false',
  });
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(tmp, 'pglite') });
  await migrateDatabase(database);
  const storage = await openBlobStores(config);
  const started = Date.now();
  await seedIfEmpty(database.db, {
    media: createMediaStore(storage.media),
    documents: createDocumentsStore(storage.documents),
    aliases: createBidderAliases(config.authSecret),
    holidays: new Set(config.holidays),
  }).finally(() => storage.close());
  // PGlite runs no autovacuum: fresh statistics, as the server's own start gives them after seeding.
  await database.db.execute(sql`analyze`);
  const seedMs = Date.now() - started;

  const app = await buildApp({ config, database, webDir, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  if (process.send) process.send({ type: 'ready', origin, seedMs });
  else console.log(`bench/lighthouse server: ${origin} (seeded in ${seedMs} ms)`);

  const stop = async () => {
    await app.close();
    await database.close();
    rmSync(tmp, { recursive: true, force: true });
    process.exit(0);
  };
  stopWhenAsked(stop);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
