import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auctionImages, auctions, watchlist } from '../../db/schema';

/** The one owner of `watchlist`. */
export const watchlistRepository = {
  /**
   * The user's entries joined with their auctions, newest first. Drafts show only to their own
   * vendor, or to admins (`allDrafts`).
   */
  async listForUser(db: Executor, userId: string, { allDrafts }: { allDrafts: boolean }) {
    // The card thumbnail: the primary image, else the first by display order.
    const thumb = sql<string | null>`(
      select ${auctionImages.thumbUrl} from ${auctionImages}
      where ${auctionImages.auctionId} = ${auctions.id}
      order by ${auctionImages.isPrimary} desc, ${auctionImages.displayOrder} asc, ${auctionImages.createdAt} asc
      limit 1)`;
    return db
      .select({
        auctionId: auctions.id,
        title: auctions.title,
        location: auctions.location,
        startingBid: auctions.startingBid,
        currentBid: auctions.currentBid,
        startTime: auctions.startTime,
        endTime: auctions.endTime,
        status: auctions.status,
        thumbUrl: thumb,
        addedAt: watchlist.createdAt,
      })
      .from(watchlist)
      .innerJoin(auctions, eq(auctions.id, watchlist.auctionId))
      .where(and(eq(watchlist.userId, userId), allDrafts ? undefined : or(ne(auctions.status, 'draft'), eq(auctions.createdBy, userId))))
      .orderBy(desc(watchlist.createdAt), desc(watchlist.auctionId));
  },

  async idsForUser(db: Executor, userId: string) {
    const rows = await db
      .select({ auctionId: watchlist.auctionId })
      .from(watchlist)
      .where(eq(watchlist.userId, userId))
      .orderBy(desc(watchlist.createdAt), desc(watchlist.auctionId));
    return rows.map((r) => r.auctionId);
  },

  async add(db: Executor, userId: string, auctionId: string) {
    await db.insert(watchlist).values({ userId, auctionId }).onConflictDoNothing();
  },

  async remove(db: Executor, userId: string, auctionId: string) {
    await db.delete(watchlist).where(and(eq(watchlist.userId, userId), eq(watchlist.auctionId, auctionId)));
  },
  async watchersOf(db: Executor, auctionId: string): Promise<string[]> {
    const rows = await db.select({ userId: watchlist.userId }).from(watchlist).where(eq(watchlist.auctionId, auctionId));
    return rows.map((r) => r.userId);
  },

  async insertMany(db: Executor, rows: (typeof watchlist.$inferInsert)[]) {
    if (rows.length > 0) await db.insert(watchlist).values(rows);
  },
};
