import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { rows } from '../../db/rows';
import { openTestDatabase } from '../../test/test-db';
import { insertAuction } from '../auctions/auctions.fixtures';
import { insertAccount } from '../accounts/accounts.service';
import { auctionsRepository } from '../auctions/auctions.repository';
import { BATCH_PLANNER_SETTINGS, bidStateSql } from './bid-batches.repository';

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
};

/** Rows (table rows and index entries) the plan read from `table` and its indexes, over all loops (not those it wrote). */
function rowsRead(node: PlanNode, table: string): number {
  const reads = node['Node Type'] !== 'ModifyTable' && (node['Relation Name'] === table || node['Index Name']?.startsWith(`${table}_`));
  const own = reads ? node['Actual Rows'] * node['Actual Loops'] : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsRead(child, table), 0);
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
    // A site with a past (200 ended auctions, forty settled bids each) and statistics taken then;
    // since, one auction has drawn 4,000 bids from the eight bidders. The planner believes it has
    // few bids, and active ones are rare: how a contested auction looks until the next ANALYZE.
    await db.execute(sql`INSERT INTO auctions (title, description, location, property_type, starting_bid, emd_amount,
        start_time, end_time, status, current_bid, created_by)
      SELECT title || ' ' || g, description, location, property_type, starting_bid, emd_amount, start_time, end_time,
        'ended', current_bid, created_by
      FROM auctions, generate_series(1, 200) g WHERE id = ${auctionId}`);
    await db.execute(sql`INSERT INTO bids (auction_id, user_id, amount, status)
      SELECT a.id, (${JSON.stringify(bidders)}::json ->> (g % 8)), 2000000 + g * 100000, 'completed'
      FROM auctions a, generate_series(1, 40) g WHERE a.status = 'ended'`);
    await db.execute(sql`ANALYZE`);
    await db.execute(sql`INSERT INTO bids (auction_id, user_id, amount)
      SELECT ${auctionId}, (${JSON.stringify(bidders)}::json ->> (g % 8)), 1000000 + g * 100000 FROM generate_series(1, 4000) g`);
    await db.execute(sql`UPDATE auctions SET current_bid = 1000000 + 4000 * 100000, bid_count = 4000, bidders_count = 8
      WHERE id = ${auctionId}`);
  }, 60_000);
  afterAll(() => database.close());

  // NOTE: PostgreSQL runs the prepared read with a generic plan, blind to the auction, in the batch
  // transaction's planner settings. Whatever plan it picks must look the batch's bidders up one by
  // one and stop at the first entry, not read every bid of the auction (or of a bidder on it), or
  // each batch on a hot auction grows slower with its bids.
  it('reads a handful of bids for a batch however many bids the auction has, under a generic plan', async () => {
    const plan = await explainPrepared(read());
    expect(rowsRead(plan[0]!.Plan, 'bids')).toBeLessThanOrEqual(20);
    // Never compiled: JIT cost about 20 ms per batch for point lookups (see BATCH_PLANNER_SETTINGS).
    expect(plan[0]!.JIT).toBeUndefined();
  });

  // NOTE: a connection keeps its prepared plan until the table's statistics change. The bid log and
  // the maximums start empty; a plan made then must still read one entry of each once they have grown.
  it('reads one entry of the bid log and of the maximums with a plan prepared while they were empty', async () => {
    const plan = await explainPrepared(read(), async (tx) => {
      await tx.execute(sql`INSERT INTO bid_log (auction_id, seq, kind, alias, amount, automatic, at, prev_hash, hash)
        SELECT ${auctionId}, g, 'bid', 'Bidder', 1000000 + g * 100000, false, now(), md5(g::text), md5((g + 1)::text)
        FROM generate_series(1, 4000) g`);
      await tx.execute(sql`INSERT INTO proxy_bids (auction_id, user_id, max_amount, status, set_at)
        SELECT a.id, ${bidders[0]!}, 1, 'exhausted', now() FROM auctions a WHERE a.id <> ${auctionId}`);
    });
    expect(rowsRead(plan[0]!.Plan, 'bid_log')).toBeLessThanOrEqual(1);
    expect(rowsRead(plan[0]!.Plan, 'proxy_bids')).toBeLessThanOrEqual(2);
  });

  // NOTE: a batch over several auctions (decision 024) reads each one's lookups as a batch of one does.
  it('reads a handful of bids per auction for a batch over several auctions', async () => {
    const [ended] = await rows<{ id: string }>(database.db, sql`SELECT id FROM auctions WHERE status = 'ended' LIMIT 1`);
    const plan = await explainPrepared(
      bidStateSql([
        { auctionId, userIds: bidders.slice(0, 3), keys: [{ user_id: bidders[0]!, key: 'k-1' }] },
        { auctionId: ended!.id, userIds: bidders.slice(3, 6), keys: [] },
      ]),
    );
    expect(rowsRead(plan[0]!.Plan, 'bids')).toBeLessThanOrEqual(40);
  });

  // NOTE: the batch's write of the auctions' figures is prepared too: it must find its rows by their
  // ids, never read every auction (201 here) for a join.
  it("writes the figures of a batch's auctions reading no other auction", async () => {
    const plan = await explainPrepared(
      auctionsRepository.recordBidsStatement([
        {
          auctionId,
          at: new Date(),
          bids: 1,
          currentBid: 1_000_000 + 4001 * 100_000,
          newBidders: 0,
          endTime: new Date(Date.now() + 3600_000),
        },
      ]),
    );
    expect(rowsRead(plan[0]!.Plan, 'auctions')).toBeLessThanOrEqual(1);
  });

  /** The read of a batch on the contested auction, with three bidders and a key. */
  const read = () => bidStateSql([{ auctionId, userIds: bidders.slice(0, 3), keys: [{ user_id: bidders[0]!, key: 'k-1' }] }]);

  /**
   * EXPLAIN ANALYZE of a batch statement run as a prepared statement under a generic plan, in one
   * transaction (so on one connection) that is rolled back. `meanwhile` runs after the plan was
   * made and cached (its first execution) and before the explained one.
   */
  async function explainPrepared(
    statement: SQL,
    meanwhile?: (tx: Parameters<Parameters<typeof database.db.transaction>[0]>[0]) => Promise<void>,
  ) {
    const { db } = database;
    const dialect = (db as unknown as { dialect: { sqlToQuery(q: unknown): { sql: string; params: unknown[] } } }).dialect;
    const { sql: text, params } = dialect.sqlToQuery(statement);
    const literal = (v: unknown) => `'${String(v).replace(/'/g, "''")}'`;
    const execute = `EXECUTE plan_check(${params.map(literal).join(', ')})`;
    const ROLL_BACK = new Error('roll back');
    let plan: { Plan: PlanNode; JIT?: unknown }[] | undefined;
    await db
      .transaction(async (tx) => {
        // As if this read cost more than jit_above_cost (it does on a wallet with a long ledger): the batch's settings must still keep JIT off.
        await tx.execute(sql.raw('SET LOCAL jit_above_cost = 0'));
        for (const setting of BATCH_PLANNER_SETTINGS) await tx.execute(sql.raw(setting));
        await tx.execute(sql.raw('SET LOCAL plan_cache_mode = force_generic_plan'));
        await tx.execute(sql.raw(`PREPARE plan_check AS ${text}`));
        if (meanwhile) {
          await tx.execute(sql.raw(execute));
          await meanwhile(tx);
        }
        const explained = await tx.execute(sql.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${execute}`));
        await tx.execute(sql.raw('DEALLOCATE plan_check'));
        const raw = Object.values((explained as unknown as { rows: Record<string, unknown>[] }).rows[0]!)[0];
        plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode; JIT?: unknown }[];
        throw ROLL_BACK;
      })
      .catch((err: unknown) => {
        if (err !== ROLL_BACK) throw err;
      });
    return plan!;
  }
});
