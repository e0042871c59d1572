import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { rows } from '../../db/rows';
import type { Actor } from '../../lib/security/actor';
import type { Role } from '../../../shared/domain/constants';
import { auctions } from '../../db/schema';
import { openTestDatabase } from '../../test/test-db';
import { insertAccount } from '../accounts/accounts.service';
import { AuctionListQuerySchema } from '../../../shared/schemas/auction';
import { insertAuction } from '../auctions/auctions.fixtures';
import { catalogueRepository, type FacetGroup } from './catalogue.repository';
import { createCatalogueService, roughly } from './catalogue.service';
import { COMPACT_AFTER_PIECES, createCountsCompaction } from './counts-compaction.service';
import { createHub } from '../../realtime/hub';

type AuctionCounts = { counts: { byStatus: Record<string, number> } };

/** The groups as a sorted list of "status/type/featured/state/district=n", for comparing. */
const normalise = (groups: FacetGroup[]) =>
  groups
    .filter((g) => g.n !== 0)
    .map((g) => `${g.status}/${g.propertyType}/${g.featured}/${g.state}/${g.district}=${g.n}`)
    .sort();

describe('the listing counts table (decision 025)', () => {
  let database: Database;
  let vendor: string;
  let otherVendor: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database;
    vendor = await insertAccount(db, { email: 'v@counts.test', name: 'Vendor', password: 'counts-pass-1', roles: ['vendor'] });
    otherVendor = await insertAccount(db, { email: 'w@counts.test', name: 'Other', password: 'counts-pass-1', roles: ['vendor'] });
  }, 60_000);
  afterAll(() => database.close());

  /** What the table must hold: the auctions themselves grouped. */
  async function truth(): Promise<string[]> {
    const found = await rows<{ status: FacetGroup['status']; property_type: FacetGroup['propertyType'] } & Record<string, unknown>>(
      database.db,
      sql`SELECT status, property_type, featured, state, district, count(*) AS n FROM auctions GROUP BY 1, 2, 3, 4, 5`,
    );
    return normalise(
      found.map((r) => ({
        status: r.status,
        propertyType: r.property_type,
        featured: r.featured === true || r.featured === 't',
        state: (r.state as FacetGroup['state']) ?? null,
        district: (r.district as string | null) ?? null,
        n: Number(r.n),
      })),
    );
  }
  /** Auctions whose search row's copies of the counted columns differ from the auction's own. */
  const searchCopiesAstray = async () =>
    rows<{ id: string }>(
      database.db,
      sql`SELECT a.id FROM auctions a JOIN auction_search s ON s.auction_id = a.id
          WHERE (a.status, a.property_type, a.state, a.district) IS DISTINCT FROM (s.status, s.property_type, s.state, s.district)`,
    );
  const table = async () => normalise((await catalogueRepository.facetGroups(database.db)).groups);
  const pieces = async () => (await catalogueRepository.facetGroups(database.db)).pieces;

  it('stays equal to the auctions grouped through inserts, changes, deletes and compaction, and bids add nothing', async () => {
    const { db } = database;
    const a = await insertAuction(db, vendor, { status: 'upcoming', propertyType: 'Commercial', category: 'Office' });
    const b = await insertAuction(db, vendor, { status: 'live', featured: true, possession: 'physical' });
    await insertAuction(db, otherVendor, { status: 'draft', propertyType: 'Land' });
    // A bulk insert: one statement, one piece per group.
    await db.execute(sql`INSERT INTO auctions (title, description, location, property_type, starting_bid, current_bid, emd_amount,
        start_time, end_time, status, created_by)
      SELECT 'Bulk ' || g, 'Bulk plot', 'Nashik', 'Agricultural', 100000, 100000, 10000, now(), now() + interval '1 day',
        (CASE WHEN g % 2 = 0 THEN 'live' ELSE 'ended' END)::auction_status, ${vendor}
      FROM generate_series(1, 40) g`);
    expect(await table()).toEqual(await truth());

    await db.update(auctions).set({ status: 'live' }).where(eq(auctions.id, a.id));
    await db.update(auctions).set({ propertyType: 'Industrial', category: null }).where(eq(auctions.id, a.id));
    await db.update(auctions).set({ featured: false, possession: 'symbolic' }).where(eq(auctions.id, b.id));
    await db.update(auctions).set({ state: 'Maharashtra', district: 'Pune' }).where(eq(auctions.id, a.id));
    await db.update(auctions).set({ district: 'Nashik' }).where(eq(auctions.id, a.id));
    await db.execute(sql`UPDATE auctions SET status = 'ended' WHERE title LIKE 'Bulk 1%'`);
    await db.delete(auctions).where(eq(auctions.id, b.id));
    expect(await table()).toEqual(await truth());
    // auction_search's copies of the counted columns (a search's counts read them) followed every change.
    expect(await searchCopiesAstray()).toEqual([]);

    // What a bid batch writes changes no counted column: no piece is added.
    const before = await pieces();
    await db.execute(sql`UPDATE auctions SET current_bid = current_bid + 1000, bid_count = bid_count + 1, updated_at = now()`);
    await db.update(auctions).set({ status: 'live' }).where(eq(auctions.id, a.id)); // the same status again
    expect(await pieces()).toBe(before);

    await catalogueRepository.compactFacets(db);
    expect(await table()).toEqual(await truth());
    expect(await pieces()).toBe((await catalogueRepository.facetGroups(db)).groups.length);
  });

  it('gives the same counts from the table as from the rows, for every viewer', async () => {
    const service = createCatalogueService(database.db, { cache: { ttlMs: 0 }, facetCache: { ttlMs: 0 } });
    const slow = createCatalogueService(database.db, { cache: { ttlMs: 0 }, facetCache: { ttlMs: 0 } });
    const queries = [
      '',
      'status=live',
      'status=active&propertyType=Agricultural',
      'featured=true',
      'propertyType=Land',
      'state=Maharashtra',
      'state=Maharashtra&district=nashik&status=live',
    ];
    const actor = (userId: string, role: Role): Actor => ({
      userId,
      email: `${userId}@counts.test`,
      name: userId,
      role,
      roles: [role],
      profile: null,
    });
    const viewers = [null, actor(vendor, 'vendor'), actor('admin', 'admin')];
    for (const q of queries) {
      for (const viewer of viewers) {
        const query = AuctionListQuerySchema.parse(Object.fromEntries(new URLSearchParams(q)));
        const fromTable = JSON.parse(await service.listJson(viewer, query)) as { total: number; counts: unknown };
        // A price floor of zero matches every auction but is not a counted column: the rows are counted.
        const fromRows = JSON.parse(await slow.listJson(viewer, { ...query, minPrice: 0 })) as { total: number; counts: unknown };
        expect({ q, viewer: viewer?.userId, total: fromTable.total, counts: fromTable.counts }).toEqual({
          q,
          viewer: viewer?.userId,
          total: fromRows.total,
          counts: fromRows.counts,
        });
      }
    }
  });

  it('counts a search or a place from its search rows as the joined rows would, for every viewer and cap', async () => {
    // NOTE: the bulk plots get a possession, a category, a featured flag and, half of them, a place:
    // the columns the search rows copy besides the counted ones (migration 0028).
    await database.db.execute(sql`UPDATE auctions SET
        possession = (CASE WHEN b.n % 3 = 0 THEN 'physical' WHEN b.n % 3 = 1 THEN 'symbolic' END)::possession_type,
        category = (CASE WHEN b.n % 4 = 0 THEN 'Agricultural' END)::auction_category,
        featured = b.n % 5 = 0,
        state = (CASE WHEN b.n % 2 = 0 THEN 'Maharashtra' ELSE state END),
        district = (CASE WHEN b.n % 2 = 0 THEN 'Nashik' ELSE district END)
      FROM (SELECT id, split_part(title, ' ', 2)::int AS n FROM auctions WHERE title LIKE 'Bulk %') b WHERE auctions.id = b.id`);
    const queries = [
      'state=Maharashtra&possession=physical',
      'district=nashik&category=Agricultural',
      'state=Maharashtra&possession=symbolic&featured=true',
      `state=Maharashtra&seller=${vendor}`,
      `q=bulk&seller=${otherVendor}`,
      'q=bulk&possession=symbolic',
      'q=bulk&state=Maharashtra&district=nashik&possession=physical&status=live',
      'q=bulk',
      'q=bulk&status=live',
      'q=bulk&status=active&propertyType=Agricultural',
      'q=plot&state=Maharashtra',
      'q=plot&state=Maharashtra&district=nashik',
      'q=flat',
      'q=nashik -bulk',
    ];
    const viewers: (Actor | null)[] = [
      null,
      { userId: vendor, email: 'v@counts.test', name: 'v', role: 'vendor', roles: ['vendor'], profile: null },
    ];
    viewers.push({ userId: 'admin', email: 'admin@counts.test', name: 'admin', role: 'admin', roles: ['admin'], profile: null });
    for (const countCap of [5, 1000]) {
      const service = createCatalogueService(database.db, { cache: { ttlMs: 0 }, facetCache: { ttlMs: 0 }, countCap });
      for (const q of queries) {
        for (const viewer of viewers) {
          const query = AuctionListQuerySchema.parse(Object.fromEntries(new URLSearchParams(q)));
          const read = async (extra: object) => {
            const body = JSON.parse(await service.listJson(viewer, { ...query, ...extra })) as {
              total: number;
              totalCapped: boolean;
              counts: unknown;
            };
            return { q, countCap, viewer: viewer?.userId, total: body.total, totalCapped: body.totalCapped, counts: body.counts };
          };
          // A price floor of zero matches every auction but is not a counted column: the auctions are joined.
          expect(await read({})).toEqual(await read({ minPrice: 0 }));
        }
      }
    }
  });

  it('counts a search no further than the cap: the total says "at least" and the counts are lower bounds', async () => {
    const service = createCatalogueService(database.db, { cache: { ttlMs: 0 }, facetCache: { ttlMs: 0 }, countCap: 5 });
    const list = async (q: string) =>
      JSON.parse(await service.listJson(null, AuctionListQuerySchema.parse(Object.fromEntries(new URLSearchParams(q))))) as {
        total: number;
        totalCapped: boolean;
        items: unknown[];
        counts: { exact: boolean; byStatus: Record<string, number> };
      };
    // 40 bulk plots match "bulk"; only live ones are asked for (20).
    const many = await list('q=bulk&status=live');
    expect(many).toMatchObject({ total: 5, totalCapped: true, counts: { exact: false } });
    expect(many.items).toHaveLength(12);
    const sampled = Object.values(many.counts.byStatus).reduce((x, y) => x + y, 0);
    expect(sampled).toBe(6); // the cap and one more: enough to know there are more
    // Nothing narrows the search but visibility: the rows counted for the groups say the total.
    expect(await list('q=bulk')).toMatchObject({ total: 5, totalCapped: true, counts: { exact: false } });
    // A search that finds fewer than the cap is counted exactly.
    const few = await list('q=office');
    expect(few).toMatchObject({ totalCapped: false, counts: { exact: true } });
    expect(few.total).toBe(few.items.length);
    expect(few).not.toHaveProperty('totalEstimate');
  });

  it('says about how many match beyond the cap, from the planner, reading no more rows (decision 046)', async () => {
    const { db } = database;
    await db.execute(sql`ANALYZE auctions`);
    await db.execute(sql`ANALYZE auction_search`);
    const service = createCatalogueService(db, { cache: { ttlMs: 0 }, facetCache: { ttlMs: 0 }, countCap: 5 });
    const list = async (q: string) =>
      JSON.parse(await service.listJson(null, AuctionListQuerySchema.parse(Object.fromEntries(new URLSearchParams(q))))) as {
        total: number;
        totalCapped: boolean;
        totalEstimate?: number;
      };
    const counting = createCatalogueService(db, { cache: { ttlMs: 0 }, facetCache: { ttlMs: 0 }, countCap: 100_000 });
    for (const q of ['q=bulk', 'q=bulk&status=live', 'minPrice=50000', 'maxPrice=200000&propertyType=Agricultural']) {
      const { total: matching } = JSON.parse(
        await counting.listJson(null, AuctionListQuerySchema.parse(Object.fromEntries(new URLSearchParams(q)))),
      ) as { total: number };
      expect(matching, q).toBeGreaterThan(10);
      const found = await list(q);
      expect(found, q).toMatchObject({ total: 5, totalCapped: true });
      // An estimate, not a count: within a factor of two of the truth on these analysed tables.
      expect(found.totalEstimate, q).toBeGreaterThan(matching / 2);
      expect(found.totalEstimate, q).toBeLessThan(matching * 2);
    }
    // The planner's own figure, as it is.
    const filters = { visibility: { kind: 'public' as const }, minPrice: 50_000 };
    expect(await catalogueRepository.estimateMatching(db, filters)).toBeGreaterThan(5);
  });

  it('keeps counts from the counts table across bids, and drops them with any other change of the catalogue', async () => {
    const { db } = database;
    const hub = createHub();
    const service = createCatalogueService(db, { cache: { ttlMs: 0 }, facetCache: { ttlMs: 60_000 } });
    const stop = service.watch(hub);
    const live = async () =>
      (JSON.parse(await service.listJson(null, AuctionListQuerySchema.parse({ status: 'live', page: '2' }))) as AuctionCounts).counts
        .byStatus.live ?? 0;
    const before = await live();
    // Written behind the service's back, as a change that has not been announced yet.
    await insertAuction(db, vendor, { status: 'live' });
    hub.deliver({ t: 'auctions', e: 'bid.placed', d: {} } as never);
    expect(await live()).toBe(before);
    hub.deliver({ t: 'auctions', e: 'auction.updated', d: {} } as never);
    expect(await live()).toBe(before + 1);
    stop();
  });

  it('rounds an estimate to the two figures it can stand for', () => {
    expect([7, 99, 123, 1_234, 12_345, 987_654, 1_500_000].map(roughly)).toEqual([7, 99, 120, 1_200, 12_000, 990_000, 1_500_000]);
  });

  it('is folded by the scheduler job, bounded whatever requests arrive, the counts staying exact (decision 040)', async () => {
    const { db } = database;
    const job = createCountsCompaction(db);
    await job.compactIfGrown();
    const groups = (await catalogueRepository.facetGroups(db)).groups.length;
    // Each change of a counted column adds two pieces: grow the table past its bound, a statement at a time.
    const [target] = await db.select().from(auctions).where(eq(auctions.status, 'ended')).limit(1);
    const flips = Math.ceil((2 * groups + COMPACT_AFTER_PIECES) / 2) + 10;
    for (let i = 0; i < flips; i++)
      await db
        .update(auctions)
        .set({ featured: i % 2 === 0 })
        .where(eq(auctions.id, target!.id));
    const grown = await pieces();
    expect(grown).toBeGreaterThan(2 * groups + COMPACT_AFTER_PIECES);

    // Requests read the table as it is: the request path never folds it.
    const service = createCatalogueService(db, { cache: { ttlMs: 0 }, facetCache: { ttlMs: 0 } });
    const before = JSON.parse(await service.listJson(null, AuctionListQuerySchema.parse({}))) as { total: number; counts: unknown };
    expect(await pieces()).toBe(grown);

    // The job folds it into one row per group; the counts read the same.
    expect(await job.compactIfGrown()).toBe(grown);
    expect(await pieces()).toBeLessThanOrEqual(groups + 1);
    expect(await table()).toEqual(await truth());
    const after = JSON.parse(await service.listJson(null, AuctionListQuerySchema.parse({}))) as { total: number; counts: unknown };
    expect({ total: after.total, counts: after.counts }).toEqual({ total: before.total, counts: before.counts });
    // Under its bound it leaves the table alone.
    await db.update(auctions).set({ featured: true }).where(eq(auctions.id, target!.id));
    expect(await job.compactIfGrown()).toBe(0);
    expect(await table()).toEqual(await truth());
  }, 120_000);
  it('folds no more than its share of pieces a tick, the sums exact after each, until the table is within its bound', async () => {
    const { db } = database;
    const fold = 100;
    const job = createCountsCompaction(db, { foldPerTick: fold });
    const [target] = await db.select().from(auctions).where(eq(auctions.status, 'ended')).limit(1);
    // Two pieces a change: far more than one tick folds, and past the bound.
    for (let i = 0; i < COMPACT_AFTER_PIECES; i++)
      await db
        .update(auctions)
        .set({ featured: i % 2 === 0 })
        .where(eq(auctions.id, target!.id));
    const groups = (await catalogueRepository.facetGroups(db)).groups.length;
    let left = await pieces();
    let ticks = 0;
    for (;;) {
      const folded = await job.compactIfGrown();
      if (folded === 0) break;
      ticks++;
      expect(folded).toBeLessThanOrEqual(fold);
      const now = await pieces();
      // A tick's fold leaves at least all but its share, and never loses a sum.
      expect(now).toBeGreaterThanOrEqual(left - fold);
      expect(now).toBeLessThan(left);
      expect(await table()).toEqual(await truth());
      left = now;
    }
    expect(ticks).toBeGreaterThan(1);
    expect(left).toBeLessThanOrEqual(2 * groups + COMPACT_AFTER_PIECES);
  }, 120_000);
});
