import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionStatus } from '../../../shared/domain/constants';
import { AuctionListQuerySchema, type AuctionList } from '../../../shared/schemas/auction';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../test/test-db';
import { insertAccount } from '../accounts/accounts.service';
import { insertAuction } from '../auctions/auctions.fixtures';
import { createCatalogueService } from './catalogue.service';

/**
 * The Relevance order (decision 021): the words in the title first, then in the title with the
 * location, then anywhere; Ending Soon within each. When more rows match than the listing counts, a
 * page reads each tier's first rows only; those pages must be exactly the pages of the full order.
 */
const HOUR = 3_600_000;
const TITLES = ['Garden villa', 'Office floor', 'Warehouse with a yard', 'Penthouse', 'Shop and garden plot'];
const PLACES = ['Koregaon Park, Pune', 'Garden Estate, Nashik', 'Thane West', 'Baner, Pune'];
const TEXTS = ['A lawn and a garden at the back.', 'Near the station.', 'Two hours from Pune, with a garden.', 'A lift and parking.'];
const STATUSES: AuctionStatus[] = ['live', 'live', 'upcoming', 'ended', 'cancelled', 'live', 'draft'];

let database: Database;
let words = new Map<string, { title: string; location: string; description: string }>();

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  const vendor = await insertAccount(db, { email: 'v@relevance.test', name: 'Vendor', password: 'relevance-1', roles: ['vendor'] });
  const now = Date.now();
  const made = new Map<string, { title: string; location: string; description: string }>();
  // Every combination appears, with end times spread so that each tier holds open and closed rows.
  for (let i = 0; i < 60; i++) {
    const row = {
      title: `${TITLES[i % TITLES.length]} ${i}`,
      location: PLACES[(i * 7) % PLACES.length]!,
      description: TEXTS[(i * 3) % TEXTS.length]!,
    };
    const status = STATUSES[i % STATUSES.length]!;
    const a = await insertAuction(db, vendor, {
      ...row,
      status,
      endTime: new Date(now + (status === 'ended' || status === 'cancelled' ? -1 : 1) * ((i * 37) % 50) * HOUR),
      propertyType: i % 2 ? 'Commercial' : 'Residential',
    });
    made.set(a.id, row);
  }
  words = made;
}, 60_000);
afterAll(() => database.close());

/** Every page of `q` in order, `pageSize` rows at a time. */
async function allPages(countCap: number, q: string, pageSize = 4): Promise<{ ids: string[]; totalCapped: boolean }> {
  const service = createCatalogueService(database.db, { cache: { ttlMs: 0 }, facetCache: { ttlMs: 0 }, countCap });
  const ids: string[] = [];
  let totalCapped = false;
  for (let page = 1; page < 40; page++) {
    const query = AuctionListQuerySchema.parse({ ...Object.fromEntries(new URLSearchParams(q)), page, pageSize });
    const body = JSON.parse(await service.listJson(null, query)) as AuctionList;
    totalCapped ||= body.totalCapped;
    ids.push(...body.items.map((a) => a.id));
    if (body.items.length < pageSize) break;
  }
  return { ids, totalCapped };
}

const QUERIES = [
  'q=garden',
  'q=pune',
  'q=garden pune',
  'q=garden -pune',
  'q="garden estate"',
  'q=villa or warehouse',
  'q=Thaane',
  'q=garden&status=live',
];

describe('the Relevance order', () => {
  it('lists title matches first, then location matches, then the rest, each Ending Soon', async () => {
    const { ids } = await allPages(1000, 'q=garden');
    const tier = (id: string) => {
      const row = words.get(id)!;
      return /garden/i.test(row.title) ? 0 : /garden/i.test(row.location) ? 1 : 2;
    };
    const tiers = ids.map(tier);
    expect(tiers).toEqual([...tiers].sort());
    expect(new Set(tiers)).toEqual(new Set([0, 1, 2]));
  });

  it.each(QUERIES)('gives the same pages for %s when more rows match than are counted', async (q) => {
    const counted = await allPages(1000, q);
    const many = await allPages(3, q);
    expect(counted.totalCapped).toBe(false);
    // With a cap of 3 every query here has more matches than the cap: each page reads the tiers' first rows.
    expect(many.totalCapped).toBe(true);
    expect(many.ids).toEqual(counted.ids);
    expect(new Set(many.ids).size).toBe(many.ids.length);
  });
});
