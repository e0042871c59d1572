import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { rows } from '../../src/server/db/rows';
import { openTestDatabase, TEST_MEDIA_ROOT } from '../../src/server/test/test-db';
import { seedCatalogue } from './seed';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalogue(database.db, { mediaDir: path.join(TEST_MEDIA_ROOT, randomBytes(6).toString('hex')), count: 400 });
});
afterAll(async () => database.close());

describe('the listing benchmark catalogue', () => {
  it('gives ended auctions completed bids and live ones active bids, as the product would', async () => {
    const byStatus = await rows<{ auction_status: string; bid_status: string; n: number }>(
      database.db,
      sql`select a.status as auction_status, b.status as bid_status, count(*)::int as n
          from bids b join auctions a on a.id = b.auction_id group by 1, 2 order by 1, 2`,
    );
    expect(byStatus.map((r) => `${r.auction_status}:${r.bid_status}`).sort()).toEqual(['ended:completed', 'live:active']);
  });

  it('keeps each auction’s current bid, counts and winner true to its bids', async () => {
    const wrong = await rows(
      database.db,
      sql`select a.id from auctions a
          left join lateral (select max(amount) as top, count(*) as n, count(distinct user_id) as bidders,
                                    (select user_id from bids t where t.auction_id = a.id order by amount desc limit 1) as leader
                             from bids b where b.auction_id = a.id) s on true
          where a.current_bid <> coalesce(s.top, a.starting_bid) or a.bid_count <> s.n or a.bidders_count <> s.bidders
             or (a.status = 'ended' and a.winner_id is distinct from s.leader)`,
    );
    expect(wrong).toEqual([]);
  });

  it('places auctions all over India with a PIN each, and keeps the spec’s four cities for the location filter', async () => {
    const [spread] = await rows<{ states: number; districts: number; bad_pins: number; unplaced: number }>(
      database.db,
      sql`select count(distinct state)::int as states, count(distinct district)::int as districts,
                 count(*) filter (where pin_code !~ '^[1-9][0-9]{5}$')::int as bad_pins,
                 count(*) filter (where state is null or district is null or locality is null)::int as unplaced
          from auctions`,
    );
    expect(spread!.states).toBeGreaterThanOrEqual(10);
    expect(spread!.districts).toBeGreaterThanOrEqual(20);
    expect(spread!.bad_pins).toBe(0);
    expect(spread!.unplaced).toBe(0);
    for (const city of ['Mumbai', 'Thane', 'Nashik', 'Pune']) {
      const [found] = await rows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from auctions where location ilike ${`%${city}%`}`,
      );
      expect(found!.n, city).toBeGreaterThan(0);
    }
  });
});
