import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BidStatus } from '../../../shared/domain/constants';
import type { BidTypeFilter } from '../../../shared/schemas/admin';
import type { Executor } from '../../db/client';
import { rows } from '../../db/rows';
import { anyContains } from '../../db/search';
import { auctions, bidLog, bids, profiles, users } from '../../db/schema';

export type BidRow = typeof bids.$inferSelect;

/**
 * Bids that count for an auction's figures and history: active ones, and on an ended auction the
 * completed ones they became (spec §4). Only flagged bids are left out.
 */
const COUNTED: BidRow['status'][] = ['active', 'completed'];

export type BidFilter = { q?: string; type?: BidTypeFilter; status?: BidStatus };

function reviewWhere({ q, type, status }: BidFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(bids.status, status));
  if (type) conditions.push(sql`lower(${auctions.propertyType}::text) = ${type}`);
  if (q) conditions.push(anyContains(q, [auctions.title, profiles.fullName, users.name]));
  return conditions.length ? and(...conditions) : undefined;
}

/** A bid with its auction and bidder, as the admin's bid management lists it. */
const reviewColumns = {
  bid: bids,
  auction: {
    id: auctions.id,
    title: auctions.title,
    location: auctions.location,
    propertyType: auctions.propertyType,
    status: auctions.status,
  },
  bidderName: profiles.fullName,
  bidderUserName: users.name,
  bidderEmail: users.email,
  emdPaid: profiles.emdPaid,
};

/** The one owner of `bids` (the batch's insert is in bid-batches.repository.ts, beside the batch's other SQL). */
export const bidsRepository = {
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

  /** Newest counted bids with who placed them, and the alias each was logged under (null if it was not). */
  async recentCounted(db: Executor, auctionId: string, limit: number) {
    return db
      .select({
        id: bids.id,
        auctionId: bids.auctionId,
        userId: bids.userId,
        amount: bids.amount,
        status: bids.status,
        automatic: bids.automatic,
        createdAt: bids.createdAt,
        alias: bidLog.alias,
        fullName: profiles.fullName,
        userName: users.name,
      })
      .from(bids)
      .leftJoin(bidLog, and(eq(bidLog.bidId, bids.id), eq(bidLog.kind, 'bid')))
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

  /** One bidder's highest bid that counts (active or completed) in an auction, if any. */
  async highestCountedOf(db: Executor, auctionId: string, userId: string): Promise<number | null> {
    const [row] = await db
      .select({ amount: bids.amount })
      .from(bids)
      .where(and(eq(bids.auctionId, auctionId), eq(bids.userId, userId), inArray(bids.status, COUNTED)))
      .orderBy(desc(bids.amount))
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

  /** The auctions on which these users hold bids of any status. */
  async auctionsBidOnBy(db: Executor, userIds: string[]): Promise<string[]> {
    const found = await db.selectDistinct({ auctionId: bids.auctionId }).from(bids).where(inArray(bids.userId, userIds));
    return found.map((r) => r.auctionId);
  },

  /**
   * Spec §4 bid status: when the auction ends its active bids become completed (flagged ones stay
   * flagged). Returns who held them, the winner included, each once.
   */
  async completeActive(tx: Executor, auctionId: string): Promise<string[]> {
    const found = await tx
      .update(bids)
      .set({ status: 'completed' })
      .where(and(eq(bids.auctionId, auctionId), eq(bids.status, 'active')))
      .returning({ userId: bids.userId });
    return [...new Set(found.map((r) => r.userId))];
  },

  /**
   * The highest active bid and the alias it was logged under (null if it was not); run after the
   * auction's lock so it sees every committed bid.
   */
  async topActive(tx: Executor, auctionId: string) {
    const [row] = await rows<{ user_id: string; amount: string | number; alias: string | null }>(
      tx,
      sql`SELECT t.user_id, t.amount, (SELECT l.alias FROM bid_log l WHERE l.bid_id = t.id AND l.kind = 'bid' LIMIT 1) AS alias
          FROM (SELECT b.id, b.user_id, b.amount FROM bids b
                WHERE b.auction_id = ${auctionId} AND b.status = 'active'
                ORDER BY b.amount DESC, b.created_at ASC LIMIT 1) t`,
    );
    return row ? { userId: row.user_id, amount: Number(row.amount), alias: row.alias } : null;
  },

  // ---------------------------------------------------------------- the admin's bid management
  async listForReview(db: Executor, filter: BidFilter, page: { limit: number; offset: number }) {
    return db
      .select(reviewColumns)
      .from(bids)
      .innerJoin(auctions, eq(auctions.id, bids.auctionId))
      .innerJoin(users, eq(users.id, bids.userId))
      .leftJoin(profiles, eq(profiles.userId, bids.userId))
      .where(reviewWhere(filter))
      .orderBy(desc(bids.createdAt), desc(bids.id))
      .limit(page.limit)
      .offset(page.offset);
  },
  async countForReview(db: Executor, filter: BidFilter) {
    const [row] = await db
      .select({ n: count() })
      .from(bids)
      .innerJoin(auctions, eq(auctions.id, bids.auctionId))
      .innerJoin(users, eq(users.id, bids.userId))
      .leftJoin(profiles, eq(profiles.userId, bids.userId))
      .where(reviewWhere(filter));
    return row?.n ?? 0;
  },
  async totals(db: Executor) {
    const [row] = await db
      .select({
        total: count(),
        totalValue: sql<number>`coalesce(sum(${bids.amount}), 0)`.mapWith(Number),
        active: sql<number>`count(*) filter (where ${bids.status} = 'active')`.mapWith(Number),
        completed: sql<number>`count(*) filter (where ${bids.status} = 'completed')`.mapWith(Number),
        flagged: sql<number>`count(*) filter (where ${bids.status} = 'flagged')`.mapWith(Number),
      })
      .from(bids);
    return row ?? { total: 0, totalValue: 0, active: 0, completed: 0, flagged: 0 };
  },
  async findForReview(db: Executor, bidId: string) {
    const [row] = await db
      .select(reviewColumns)
      .from(bids)
      .innerJoin(auctions, eq(auctions.id, bids.auctionId))
      .innerJoin(users, eq(users.id, bids.userId))
      .leftJoin(profiles, eq(profiles.userId, bids.userId))
      .where(eq(bids.id, bidId));
    return row ?? null;
  },

  /** The bids of these users, by auction (with the auction's status), oldest first. */
  async bidsOfUsers(tx: Executor, userIds: string[]) {
    const found = await rows<{ auction_id: string; status: string; bid_ids: string[] }>(
      tx,
      sql`SELECT b.auction_id, a.status, json_agg(b.id ORDER BY b.created_at, b.id) AS bid_ids
          FROM bids b JOIN auctions a ON a.id = b.auction_id
          WHERE b.user_id IN (SELECT json_array_elements_text(${JSON.stringify(userIds)}::json))
          GROUP BY b.auction_id, a.status`,
    );
    return found.map((r) => ({
      auctionId: r.auction_id,
      status: r.status,
      bidIds: (typeof r.bid_ids === 'string' ? JSON.parse(r.bid_ids) : r.bid_ids) as string[],
    }));
  },

  /** Bids written as they are (the seed's history); a live bid goes through the bid engine. */
  async insertMany(db: Executor, rows: (typeof bids.$inferInsert)[]) {
    if (rows.length > 0) await db.insert(bids).values(rows);
  },

  /**
   * Takes one token from the bidder's bucket in `bid_rate_buckets` (refilled at `perSecond` up to
   * `burst` by the database's clock), in one statement; false when none was left (the row is kept).
   */
  async takeRateToken(db: Executor, userId: string, perSecond: number, burst: number): Promise<boolean> {
    const taken = await rows(
      db,
      sql`
        with now as (select extract(epoch from clock_timestamp()) * 1000 as ms)
        insert into bid_rate_buckets as b (user_id, tokens, at_ms)
        select ${userId}, ${burst - 1}::float8, now.ms from now
        on conflict (user_id) do update
          set tokens = least(${burst}::float8, b.tokens + (excluded.at_ms - b.at_ms) / 1000 * ${perSecond}::float8) - 1,
              at_ms = excluded.at_ms
          where least(${burst}::float8, b.tokens + (excluded.at_ms - b.at_ms) / 1000 * ${perSecond}::float8) >= 1
        returning 1 as ok`,
    );
    return taken.length > 0;
  },
};

/** The one owner of `proxy_bids` outside the bid batch (which writes maximums in bid-batches.repository.ts). */
export const proxyBidsRepository = {
  /** The caller's maximum on an auction, with whether they hold its highest active bid. */
  async mine(db: Executor, auctionId: string, userId: string) {
    const [row] = await rows<{ max_amount: string | number; status: 'active' | 'exhausted'; set_at: string | Date; leading: boolean }>(
      db,
      sql`SELECT x.max_amount, x.status, x.set_at,
            coalesce((SELECT b.user_id = x.user_id FROM bids b WHERE b.auction_id = x.auction_id AND b.status = 'active'
                      ORDER BY b.amount DESC, b.created_at ASC LIMIT 1), false) AS leading
          FROM proxy_bids x WHERE x.auction_id = ${auctionId} AND x.user_id = ${userId}`,
    );
    return row ? { maxAmount: Number(row.max_amount), status: row.status, setAt: new Date(row.set_at), leading: row.leading } : null;
  },

  async remove(tx: Executor, auctionId: string, userId: string) {
    await tx.execute(sql`DELETE FROM proxy_bids WHERE auction_id = ${auctionId} AND user_id = ${userId}`);
  },

  /** The caller's maximums on auctions that have not ended, soonest end first. */
  async listForUser(db: Executor, userId: string) {
    return rows<{
      auction_id: string;
      max_amount: string | number;
      status: 'active' | 'exhausted';
      set_at: string | Date;
      leading: boolean;
      title: string;
      location: string;
      auction_status: (typeof auctions.$inferSelect)['status'];
      current_bid: string | number;
      end_time: string | Date;
    }>(
      db,
      sql`SELECT x.auction_id, x.max_amount, x.status, x.set_at, a.title, a.location, a.status AS auction_status,
            a.current_bid, a.end_time,
            coalesce((SELECT b.user_id = x.user_id FROM bids b WHERE b.auction_id = x.auction_id AND b.status = 'active'
                      ORDER BY b.amount DESC, b.created_at ASC LIMIT 1), false) AS leading
          FROM proxy_bids x JOIN auctions a ON a.id = x.auction_id
          WHERE x.user_id = ${userId} AND a.status IN ('upcoming', 'live')
          ORDER BY a.end_time ASC`,
    );
  },
};
