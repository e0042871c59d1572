import type { Executor } from '../../db/client';
import { auctionImages, auctions } from '../../db/schema';

type NewAuction = typeof auctions.$inferInsert;

const HOUR = 3_600_000;
let n = 0;

/** An auction row for tests: live, Residential in Thane, unless told otherwise. Amounts in rupees. */
export async function insertAuction(db: Executor, createdBy: string, overrides: Partial<NewAuction> = {}) {
  n += 1;
  const now = Date.now();
  const startingBid = overrides.startingBid ?? 5_000_000;
  const [row] = await db
    .insert(auctions)
    .values({
      title: `Test flat ${n}`,
      description: 'A two-bedroom flat near the station in a well kept society.',
      location: 'Thane',
      propertyType: 'Residential',
      startingBid,
      currentBid: overrides.currentBid ?? startingBid,
      emdAmount: 500_000,
      startTime: new Date(now - HOUR),
      endTime: new Date(now + 24 * HOUR),
      status: 'live',
      createdBy,
      ...overrides,
    })
    .returning();
  return row!;
}

/** An image row (no file behind it; listing only reads rows). */
export async function insertImage(db: Executor, auctionId: string, overrides: Partial<typeof auctionImages.$inferInsert> = {}) {
  n += 1;
  const key = `auction-images/${auctionId}/${n}`;
  const [row] = await db
    .insert(auctionImages)
    .values({
      auctionId,
      imageUrl: `/media/${key}-large.webp`,
      thumbUrl: `/media/${key}-thumb.webp`,
      storageKey: key,
      width: 1600,
      height: 1067,
      ...overrides,
    })
    .returning();
  return row!;
}
