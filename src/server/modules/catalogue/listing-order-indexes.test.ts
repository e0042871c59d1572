import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { rows } from '../../db/rows';
import { auctions } from '../../db/schema';
import { openTestDatabase } from '../../test/test-db';
import { insertAccount } from '../accounts/accounts.service';
import { insertAuction } from '../auctions/auctions.fixtures';
import { cursorAfter, densePageStatement, listPageIds, sortedMatchesStatement, type ListingFilters } from './catalogue.repository';
import type { ListingSort } from '../../../shared/domain/constants';

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Relation Name'?: string;
  'Subplan Name'?: string;
  Plans?: PlanNode[];
};

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
    opts: { offset?: number; afterFirstPage?: boolean; afterClosed?: boolean; filters?: ListingFilters } = {},
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
    return explain(listPageIds(db, opts.filters ?? PUBLIC, { sort, limit: 12, offset: opts.offset ?? 0, after }));
  }

  /** The plan of `query` with whole-table scans priced out of reach, and sorting too unless `sorting`. */
  async function explain(query: SQLWrapper, { sorting = false }: { sorting?: boolean } = {}): Promise<PlanNode[]> {
    const { db } = database;
    return db.transaction(async (tx) => {
      if (!sorting) {
        await tx.execute(sql`SET LOCAL enable_sort = off`);
        await tx.execute(sql`SET LOCAL enable_incremental_sort = off`);
      }
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
  it('starts Ending Soon where the statuses asked for begin: ended ones after every open one, open ones before every closed one', async () => {
    // NOTE: ended auctions come last in the order; read through a filter, a search with a price and
    // "ended" skipped 105,000 open auctions at 150,000 before finding a page (85 ms).
    for (const statuses of [['ended'], ['live'], ['live', 'upcoming']] as const) {
      const plan = await planOf('ending_soon', { filters: { ...PUBLIC, statuses: [...statuses] } });
      const scan = plan.find((n) => n['Index Name'] === 'auctions_ending_soon_idx');
      expect(scan?.['Index Cond'], `${statuses.join(',')}: ${JSON.stringify(plan)}`).toBeTruthy();
    }
  });

  it("finds a common word's Relevance tiers in the search rows alone, with no lookup of each match's auction", async () => {
    const search = { text: 'flat', query: 'flat', places: [] };
    const plan = await explain(densePageStatement({ ...PUBLIC, search }, { limit: 12, offset: 0, cap: 100 }));
    const tiers = plan.filter((n) => n['Subplan Name']?.startsWith('CTE tier'));
    expect(tiers.map((n) => n['Subplan Name'])).toEqual(['CTE tier0', 'CTE tier1']);
    for (const tier of tiers) {
      const relations = nodes(tier).flatMap((n) => n['Relation Name'] ?? []);
      expect(relations, JSON.stringify(tier)).toEqual(['auction_search']);
    }
  });
  it("finds a state's or a district's auctions through the search rows' place index, whatever else filters them", async () => {
    const { db } = database;
    // NOTE: a few auctions in another state, as most states are a small part of the catalogue.
    await db.execute(sql`UPDATE auctions SET state = 'Kerala', district = 'Ernakulam', possession = 'physical', category = 'Apartment'
      WHERE id IN (SELECT id FROM auctions WHERE status = 'live' ORDER BY id LIMIT 5)`);
    await db.execute(sql`ANALYZE auctions`);
    await db.execute(sql`ANALYZE auction_search`);
    const places: ListingFilters[] = [
      { ...PUBLIC, state: 'Kerala', possession: 'physical' },
      { ...PUBLIC, state: 'Kerala', district: 'ernakulam', category: 'Apartment' },
      { ...PUBLIC, district: 'Ernakulam', minPrice: 1 },
    ];
    for (const filters of places) {
      const plan = await explain(listPageIds(db, filters, { sort: 'newest', limit: 12, offset: 0 }), { sorting: true });
      const indexes = plan.flatMap((n) => n['Index Name'] ?? []);
      expect(
        indexes.some((i) => i === 'auction_search_place_idx' || i === 'auction_search_district_idx'),
        `${JSON.stringify(filters)}: ${JSON.stringify(plan.map((n) => [n['Node Type'], n['Index Name'], n['Relation Name']]))}`,
      ).toBe(true);
    }
  });

  it("finds the auctions within a distance through the bounding box on the search rows' coordinates index (decision 056)", async () => {
    const { db } = database;
    // Spread over India, a few near Pune.
    await db.execute(sql`UPDATE auctions SET latitude = 8 + (abs(hashtext(id::text)) % 2800) / 100.0,
        longitude = 70 + (abs(hashtext(title)) % 2500) / 100.0`);
    await db.execute(sql`UPDATE auctions SET latitude = 18.55, longitude = 73.8 WHERE id IN (SELECT id FROM auctions ORDER BY id LIMIT 3)`);
    await db.execute(sql`ANALYZE auction_search`);
    const near = { latitude: 18.5603, longitude: 73.7768, km: 25 };
    const statements = [
      listPageIds(db, { ...PUBLIC, near }, { sort: 'newest', limit: 12, offset: 0 }),
      listPageIds(db, { ...PUBLIC, near, minPrice: 1 }, { sort: 'ending_soon', limit: 12, offset: 0 }),
      sortedMatchesStatement(db, { ...PUBLIC, near, possession: 'physical' }, { sort: 'newest', limit: 12, offset: 0, cap: 100 }),
    ];
    for (const statement of statements) {
      const plan = await explain(statement, { sorting: true });
      const scan = plan.find((n) => n['Index Name'] === 'auction_search_coordinates_idx');
      expect(scan?.['Index Cond'], JSON.stringify(plan.map((n) => [n['Node Type'], n['Index Name'], n['Index Cond']]))).toMatch(/latitude/);
    }
    const found = await listPageIds(db, { ...PUBLIC, near }, { sort: 'newest', limit: 12, offset: 0 });
    expect(found.length).toBeGreaterThan(0);
  });
});
