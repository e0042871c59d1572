import { asc, inArray } from 'drizzle-orm';
import type { Executor } from './client';
import { auctionImages } from './schema';

/**
 * The images of these auctions in display order: what the public catalogue (auctions module) and the
 * admin and vendor lists (listings module) both show, from one query.
 */
export async function imagesOfAuctions(db: Executor, auctionIds: string[]) {
  if (auctionIds.length === 0) return [];
  return db
    .select()
    .from(auctionImages)
    .where(inArray(auctionImages.auctionId, auctionIds))
    .orderBy(asc(auctionImages.displayOrder), asc(auctionImages.createdAt));
}
