import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AuctionStatus } from '../../../shared/domain/constants';
import type { Executor } from '../../db/client';
import { auctions, bids, profiles, users } from '../../db/schema';
import { lockAuctionSql, parseLocked, type LockedAuction } from './bid-batches.repository';

export type BidRow = typeof bids.$inferSelect;

/**
 * Bids that count for an auction's figures and history: active ones, and on an ended auction the
 * completed ones they became (spec §4). Only flagged bids are left out.
 */
const COUNTED: BidRow['status'][] = ['active', 'completed'];

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const bidsRepository = {
  /** Takes the auction's row lock (an admin changing a bid's status waits for bids in flight, and they for it). */
  async lockAuction(tx: Executor, auctionId: string): Promise<LockedAuction | null> {
    return parseLocked((await rows<Record<string, unknown>>(tx, lockAuctionSql(auctionId)))[0]);
  },

  async auctionFigures(db: Executor, auctionId: string) {
    const [row] = await db
      .select({
        id: auctions.id,
        currentBid: auctions.currentBid,
        bidCount: auctions.bidCount,
        startingBid: auctions.startingBid,
      })
      .from(auctions)
      .where(eq(auctions.id, auctionId));
    return row ?? null;
  },

  /** Newest counted bids with who placed them. */
  async recentCounted(db: Executor, auctionId: string, limit: number) {
    return db
      .select({
        id: bids.id,
        auctionId: bids.auctionId,
        userId: bids.userId,
        amount: bids.amount,
        status: bids.status,
        createdAt: bids.createdAt,
        alias: profiles.alias,
        fullName: profiles.fullName,
        userName: users.name,
      })
      .from(bids)
      .leftJoin(profiles, eq(profiles.userId, bids.userId))
      .leftJoin(users, eq(users.id, bids.userId))
      .where(and(eq(bids.auctionId, auctionId), inArray(bids.status, COUNTED)))
      .orderBy(desc(bids.createdAt), desc(bids.amount))
      .limit(limit);
  },

  async lowestCounted(db: Executor, auctionId: string): Promise<number | null> {
    const [row] = await db
      .select({ amount: bids.amount })
      .from(bids)
      .where(and(eq(bids.auctionId, auctionId), inArray(bids.status, COUNTED)))
      .orderBy(asc(bids.amount))
      .limit(1);
    return row?.amount ?? null;
  },

  async historyCounted(db: Executor, auctionId: string, limit: number) {
    return db
      .select({ amount: bids.amount, createdAt: bids.createdAt })
      .from(bids)
      .where(and(eq(bids.auctionId, auctionId), inArray(bids.status, COUNTED)))
      .orderBy(desc(bids.createdAt), desc(bids.amount))
      .limit(limit);
  },

  /** A buyer's own bids with the auction they were placed on (buyer dashboard). */
  async listForUser(db: Executor, userId: string, limit: number) {
    return db
      .select({
        id: bids.id,
        auctionId: bids.auctionId,
        amount: bids.amount,
        status: bids.status,
        createdAt: bids.createdAt,
        title: auctions.title,
        location: auctions.location,
        auctionStatus: auctions.status,
        currentBid: auctions.currentBid,
        endTime: auctions.endTime,
        winnerId: auctions.winnerId,
      })
      .from(bids)
      .innerJoin(auctions, eq(auctions.id, bids.auctionId))
      .where(eq(bids.userId, userId))
      .orderBy(desc(bids.createdAt), desc(bids.amount))
      .limit(limit);
  },

  async findBid(db: Executor, bidId: string) {
    const [row] = await db.select().from(bids).where(eq(bids.id, bidId));
    return row ?? null;
  },

  async setStatus(tx: Executor, bidId: string, status: BidRow['status']) {
    const [row] = await tx.update(bids).set({ status }).where(eq(bids.id, bidId)).returning();
    return row ?? null;
  },

  /**
   * Recomputes an auction's figures from its counted bids (after an admin changes a bid's status, or
   * after bidders' accounts are deleted): current_bid is the highest bid not flagged, or the starting
   * bid when none; bid_count and bidders_count count those bids and their holders. On an ended
   * auction the winner is the holder of that highest bid (as the end picks it), or nobody.
   */
  async recomputeFigures(tx: Executor, auctionId: string) {
    const [row] = await rows<{
      status: string;
      current_bid: number;
      bid_count: number;
      bidders_count: number;
      winner_id: string | null;
    }>(
      tx,
      sql`UPDATE auctions a SET
            current_bid = coalesce(s.highest, a.starting_bid), bid_count = s.n, bidders_count = s.bidders,
            winner_id = CASE WHEN a.status = 'ended' THEN s.top_bidder ELSE a.winner_id END, updated_at = now()
          FROM (SELECT max(amount) AS highest, count(*) AS n, count(DISTINCT user_id) AS bidders,
                       (SELECT user_id FROM bids WHERE auction_id = ${auctionId} AND status IN ('active', 'completed')
                        ORDER BY amount DESC, created_at ASC LIMIT 1) AS top_bidder
                FROM bids WHERE auction_id = ${auctionId} AND status IN ('active', 'completed')) s
          WHERE a.id = ${auctionId}
          RETURNING a.status, a.current_bid, a.bid_count, a.bidders_count, a.winner_id`,
    );
    return {
      status: row!.status as AuctionStatus,
      currentBid: Number(row!.current_bid),
      bidCount: Number(row!.bid_count),
      biddersCount: Number(row!.bidders_count),
      winnerId: row!.winner_id,
    };
  },

  /** The auctions on which these users hold bids of any status. */
  async auctionsBidOnBy(db: Executor, userIds: string[]): Promise<string[]> {
    const found = await db.selectDistinct({ auctionId: bids.auctionId }).from(bids).where(inArray(bids.userId, userIds));
    return found.map((r) => r.auctionId);
  },

  /** Row locks on several auctions, taken in id order so that two such callers cannot deadlock. */
  async lockAuctions(tx: Executor, auctionIds: string[]) {
    if (auctionIds.length === 0) return;
    await tx.select({ id: auctions.id }).from(auctions).where(inArray(auctions.id, auctionIds)).orderBy(asc(auctions.id)).for('update');
  },

  /**
   * Row locks on accounts: until the transaction ends no bid (or notification) can newly refer to
   * them, because inserting one must take a key-share lock on its user row.
   */
  async lockUsers(tx: Executor, userIds: string[]) {
    if (userIds.length === 0) return;
    await tx.select({ id: users.id }).from(users).where(inArray(users.id, userIds)).orderBy(asc(users.id)).for('update');
  },
};
