import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type LifecycleAuction = {
  id: string;
  title: string;
  status: string;
  createdBy: string;
  startTime: Date;
  endTime: Date;
  currentBid: number;
  bidCount: number;
  biddersCount: number;
};

function toAuction(r: Record<string, unknown>): LifecycleAuction {
  return {
    id: String(r.id),
    title: String(r.title),
    status: String(r.status),
    createdBy: String(r.created_by),
    startTime: new Date(r.start_time as string),
    endTime: new Date(r.end_time as string),
    currentBid: Number(r.current_bid),
    bidCount: Number(r.bid_count),
    biddersCount: Number(r.bidders_count),
  };
}

const COLUMNS = sql.raw('id, title, status, created_by, start_time, end_time, current_bid, bid_count, bidders_count');

export const lifecycleRepository = {
  async lock(tx: Executor, auctionId: string): Promise<LifecycleAuction | null> {
    const [row] = await rows<Record<string, unknown>>(tx, sql`SELECT ${COLUMNS} FROM auctions WHERE id = ${auctionId} FOR UPDATE`);
    return row ? toAuction(row) : null;
  },

  /**
   * Auctions whose start or end time has come, locked for this transaction.
   * NOTE: SKIP LOCKED lets two server processes share the work: each takes the rows the other has
   * not, and a row busy with a bid is simply taken on the next tick.
   */
  async lockDue(tx: Executor, kind: 'start' | 'end', limit: number): Promise<LifecycleAuction[]> {
    const condition =
      kind === 'start'
        ? sql`status = 'upcoming' AND start_time <= clock_timestamp() ORDER BY start_time`
        : sql`status = 'live' AND end_time <= clock_timestamp() ORDER BY end_time`;
    const found = await rows<Record<string, unknown>>(
      tx,
      sql`SELECT ${COLUMNS} FROM auctions WHERE ${condition} LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
    );
    return found.map(toAuction);
  },

  /** upcoming → live; nothing when it is no longer upcoming (another process or admin was first). */
  async markLive(tx: Executor, auctionId: string): Promise<LifecycleAuction | null> {
    const [row] = await rows<Record<string, unknown>>(
      tx,
      sql`UPDATE auctions SET status = 'live', updated_at = clock_timestamp()
          WHERE id = ${auctionId} AND status = 'upcoming' RETURNING ${COLUMNS}`,
    );
    return row ? toAuction(row) : null;
  },

  /**
   * live → ended with its winner. An early (admin) end also brings end_time forward to the moment
   * of closing, so the record shows when bidding really stopped.
   */
  async markEnded(tx: Executor, auctionId: string, winnerId: string | null): Promise<LifecycleAuction | null> {
    const [row] = await rows<Record<string, unknown>>(
      tx,
      sql`UPDATE auctions SET status = 'ended', winner_id = ${winnerId},
            end_time = least(end_time, date_trunc('milliseconds', clock_timestamp())), updated_at = clock_timestamp()
          WHERE id = ${auctionId} AND status = 'live' RETURNING ${COLUMNS}`,
    );
    return row ? toAuction(row) : null;
  },

  /** The highest active bid and its holder's alias; run after the lock so it sees every committed bid. */
  async topBid(tx: Executor, auctionId: string) {
    const [row] = await rows<{ user_id: string; amount: string | number; alias: string | null }>(
      tx,
      sql`SELECT b.user_id, b.amount, p.alias FROM bids b LEFT JOIN profiles p ON p.user_id = b.user_id
          WHERE b.auction_id = ${auctionId} AND b.status = 'active'
          ORDER BY b.amount DESC, b.created_at ASC LIMIT 1`,
    );
    return row ? { userId: row.user_id, amount: Number(row.amount), alias: row.alias } : null;
  },

  /**
   * Spec §4 bid status: when the auction ends its active bids become completed (flagged ones stay
   * flagged). Returns who held them, the winner included, each once.
   */
  async completeBids(tx: Executor, auctionId: string): Promise<string[]> {
    const found = await rows<{ user_id: string }>(
      tx,
      sql`UPDATE bids SET status = 'completed' WHERE auction_id = ${auctionId} AND status = 'active' RETURNING user_id`,
    );
    return [...new Set(found.map((r) => r.user_id))];
  },

  /** Users watching the auction or holding a reminder on it; their reminders are marked as sent. */
  async takeStartAudience(tx: Executor, auctionId: string): Promise<string[]> {
    const found = await rows<{ user_id: string }>(
      tx,
      sql`WITH reminded AS (
            UPDATE reminders SET notified_at = clock_timestamp()
            WHERE auction_id = ${auctionId} AND notified_at IS NULL RETURNING user_id
          )
          SELECT user_id FROM reminded UNION SELECT user_id FROM watchlist WHERE auction_id = ${auctionId}`,
    );
    return found.map((r) => r.user_id);
  },

  async audit(tx: Executor, entry: { actorId: string; action: string; auctionId: string; before: unknown; after: unknown }) {
    await tx.execute(
      sql`INSERT INTO audit_log (actor_id, action, object_type, object_id, before, after)
          VALUES (${entry.actorId}, ${entry.action}, 'auction', ${entry.auctionId},
                  ${JSON.stringify(entry.before)}::jsonb, ${JSON.stringify(entry.after)}::jsonb)`,
    );
  },
};
