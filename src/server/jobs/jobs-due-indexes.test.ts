import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { rows } from '../db/rows';
import { openTestDatabase } from '../test/test-db';
import { insertAccount } from '../modules/accounts/accounts.service';
import { insertAuction } from '../modules/auctions/auctions.fixtures';
import { dueStatement, endingSoonStatement } from '../modules/auctions/auctions.repository';
import { dueRemindersQuery } from '../modules/inspections/inspections.repository';
import { overdueQuery, toRemindQuery } from '../modules/sales/sales.repository';
import { dueDigestsQuery, savedSearchesRepository } from '../modules/saved-searches/saved-searches.repository';

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
};

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Decision 040: every scheduler job finds the rows due through an index whose condition is the time
// bound, so a tick reads what is due, not the catalogue. The catalogue here is 4,000 auctions (and a
// sale for each ended one) spread over weeks, a few due, with fresh statistics (ANALYZE), as the
// planner would see a real catalogue: no planner setting is changed. NOTE: this can fail if the
// planner's costs change so much that a sequential scan of 4,000 rows looks cheaper than an index
// read of the few due; it failed, before decision 040, because `clock_timestamp()` (volatile) cannot be
// an index condition, so the time bound was a filter over every live or upcoming auction.
describe('the scheduler jobs and their indexes', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database;
    const vendor = await insertAccount(db, { email: 'v@jobs.test', name: 'Vendor', password: 'jobs-pass-1', roles: ['vendor'] });
    const first = await insertAuction(db, vendor);
    // Times from three weeks back to three weeks ahead, every status; a handful due now.
    await db.execute(sql`INSERT INTO auctions (title, description, location, property_type, starting_bid, current_bid,
        emd_amount, start_time, end_time, status, created_by)
      SELECT title || ' ' || g, description, location, property_type, starting_bid, starting_bid, emd_amount,
        now() + ((g % 42) - 21) * interval '1 day' + interval '1 hour',
        now() + ((g % 42) - 21) * interval '1 day' + interval '2 days',
        (array['upcoming', 'live', 'ended', 'ended', 'draft']::auction_status[])[1 + g % 5], created_by
      FROM auctions, generate_series(1, 4000) g WHERE id = ${first.id}`);
    // Upcoming ones whose start passed belong to the past weeks: live by now, as the scheduler would have made them.
    await db.execute(sql`UPDATE auctions SET status = 'live' WHERE status = 'upcoming' AND start_time < now() - interval '1 hour'`);
    await db.execute(sql`UPDATE auctions SET status = 'ended' WHERE status = 'live' AND end_time < now() - interval '1 hour'`);
    await db.execute(sql`INSERT INTO sales (auction_id, stage, emd_amount, closed_at, decision_due_at, deposit_due_at, balance_due_at)
      SELECT id, (array['reserve_not_met', 'deposit_due', 'balance_due', 'completed', 'not_sold']::sale_stage[])[1 + (row_number() OVER ()) % 5],
        emd_amount, end_time, end_time + interval '7 days', end_time + interval '2 days', end_time + interval '15 days'
      FROM auctions WHERE status = 'ended'`);
    // 4,000 saved searches, one in a hundred with a digest waiting, a few of those due.
    await db.execute(sql`INSERT INTO saved_searches (user_id, name, page, params, frequency, next_digest_at)
      SELECT ${vendor}, 'Search ' || g, 'properties', '{}'::jsonb, 'daily',
        CASE WHEN g % 100 = 0 THEN now() + ((g % 7) - 1) * interval '3 hours' END
      FROM generate_series(1, 4000) g`);
    // A site visit request on each auction, every status, visits from three weeks back to three weeks ahead,
    // a third of the accepted ones already reminded.
    const buyer = await insertAccount(db, { email: 'b@jobs.test', name: 'Buyer', password: 'jobs-pass-1', roles: ['buyer'] });
    await db.execute(sql`INSERT INTO inspection_requests (auction_id, buyer_id, visit_date, slot, visit_at, people, phone, status, reminded_at)
      SELECT id, ${buyer}, (now() + ((n % 42) - 21) * interval '1 day')::date, '10-12', now() + ((n % 42) - 21) * interval '1 day' + (n % 24) * interval '1 hour',
        2, '9876543210', (array['requested', 'proposed', 'accepted', 'declined', 'cancelled']::inspection_status[])[1 + n % 5],
        CASE WHEN n % 3 = 0 THEN now() END
      FROM (SELECT id, row_number() OVER () AS n FROM auctions) a`);
    await db.execute(sql`ANALYZE inspection_requests`);
    await db.execute(sql`ANALYZE auctions`);
    await db.execute(sql`ANALYZE sales`);
    // A match for each of the first 2,000, nearly all told already, a few instant alerts due.
    await db.execute(sql`INSERT INTO saved_search_matches (saved_search_id, auction_id, due_at, notified_at)
      SELECT s.id, ${first.id}, now() - interval '1 minute', CASE WHEN row_number() OVER () % 200 <> 0 THEN now() END
      FROM saved_searches s LIMIT 2000`);
    await db.execute(sql`ANALYZE saved_searches`);
    await db.execute(sql`ANALYZE saved_search_matches`);
  }, 120_000);
  afterAll(() => database?.close());

  async function planOf(statement: SQL | SQLWrapper): Promise<PlanNode[]> {
    const [row] = await rows<{ 'QUERY PLAN': unknown }>(database.db, sql`EXPLAIN (FORMAT JSON) ${statement}`);
    const plan = row!['QUERY PLAN'];
    const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
    return nodes(parsed[0]!.Plan);
  }

  /** The plan reads `table` only through `index`, with the time bound among its index conditions. */
  function expectIndexRead(plan: PlanNode[], table: string, index: string, column: string) {
    const shown = JSON.stringify(plan.map((n) => [n['Node Type'], n['Relation Name'], n['Index Name'], n['Index Cond']]));
    expect(
      plan.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === table),
      shown,
    ).toEqual([]);
    const scan = plan.find((n) => n['Index Name'] === index);
    expect(scan, shown).toBeTruthy();
    expect(scan!['Index Cond'] ?? '', shown).toContain(column);
  }

  it('starts the due auctions through (status, start_time), bounded by now', async () => {
    expectIndexRead(await planOf(dueStatement('start', 10)), 'auctions', 'auctions_status_start_idx', 'start_time');
  });

  it('ends the due auctions through (status, end_time), bounded by now', async () => {
    expectIndexRead(await planOf(dueStatement('end', 10)), 'auctions', 'auctions_status_end_idx', 'end_time');
  });

  it('finds the auctions to tell "ending soon" through the index of live ones not yet told, bounded by the hour', async () => {
    const plan = await planOf(endingSoonStatement(HOUR, 50));
    expectIndexRead(plan, 'auctions', 'auctions_ending_soon_notice_idx', 'end_time');
    // The update reaches the rows taken by their key.
    expect(plan.some((n) => n['Index Name'] === 'auctions_pkey')).toBe(true);
  });

  it('finds the saved searches whose digest is due through the index of those waiting, bounded by now', async () => {
    expectIndexRead(
      await planOf(dueDigestsQuery(database.db, new Date(), 50)),
      'saved_searches',
      'saved_searches_digest_due_idx',
      'next_digest_at',
    );
  });

  it('finds the instant saved-search alerts due through the index of those not yet told, bounded by now', async () => {
    const plan = await planOf(savedSearchesRepository.dueAlertsQuery(database.db, new Date(), 200));
    expectIndexRead(plan, 'saved_search_matches', 'saved_search_matches_due_idx', 'due_at');
  });

  it('finds the site visits to remind through the index of accepted ones not yet reminded, bounded by the day ahead', async () => {
    expectIndexRead(
      await planOf(dueRemindersQuery(database.db, new Date(), DAY, 50)),
      'inspection_requests',
      'inspection_requests_reminder_idx',
      'visit_at',
    );
  });

  it("finds the sales past their deadline, and those to remind, through the deadline's index", async () => {
    const now = new Date();
    expectIndexRead(await planOf(overdueQuery(database.db, now, 10)), 'sales', 'sales_deadline_idx', 'CASE');
    expectIndexRead(await planOf(toRemindQuery(database.db, now, DAY, 10)), 'sales', 'sales_deadline_idx', 'CASE');
  });
});
