import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp, DEFAULT_WEB_DIR } from './app';
import { loadSigningKey } from './lib/security/signing-key';
import { loadVapidDetails } from './lib/security/vapid-keys';
import { logHistory } from './modules/bids/bid-log.repository';
import { placeUnplacedAuctions } from './modules/auctions/auctions.service';
import { createBidderAliases } from './modules/bids/bidder-aliases';
import { ConfigError, parseConfig, type Config } from './config';
import { migrateDatabase, openDatabase, pendingMigrations, type Database } from './db/client';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';
import { DEMO_AUCTIONS } from './db/seed/demo-auctions';
import { DEMO_SIGN_INS, seedIfEmpty } from './db/seed/seed';
import { createScheduler } from './jobs/scheduler';
import { createCountsCompaction } from './modules/catalogue/counts-compaction.service';
import { METRICS_PATH, startMetricsServer, type Metrics, type MetricsServer } from './lib/observability/metrics';
import { openBlobStores } from './lib/storage/blob-stores';
import { createDocumentsStore } from './lib/storage/documents-store';
import { createMediaStore } from './lib/storage/storage';
import type { LifecycleService } from './modules/auctions/lifecycle.service';
import type { ReadinessService } from './modules/health/readiness';
import type { InspectionsService } from './modules/inspections/inspections.service';
import type { SalesService } from './modules/sales/sales.service';
import type { SavedSearchesService } from './modules/saved-searches/saved-searches.service';

async function openFromConfig(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        poolSize: config.databasePoolSize,
        parallelWorkers: config.databaseParallelWorkers,
      })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
}

/** What the start is doing, as it happens (a first start on a busy machine takes a while). */
const step = (what: string) => console.log(`Neelami: ${what}`);

/**
 * Set for the process that prepares a new embedded database (creates it, migrates, seeds) and exits.
 * NOTE: PGlite's initdb and the seeding leave about 270 MB behind in the process that ran them
 * (WebAssembly memory never shrinks, nor does the C heap of image re-encoding), so on a new DATA_DIR
 * that work happens in a child process, and the server opens a database that is ready
 * (bench/memory in bench/RESULTS.md).
 */
const PREPARE_ONLY = process.env.NEELAMI_PREPARE_ONLY === '1';

/** Creates, migrates and seeds a new embedded database in a child process, which prints its steps. */
function prepareNewDatabaseApart(config: Config): boolean {
  if (PREPARE_ONLY || config.databaseUrl || !config.migrateOnStart) return false;
  if (existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'))) return false;
  step('creating the embedded database…');
  const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
    env: { ...process.env, NEELAMI_PREPARE_ONLY: '1' },
  });
  if (child.status !== 0) process.exit(child.status ?? 1);
  return true;
}

/** Seeds the demo world into an empty database; prints the sign-ins when it did. */
async function seedDemoWorld(config: Config, database: Database, log: { info: (obj: object, msg: string) => void }) {
  const started = Date.now();
  const storage = await openBlobStores(config);
  const seeded = await seedIfEmpty(database.db, {
    media: createMediaStore(storage.media),
    documents: createDocumentsStore(storage.documents),
    aliases: createBidderAliases(config.authSecret),
    holidays: new Set(config.holidays),
    onSeeding: () =>
      step(`seeding the demo world: ${DEMO_ACCOUNTS.length} accounts, ${DEMO_AUCTIONS.length} auctions with their bids and sales…`),
  }).finally(() => storage.close());
  if (!seeded) return false;
  step(
    `seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${seeded.users} accounts, ${seeded.auctions} auctions, ${seeded.bids} bids`,
  );
  log.info(seeded, 'seeded the demo world');
  // NOTE: PGlite runs no autovacuum, so the planner would never have statistics for the new rows.
  await database.db.execute(sql`analyze`);
  // NOTE: only right after seeding: a server's log is no place for passwords on every start.
  console.log('\nDemo sign-ins (password in brackets):');
  for (const s of DEMO_SIGN_INS) console.log(`  ${s.label.padEnd(34)} ${s.email.padEnd(34)} [${s.password}]`);
  console.log('');
  return true;
}

async function main() {
  let config: Config;
  try {
    config = parseConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const preparedApart = prepareNewDatabaseApart(config);
  const database = await openFromConfig(config);
  const pending = await pendingMigrations(database);
  const migrations = `${pending} migration${pending === 1 ? '' : 's'}`;
  if (config.migrateOnStart) {
    if (pending > 0) step(`applying ${migrations}…`);
    await migrateDatabase(database);
  } else if (pending > 0) {
    // NOTE: never serve a schema the code does not match; the operator migrates first (npm run db:migrate).
    console.error(`Neelami: the database lacks ${migrations} and MIGRATE_ON_START=false: run the migrations first (npm run db:migrate).`);
    await database.close();
    process.exit(1);
  }
  if (PREPARE_ONLY) {
    if (config.seed) await seedDemoWorld(config, database, pino({ level: config.logLevel }));
    await database.close();
    process.exit(0);
  }
  const vapid = loadVapidDetails({
    keys: config.vapidKeys,
    subject: config.vapidSubject,
    dataDir: config.dataDir,
    mayGenerate: config.env !== 'production' || database.kind === 'pglite',
  });
  const app = await buildApp({
    config,
    database,
    webDir: DEFAULT_WEB_DIR,
    logger: { level: config.logLevel },
    bidLogKey: loadSigningKey({ pem: config.bidLogSigningKey, dataDir: config.dataDir }),
    vapid,
  });
  if (!vapid) {
    app.log.warn('Web Push is off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys), the same on every node');
  }

  const seededNow = config.seed && (await seedDemoWorld(config, database, app.log));

  // Bids placed before the public bid log existed (decision 020) get their entries once.
  const logged = await logHistory(database.db, new Date(), createBidderAliases(config.authSecret));
  if (logged > 0) app.log.info({ auctions: logged }, 'logged the bid history of auctions that had no bid log');
  // Auctions listed before they had coordinates are placed at their PIN code once (decision 056).
  const placed = await placeUnplacedAuctions(database.db);
  if (placed > 0) app.log.info({ auctions: placed }, 'placed auctions without coordinates at their PIN code');

  // NOTE: the cast: buildApp's result type loses `services` (a Fastify instance is thenable).
  const { lifecycle, sales, savedSearches, metrics, readiness, inspections } = (
    app as unknown as {
      services: {
        lifecycle: LifecycleService;
        sales: SalesService;
        savedSearches: SavedSearchesService;
        metrics: Metrics;
        readiness: ReadinessService;
        inspections: InspectionsService;
      };
    }
  ).services;
  const counts = createCountsCompaction(database.db);
  const scheduler = createScheduler({
    lifecycle,
    sales,
    counts,
    savedSearches,
    inspections,
    intervalMs: config.schedulerIntervalMs,
    log: app.log,
    metrics,
  });
  let metricsServer: MetricsServer | null = null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // First of all: /api/ready answers 503 from now on, so a load balancer stops sending traffic.
    readiness.beginShutdown();
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), config.shutdownDrainMs + 10_000);
    timer.unref();
    try {
      // NOTE: still serving while the load balancer's health checks see the 503 and take this node out
      // of rotation; closing at once would refuse the requests it sends meanwhile.
      if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      await scheduler.stop();
      await metricsServer?.close();
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (config.metricsPort) {
    metricsServer = await startMetricsServer({ metrics, port: config.metricsPort, host: config.host, token: config.metricsToken });
  }
  scheduler.start();
  const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
  console.log(`\nNeelami is running at ${url}  (database: ${database.kind})`);
  console.log(
    `Listening on ${listeningOn(app)}${config.demoMode && !process.env.HOST ? ' (loopback only, as demo mode is on: set HOST to listen elsewhere)' : ''}`,
  );
  if (config.metricsPort) console.log(`Metrics for Prometheus on port ${config.metricsPort}, path ${METRICS_PATH}`);
  if (config.seed && !seededNow && !preparedApart) {
    console.log('The demo sign-ins are listed in the README (npm run db:reset starts the demo world over).');
  }
}

/** Every address the server listens on: "127.0.0.1:3000, [::1]:3000". */
function listeningOn(app: { addresses: () => (string | AddressInfo)[] }): string {
  return app
    .addresses()
    .map((a) => (typeof a === 'string' ? a : a.family === 'IPv6' ? `[${a.address}]:${a.port}` : `${a.address}:${a.port}`))
    .join(', ');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
