/**
 * `npm run db:seed`: migrates the configured database and seeds the demo world if it has no users.
 * NOTE: an embedded (PGlite) database can be opened by one process at a time: stop the server first.
 */
import path from 'node:path';
import { ConfigError, parseConfig } from '../../config';
import { openBlobStores } from '../../lib/storage/blob-stores';
import { createDocumentsStore } from '../../lib/storage/documents-store';
import { createMediaStore } from '../../lib/storage/storage';
import { createBidderAliases } from '../../modules/bids/bidder-aliases';
import { migrateDatabase, openDatabase } from '../client';
import { DEMO_SIGN_INS, seedIfEmpty } from './seed';

async function main() {
  const config = parseConfig();
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 2 })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  const storage = await openBlobStores(config);
  try {
    await migrateDatabase(database);
    const started = Date.now();
    const summary = await seedIfEmpty(database.db, {
      media: createMediaStore(storage.media),
      documents: createDocumentsStore(storage.documents),
      aliases: createBidderAliases(config.authSecret),
    });
    if (!summary) {
      console.log('The database already has users; nothing was seeded.');
      return;
    }
    const { users, auctions, bids, images } = summary;
    console.log(`Seeded ${users} accounts, ${auctions} auctions, ${bids} bids and ${images} images in ${Date.now() - started} ms.`);
    console.log('\nDemo sign-ins:');
    for (const s of DEMO_SIGN_INS) console.log(`  ${s.label.padEnd(36)} ${s.email.padEnd(30)} ${s.password}`);
  } finally {
    storage.close();
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
