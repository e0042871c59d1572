import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrateDatabase, openDatabase, type Database } from '../../src/server/db/client';
import { rows } from '../../src/server/db/rows';
import { createNotificationsService } from '../../src/server/modules/notifications/notifications.service';
import { createSavedSearchesService } from '../../src/server/modules/saved-searches/saved-searches.service';
import type { Publisher } from '../../src/server/realtime/bus';
import { seedCatalogue } from '../listing/seed';
import { loadAverage, machine, recordRun, RESULTS, runTimestamp } from '../lib/results';

/**
 * Saved-search alerts at scale (issue 30, decision 054): the cost of making an auction public when
 * 100,000 saved searches wait for new auctions. Each publication runs, in its transaction, the one
 * statement that records every saved search the auction matches (the work an admin's approval adds);
 * the scheduler's job then writes the instant alerts' bell rows and outbox events in batches, measured
 * per alert. On PostgreSQL over `BENCH_SS_PUBLISH` publications, one after another. Goal: p99 ≤ 50 ms
 * per publication.
 *   tsx bench/saved-searches/index.ts   (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://root@127.0.0.1:5432/postgres;
 *                                        BENCH_SS_COUNT=100000 saved searches; BENCH_SS_PUBLISH=100; BENCH_RECORD=0 to print only)
 */
const COUNT = Number(process.env.BENCH_SS_COUNT ?? 100_000);
const PUBLISH = Number(process.env.BENCH_SS_PUBLISH ?? 100);
const CATALOGUE = 5_000;
const USERS = Math.ceil(COUNT / 5);
const RECORD = process.env.BENCH_RECORD !== '0';
const GOAL_MS = 50;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const BENCH_DB = 'neelami_bench_saved_searches';

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const ms = (n: number) => n.toFixed(1);

async function adminQuery(query: string) {
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(query);
  await admin.end();
}

async function freshPostgres(): Promise<Database> {
  await adminQuery(`drop database if exists ${BENCH_DB} with (force)`);
  await adminQuery(`create database ${BENCH_DB}`);
  const u = new URL(DATABASE_URL);
  u.pathname = `/${BENCH_DB}`;
  return openDatabase({ kind: 'postgres', url: u.toString(), poolSize: 4 });
}

/**
 * 100,000 saved searches of 20,000 users, as buyers make them: nearly all name a state and most a
 * district (of India's 700-odd; the bench catalogue's 31 are a fifth of them), half a property type, two
 * in five a price range, a quarter words of the catalogue, a few a seller or a possession; one in ten
 * paused, three in ten daily digests.
 */
async function seedSavedSearches(database: Database) {
  const { db } = database;
  await db.execute(sql`INSERT INTO users (id, name, email, email_verified)
    SELECT 'bench-saver-' || g, 'Bench Saver ' || g, 'bench-saver-' || g || '@example.in', true FROM generate_series(1, ${USERS}) g`);
  await db.execute(sql`CREATE TEMP TABLE bench_places AS SELECT DISTINCT state, district FROM auctions WHERE state IS NOT NULL`);
  await db.execute(
    sql`CREATE TEMP TABLE bench_words AS SELECT term FROM search_vocabulary WHERE term NOT LIKE '% %' ORDER BY docs DESC LIMIT 300`,
  );
  await db.execute(sql`CREATE TEMP TABLE bench_sellers AS SELECT DISTINCT created_by AS id FROM auctions`);
  await db.execute(sql`INSERT INTO saved_searches (user_id, name, page, params, search_query, state, district, property_type, seller,
      possession, min_price, max_price, frequency, digest_hour, paused)
    SELECT 'bench-saver-' || (1 + g % ${USERS}), 'Search ' || g, 'properties', '{}'::jsonb,
      CASE WHEN r1 < 0.25 THEN websearch_to_tsquery('english', (SELECT term FROM bench_words OFFSET (g * 7919) % 300 LIMIT 1)) END,
      CASE WHEN r2 < 0.95 THEN p.state END,
      CASE WHEN r2 < 0.7 THEN CASE WHEN g % 5 = 0 THEN lower(p.district) ELSE 'district ' || (g % 700) END END,
      CASE WHEN r3 < 0.5 THEN (array['Residential', 'Commercial', 'Industrial']::property_type[])[1 + g % 3] END,
      CASE WHEN r4 < 0.05 THEN (SELECT id FROM bench_sellers OFFSET g % (SELECT count(*) FROM bench_sellers) LIMIT 1) END,
      CASE WHEN r5 < 0.1 THEN (array['symbolic', 'physical']::possession_type[])[1 + g % 2] END,
      CASE WHEN r6 < 0.4 THEN (1 + g % 50) * 500000 END,
      CASE WHEN r6 < 0.4 THEN (1 + g % 50) * 500000 + 5000000 * (1 + g % 20) END,
      CASE WHEN r7 < 0.3 THEN 'daily' ELSE 'instant' END, g % 24, r8 < 0.1
    FROM (SELECT g, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7, random() r8
          FROM generate_series(1, ${COUNT}) g) s
    CROSS JOIN LATERAL (SELECT state, district FROM bench_places OFFSET (g * 31) % (SELECT count(*) FROM bench_places) LIMIT 1) p`);
  // The auctions to publish: copies of catalogue rows, as drafts.
  await db.execute(sql`INSERT INTO auctions (title, description, location, state, district, locality, pin_code, property_type, category,
      possession, starting_bid, current_bid, emd_amount, start_time, end_time, status, created_by)
    SELECT title || ' (new)', description, location, state, district, locality, pin_code, property_type, category, possession,
      starting_bid, starting_bid, emd_amount, now() + interval '10 days', now() + interval '12 days', 'draft', created_by
    FROM auctions WHERE status = 'upcoming' ORDER BY id LIMIT ${PUBLISH}`);
  await db.execute(sql`VACUUM ANALYZE`);
}

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'neelami-bench-ss-'));
  const database = await freshPostgres();
  try {
    await migrateDatabase(database);
    console.log(`seeding ${CATALOGUE.toLocaleString('en-IN')} auctions and ${COUNT.toLocaleString('en-IN')} saved searches …`);
    const seeded = Date.now();
    await seedCatalogue(database.db, { mediaDir: path.join(tmp, 'media'), count: CATALOGUE });
    await database.db.execute(sql`VACUUM ANALYZE`);
    await seedSavedSearches(database);
    const seedMs = Date.now() - seeded;
    const publisher: Publisher = { publish() {} };
    const notifications = createNotificationsService(database.db, publisher);
    const service = createSavedSearchesService({ db: database.db, catalogue: { search: async () => undefined }, notifications });
    const drafts = await rows<{ id: string; title: string; state: string | null }>(
      database.db,
      sql`SELECT id, title, state FROM auctions WHERE status = 'draft' AND state IS NOT NULL`,
    );

    const [first] = drafts;
    const plan = (
      await rows<{ 'QUERY PLAN': string }>(
        database.db,
        sql`EXPLAIN (ANALYZE, BUFFERS) SELECT s.id FROM auctions a JOIN auction_search x ON x.auction_id = a.id
          CROSS JOIN (SELECT * FROM saved_searches WHERE NOT paused AND state = ${first!.state}
            UNION ALL SELECT * FROM saved_searches WHERE NOT paused AND state IS NULL) s
          WHERE a.id = ${first!.id} AND s.user_id IS DISTINCT FROM a.created_by
            AND (s.search_query IS NULL OR x.tsv @@ s.search_query)
            AND (s.location_pattern IS NULL OR a.location ILIKE s.location_pattern)
            AND (s.property_type IS NULL OR s.property_type = a.property_type) AND (s.category IS NULL OR s.category = a.category)
            AND (s.district IS NULL OR s.district = lower(a.district))
            AND (s.seller IS NULL OR s.seller = a.created_by) AND (s.possession IS NULL OR s.possession = a.possession)
            AND (s.min_price IS NULL OR a.current_bid >= s.min_price) AND (s.max_price IS NULL OR a.current_bid <= s.max_price)`,
      )
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');

    const publishMs: number[] = [];
    const matchMs: number[] = [];
    const alertMs: number[] = [];
    let alerts = 0;
    for (const d of drafts) {
      const began = performance.now();
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE auctions SET status = 'upcoming' WHERE id = ${d.id}`);
        const matching = performance.now();
        await service.published(tx, d);
        matchMs.push(performance.now() - matching);
      });
      publishMs.push(performance.now() - began);
      // The scheduler's fan-out of the instant alerts: bell rows and outbox events, in batches.
      const sent = performance.now();
      const n = await service.sendDue();
      if (n) alertMs.push((performance.now() - sent) / n);
      alerts += n;
    }
    const [counted] = await rows<{ matched: number }>(database.db, sql`SELECT count(*)::int AS matched FROM saved_search_matches`);
    const matched = counted?.matched ?? 0;
    const summary = (xs: number[]) => `${ms(quantile(xs, 0.5))} | ${ms(quantile(xs, 0.99))} | ${ms(Math.max(...xs))}`;
    const p99 = quantile(matchMs, 0.99);
    const block = [
      `### ${runTimestamp()}`,
      '',
      `- Machine: ${machine()}`,
      `- PostgreSQL; ${COUNT.toLocaleString('en-IN')} saved searches of ${USERS.toLocaleString('en-IN')} users over a ${CATALOGUE.toLocaleString('en-IN')}-auction catalogue, seeded in ${(seedMs / 1000).toFixed(0)} s; ${drafts.length} auctions made public one after another`,
      `- Saved searches matched per auction: ${(matched / drafts.length).toFixed(0)} on average; instant alerts sent by the scheduler's job: ${alerts.toLocaleString('en-IN')}`,
      '',
      '| per publication | p50 ms | p99 ms | max ms |',
      '|---|---|---|---|',
      `| the matching: recording every saved search the auction matches (what saved searches add to an approval) | ${summary(matchMs)} |`,
      `| the whole publication: the status change (its search-row, vocabulary and counts triggers) and the matching, one transaction | ${summary(publishMs)} |`,
      `| the fan-out, per instant alert (bell row and outbox event, batches of 200) | ${alertMs.length ? summary(alertMs) : '–'} |`,
      '',
      `Goal: the matching's p99 ≤ ${GOAL_MS} ms per publication: **${p99 <= GOAL_MS ? 'met' : 'not met'}** (${ms(p99)} ms).`,
      `- Load average at the end: ${loadAverage()} (1 / 5 / 15 min)`,
      '',
      '<details><summary>EXPLAIN (ANALYZE, BUFFERS) of the matching (its SELECT)</summary>',
      '',
      '```',
      plan,
      '```',
      '',
      '</details>',
    ].join('\n');
    console.log(block);
    if (RECORD) {
      recordRun(
        'saved-searches',
        `## Saved-search alerts (bench/saved-searches)\n\nWhat making an auction public costs when ${COUNT.toLocaleString('en-IN')} saved searches wait (issue 30, decision 054). Goal: p99 ≤ ${GOAL_MS} ms per publication.`,
        block,
      );
      console.log(`recorded in ${RESULTS}`);
    }
  } finally {
    await database.close();
    await adminQuery(`drop database if exists ${BENCH_DB} with (force)`);
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
