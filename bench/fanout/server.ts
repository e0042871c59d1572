import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { parseConfig } from '../../src/server/config';
import { migrateDatabase, openDatabase, type Database } from '../../src/server/db/client';
import { auctions } from '../../src/server/db/schema';
import { insertAccount } from '../../src/server/modules/accounts/accounts.service';
import { emdWalletRepository } from '../../src/server/modules/emd/emd-wallet.repository';
import type { Bus } from '../../src/server/realtime/bus';

/**
 * The real server for the fan-out benchmark, in a process of its own. It prepares one live auction
 * and one bidder, then on {type:'bid'} places a bid through the full HTTP pipeline (inject) and
 * remembers when the bid's event left the commit for the watchers ({type:'commits'} reports them).
 * PostgreSQL when FANOUT_DATABASE_URL is set (then the LISTEN/NOTIFY bus runs too), else PGlite.
 */
const now = () => performance.timeOrigin + performance.now();

async function open(tmp: string): Promise<Database> {
  const url = process.env.FANOUT_DATABASE_URL;
  if (!url) return openDatabase({ kind: 'pglite', dataDir: path.join(tmp, 'pglite') });
  return openDatabase({ kind: 'postgres', url, poolSize: 4 });
}

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'neelami-bench-fanout-'));
  const database = await open(tmp);
  await migrateDatabase(database);
  // Several runs may share one database: names of their own.
  const tag = randomBytes(4).toString('hex');
  const vendor = await insertAccount(database.db, {
    email: `v-${tag}@fanout.test`,
    name: 'Vendor',
    password: 'fanout-1',
    roles: ['vendor'],
  });
  const bidder = await insertAccount(database.db, {
    email: `b-${tag}@fanout.test`,
    name: 'Bidder',
    password: 'fanout-1',
    roles: ['buyer'],
    profile: { verificationStatus: 'verified' },
  });
  const [auction] = await database.db
    .insert(auctions)
    .values({
      title: 'Watched by thousands',
      description: 'One auction, many watchers, to time the fan-out of bid events.',
      location: 'Mumbai',
      propertyType: 'Residential',
      startingBid: 1_000_000,
      currentBid: 1_000_000,
      bidIncrement: 100_000,
      emdAmount: 100_000,
      startTime: new Date(Date.now() - 60_000),
      endTime: new Date(Date.now() + 24 * 3600_000),
      extensionWindowS: 0,
      status: 'live',
      createdBy: vendor,
    })
    .returning();
  await emdWalletRepository.fundAndHoldAll(database.db, [bidder], [auction!.id]);

  const config = {
    ...parseConfig({ NODE_ENV: 'development', SEED: 'false', AUTH_RATE_LIMIT: '100000', LOG_LEVEL: 'silent' }),
    mediaDir: path.join(tmp, 'media'),
    documentsDir: path.join(tmp, 'documents'),
  };
  const app = await buildApp({ config, database, logger: false, bidRateLimit: { perSecond: Infinity, burst: Infinity } });
  const bus = (app as unknown as { services: { realtime: { bus: Bus } } }).services.realtime.bus;
  const commits = new Map<string, number>();
  const publish = bus.publish.bind(bus);
  bus.publish = (topic, event, data) => {
    if (event === 'bid.placed' && topic.startsWith('auction:')) commits.set((data as { bid: { id: string } }).bid.id, now());
    publish(topic, event, data);
  };
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: config.publicUrl },
    payload: { email: `b-${tag}@fanout.test`, password: 'fanout-1' },
  });
  const setCookie = signIn.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).map((c) => c.split(';')[0]).join('; ');
  let amount = 1_000_000;

  process.on('message', async (m: { type: string }) => {
    if (m.type === 'bid') {
      amount += 100_000;
      const res = await app.inject({
        method: 'POST',
        url: `/api/auctions/${auction!.id}/bids`,
        headers: { origin: config.publicUrl, cookie },
        payload: { amount },
      });
      process.send?.({ type: 'bid', status: res.statusCode, id: res.json().id });
    } else if (m.type === 'commits') {
      process.send?.({ type: 'commits', commits: [...commits] });
    } else if (m.type === 'memory') {
      (globalThis as { gc?: () => void }).gc?.();
      process.send?.({ type: 'memory', ...process.memoryUsage() });
    } else if (m.type === 'stop') {
      await app.close();
      await database.close();
      rmSync(tmp, { recursive: true, force: true });
      process.exit(0);
    }
  });
  process.send?.({ type: 'ready', port, topic: `auction:${auction!.id}`, kind: database.kind });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
