import { and, asc, count, eq, inArray, max, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auctionImages } from '../../db/schema';

export type AuctionImageRow = typeof auctionImages.$inferSelect;
export type NewAuctionImageRow = typeof auctionImages.$inferInsert;

/** The one owner of `auction_images`: the gallery of each auction, in display order. */
export const auctionImagesRepository = {
  /** The images of these auctions in display order: what the catalogue and the admin and vendor lists show. */
  async imagesFor(db: Executor, auctionIds: string[]) {
    if (auctionIds.length === 0) return [];
    return db
      .select()
      .from(auctionImages)
      .where(inArray(auctionImages.auctionId, auctionIds))
      .orderBy(asc(auctionImages.displayOrder), asc(auctionImages.createdAt));
  },
  async stats(db: Executor, auctionId: string) {
    const [row] = await db
      .select({
        n: count(),
        maxOrder: max(auctionImages.displayOrder),
        primaries: sql<number>`count(*) filter (where ${auctionImages.isPrimary})`.mapWith(Number),
      })
      .from(auctionImages)
      .where(eq(auctionImages.auctionId, auctionId));
    return { count: row?.n ?? 0, maxOrder: row?.maxOrder ?? -1, hasPrimary: (row?.primaries ?? 0) > 0 };
  },
  async insert(db: Executor, rows: NewAuctionImageRow[]) {
    if (rows.length === 0) return [];
    return db.insert(auctionImages).values(rows).returning();
  },
  async findByUrl(db: Executor, auctionId: string, imageUrl: string) {
    const [row] = await db
      .select()
      .from(auctionImages)
      .where(and(eq(auctionImages.auctionId, auctionId), or(eq(auctionImages.imageUrl, imageUrl), eq(auctionImages.thumbUrl, imageUrl))));
    return row ?? null;
  },
  async delete(db: Executor, imageId: string) {
    await db.delete(auctionImages).where(eq(auctionImages.id, imageId));
  },
  async update(db: Executor, imageId: string, patch: Partial<Pick<NewAuctionImageRow, 'isPrimary' | 'displayOrder'>>) {
    await db.update(auctionImages).set(patch).where(eq(auctionImages.id, imageId));
  },
};
