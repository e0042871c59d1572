import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../test/test-db';
import { insertAuction } from '../auctions/auctions.fixtures';
import { insertAccount } from '../users/accounts';
import { bidStateSql } from './bid-batches.repository';

type PlanNode = { 'Relation Name'?: string; 'Actual Rows': number; 'Actual Loops': number; Plans?: PlanNode[] };

/** Rows the plan read from `relation`, over all loops of every node that reads it. */
function rowsRead(node: PlanNode, relation: string): number {
  const own = node['Relation Name'] === relation ? node['Actual Rows'] * node['Actual Loops'] : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsRead(child, relation), 0);
}

describe('the bid batch state read', () => {
  let database: Database;
  let auctionId: string;
  const bidders: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.db;
    const vendor = await insertAccount(db, { email: 'v@plan.test', name: 'Vendor', password: 'plan-pass-1', roles: ['vendor'] });
    for (let i = 0; i < 8; i++) {
      bidders.push(
        await insertAccount(db, {
          email: `b${i}@plan.test`,
          name: `Bidder ${i}`,
          password: 'plan-pass-1',
          roles: ['buyer'],
          profile: { verificationStatus: 'verified', emdPaid: true },
        }),
      );
    }
    auctionId = (await insertAuction(db, vendor, { status: 'live' })).id;
    // A contested auction (4,000 bids from the eight bidders) among 200 quieter ones (a hundred bids
    // each), with statistics taken before the contested auction's bids came: how an auction that
    // heats up quickly looks to the planner until the next ANALYZE.
    await db.execute(sql`INSERT INTO auctions (title, description, location, property_type, starting_bid, emd_amount,
        start_time, end_time, status, current_bid, created_by)
      SELECT title || ' ' || g, description, location, property_type, starting_bid, emd_amount, start_time, end_time,
        status, current_bid, created_by
      FROM auctions, generate_series(1, 200) g WHERE id = ${auctionId}`);
    await db.execute(sql`INSERT INTO bids (auction_id, user_id, amount)
      SELECT a.id, (${JSON.stringify(bidders)}::json ->> (g % 8)), 2000000 + g * 100000
      FROM auctions a, generate_series(1, 100) g WHERE a.id <> ${auctionId}`);
    await db.execute(sql`ANALYZE`);
    await db.execute(sql`INSERT INTO bids (auction_id, user_id, amount)
      SELECT ${auctionId}, (${JSON.stringify(bidders)}::json ->> (g % 8)), 1000000 + g * 100000 FROM generate_series(1, 4000) g`);
  }, 60_000);
  afterAll(() => database.close());

  // NOTE: PostgreSQL runs the prepared read with a generic plan, blind to the auction. Whatever
  // plan it picks must look up the batch's bidders one by one, not read every bid of the auction,
  // or each batch on a hot auction grows slower with its bids.
  it('reads a handful of bids for a batch however many bids the auction has, under a generic plan', async () => {
    const { db } = database;
    const dialect = (db as unknown as { dialect: { sqlToQuery(q: unknown): { sql: string; params: unknown[] } } }).dialect;
    const batch = { auctionId, userIds: bidders.slice(0, 3), keys: [{ user_id: bidders[0]!, key: 'k-1' }] };
    const { sql: text, params } = dialect.sqlToQuery(bidStateSql(batch));
    const literal = (v: unknown) => `'${String(v).replace(/'/g, "''")}'`;
    // One transaction, so that every statement runs on the same connection.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql.raw('SET LOCAL plan_cache_mode = force_generic_plan'));
      await tx.execute(sql.raw(`PREPARE plan_check AS ${text}`));
      const explained = await tx.execute(
        sql.raw(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE plan_check(${params.map(literal).join(', ')})`),
      );
      await tx.execute(sql.raw('DEALLOCATE plan_check'));
      const raw = Object.values((explained as unknown as { rows: Record<string, unknown>[] }).rows[0]!)[0];
      return (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    });
    expect(rowsRead(plan[0]!.Plan, 'bids')).toBeLessThanOrEqual(10);
  });
});
