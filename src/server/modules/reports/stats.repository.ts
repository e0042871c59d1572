import { and, count, countDistinct, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auctions, bids, userRoles } from '../../db/schema';

export const statsRepository = {
  async auctionsByStatus(db: Executor) {
    return db.select({ status: auctions.status, n: count() }).from(auctions).groupBy(auctions.status);
  },

  /** Ended auctions with a winner, and the sum of their final (current) bids. */
  async sold(db: Executor) {
    const [row] = await db
      .select({ n: count(), value: sql<string>`coalesce(sum(${auctions.currentBid}), 0)::bigint` })
      .from(auctions)
      .where(and(eq(auctions.status, 'ended'), isNotNull(auctions.winnerId)));
    return { count: row?.n ?? 0, value: Number(row?.value ?? 0) };
  },

  async distinctBidders(db: Executor) {
    const [row] = await db.select({ n: countDistinct(bids.userId) }).from(bids);
    return row?.n ?? 0;
  },

  async buyers(db: Executor) {
    const [row] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.role, 'buyer'));
    return row?.n ?? 0;
  },
};
