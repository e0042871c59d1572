import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingSort } from '../../../shared/domain/constants';
import type { Database } from '../../db/client';
import { rows } from '../../db/rows';
import { auctions } from '../../db/schema';
import { openTestDatabase } from '../../test/test-db';
import { insertAccount } from '../accounts/accounts.service';
import { insertAuction } from '../auctions/auctions.fixtures';
import { cursorAfter, listPageIds, sortedMatchesStatement, type ListingFilters } from './catalogue.repository';
import { planSearch } from './listing-search';

/**
 * Decision 046: where the listing counted every match, a page is read from the matches, sorted, rather
 * than by walking the order's index; the pages must be the same, first, deep and after a cursor.
 */
describe('a page of few matches', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database;
    const vendor = await insertAccount(db, { email: 'v@few.test', name: 'Vendor', password: 'few-pass-1', roles: ['vendor'] });
    const first = await insertAuction(db, vendor, { title: 'Corner shop with parking', description: 'A shop.' });
    await db.execute(sql`INSERT INTO auctions (title, description, location, property_type, starting_bid, current_bid, bid_count,
        emd_amount, start_time, end_time, status, created_by, created_at)
      SELECT (CASE WHEN g % 3 = 0 THEN 'Villa with a garden ' ELSE 'Flat ' END) || g, description, location, property_type, starting_bid,
        starting_bid + (g % 37) * 100000, g % 11, emd_amount, start_time, end_time + (g % 50) * interval '1 hour',
        (array['live', 'upcoming', 'ended', 'draft', 'cancelled']::auction_status[])[1 + g % 5], created_by, now() - g * interval '1 minute'
      FROM auctions, generate_series(1, 120) g WHERE id = ${first.id}`);
    await db.execute(sql`ANALYZE auctions`);
  }, 60_000);
  afterAll(() => database.close());

  const search = async (q: string) => planSearch(q, async () => new Map());
  const sorts: ListingSort[] = ['ending_soon', 'newest', 'highest_bid', 'most_bids'];

  it('lists the same pages as the walk of the order’s index, for every order, filter and cursor', async () => {
    const { db } = database;
    const [bids] = await rows<{ lo: string; hi: string }>(db, sql`SELECT min(current_bid) AS lo, max(current_bid) AS hi FROM auctions`);
    const [lo, hi] = [Number(bids!.lo), Number(bids!.hi)];
    const filterSets: ListingFilters[] = [
      { visibility: { kind: 'public' }, minPrice: lo + (hi - lo) / 4, maxPrice: lo + ((hi - lo) * 3) / 4 },
      { visibility: { kind: 'public' }, search: await search('garden') },
      { visibility: { kind: 'public' }, search: await search('villa'), statuses: ['live', 'upcoming'] },
    ];
    for (const filters of filterSets) {
      for (const sort of [...sorts, ...(filters.search ? (['relevance'] as const) : [])]) {
        const where = `${sort} ${JSON.stringify(filters)}`;
        for (const offset of [0, 12]) {
          const walked = (await listPageIds(db, filters, { sort, limit: 12, offset })).map((r) => r.id);
          const sorted = (await rows<{ id: string }>(db, sortedMatchesStatement(db, filters, { sort, limit: 12, offset, cap: 1_000 }))).map(
            (r) => r.id,
          );
          expect(walked.length, where).toBeGreaterThan(0);
          expect(sorted, where).toEqual(walked);
        }
        if (sort === 'relevance') continue;
        const [last] = await db
          .select()
          .from(auctions)
          .where(eq(auctions.id, (await listPageIds(db, filters, { sort, limit: 12, offset: 0 })).at(-1)!.id));
        const after = cursorAfter(sort, last!) ?? undefined;
        const walked = (await listPageIds(db, filters, { sort, limit: 12, offset: 0, after })).map((r) => r.id);
        const sorted = (
          await rows<{ id: string }>(db, sortedMatchesStatement(db, filters, { sort, limit: 12, offset: 0, after, cap: 1_000 }))
        ).map((r) => r.id);
        expect(sorted, `${where} after a cursor`).toEqual(walked);
      }
    }
  });

  it('reads the matches once, through the search’s own index, and sorts them', async () => {
    const { db } = database;
    const filters: ListingFilters = { visibility: { kind: 'public' }, search: await search('parking') };
    const [row] = await rows<{ 'QUERY PLAN': unknown }>(
      db,
      sql`EXPLAIN (FORMAT JSON) ${sortedMatchesStatement(db, filters, { sort: 'ending_soon', limit: 12, offset: 0, cap: 1_000 })}`,
    );
    const plan = JSON.stringify(row!['QUERY PLAN']);
    expect(plan).toContain('"CTE Name":"matching"');
    expect(plan).toContain('"Node Type":"Sort"');
  });
});
