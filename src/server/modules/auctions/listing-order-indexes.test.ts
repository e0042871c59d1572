import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { rows } from '../../db/rows';
import { auctions } from '../../db/schema';
import { openTestDatabase } from '../../test/test-db';
import { insertAccount } from '../accounts/accounts.service';
import { insertAuction } from './auctions.fixtures';
import { cursorAfter, listPageIds, type ListingFilters } from './auctions.repository';
import type { ListingSort } from '../../../shared/domain/constants';

type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Index Cond'?: string; Plans?: PlanNode[] };

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

const PUBLIC: ListingFilters = { visibility: { kind: 'public' } };
const ORDERS: { sort: Exclude<ListingSort, 'relevance'>; index: string }[] = [
  { sort: 'ending_soon', index: 'auctions_ending_soon_idx' },
  { sort: 'newest', index: 'auctions_public_newest_idx' },
  { sort: 'highest_bid', index: 'auctions_public_highest_bid_idx' },
  { sort: 'most_bids', index: 'auctions_public_most_bids_idx' },
];

// Decision 025: every order of the public listing has an index that matches it, `id` included, so a
// page (the first, a deep one, or the one after a cursor) is read from the index in order instead of
// sorting every matching row. With sorting priced out of reach, a plan still sorts only when no index
// matches the order exactly.
describe('the listing orders and their indexes', () => {
  let database: Database;
  let vendor: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database;
    vendor = await insertAccount(db, { email: 'v@orders.test', name: 'Vendor', password: 'orders-pass-1', roles: ['vendor'] });
    const first = await insertAuction(db, vendor);
    await db.execute(sql`INSERT INTO auctions (title, description, location, property_type, starting_bid, current_bid, bid_count,
        emd_amount, start_time, end_time, status, created_by, created_at)
      SELECT title || ' ' || g, description, location, property_type, starting_bid, starting_bid + (g % 37) * 100000, g % 11,
        emd_amount, start_time, end_time + (g % 50) * interval '1 hour',
        (array['live', 'upcoming', 'ended', 'draft']::auction_status[])[1 + g % 4], created_by, now() - g * interval '1 minute'
      FROM auctions, generate_series(1, 400) g WHERE id = ${first.id}`);
    await db.execute(sql`ANALYZE auctions`);
  }, 60_000);
  afterAll(() => database.close());

  async function planOf(
    sort: ListingSort,
    opts: { offset?: number; afterFirstPage?: boolean; afterClosed?: boolean } = {},
  ): Promise<PlanNode[]> {
    const { db } = database;
    let after;
    if (opts.afterClosed) {
      const [ended] = await db.select().from(auctions).where(eq(auctions.status, 'ended')).limit(1);
      after = cursorAfter(sort, ended!) ?? undefined;
    }
    if (opts.afterFirstPage) {
      const firstPage = await listPageIds(db, PUBLIC, { sort, limit: 12, offset: 0 });
      const [last] = await db
        .select()
        .from(auctions)
        .where(eq(auctions.id, firstPage.at(-1)!.id));
      after = cursorAfter(sort, last!) ?? undefined;
    }
    const query = listPageIds(db, PUBLIC, { sort, limit: 12, offset: opts.offset ?? 0, after });
    return db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_sort = off`);
      await tx.execute(sql`SET LOCAL enable_incremental_sort = off`);
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const [row] = await rows<{ 'QUERY PLAN': unknown }>(tx, sql`EXPLAIN (FORMAT JSON) ${query}`);
      const plan = row!['QUERY PLAN'];
      const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
      return nodes(parsed[0]!.Plan);
    });
  }

  for (const { sort, index } of ORDERS) {
    it(`seeks after a cursor in ${sort}: the scan of ${index} starts at the cursor instead of filtering what comes before`, async () => {
      // Ending Soon's cursor differs after an open auction and after a closed one (they come last).
      for (const plan of [await planOf(sort, { afterFirstPage: true }), await planOf(sort, { afterClosed: true })]) {
        const scan = plan.find((n) => n['Index Name'] === index);
        expect(scan?.['Index Cond'], JSON.stringify(plan)).toBeTruthy();
        expect(plan.map((n) => n['Node Type'])).not.toContain('Sort');
      }
    });

    it(`reads ${sort} from ${index}, first page, page 20 and after a cursor, without a sort`, async () => {
      for (const plan of [await planOf(sort), await planOf(sort, { offset: 240 }), await planOf(sort, { afterFirstPage: true })]) {
        expect(
          plan.map((n) => n['Node Type']),
          JSON.stringify(plan.map((n) => [n['Node Type'], n['Index Name']])),
        ).not.toContain('Sort');
        expect(
          plan.map((n) => n['Index Name']),
          JSON.stringify(plan.map((n) => [n['Node Type'], n['Index Name']])),
        ).toContain(index);
      }
    });
  }
});
