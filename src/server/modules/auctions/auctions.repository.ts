import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AuctionStatus, PropertyType } from '../../../shared/domain/constants';
import type { Executor } from '../../db/client';
import { rows } from '../../db/rows';
import { anyContains } from '../../db/search';
import { auctions } from '../../db/schema';

export type AuctionRow = typeof auctions.$inferSelect;
export type NewAuctionRow = typeof auctions.$inferInsert;

/** The admin's and vendor's auction tables: owner, tab, search and the Advanced Filters. */
export type ManagedFilter = {
  q?: string;
  status?: AuctionStatus;
  createdBy?: string;
  propertyType?: PropertyType;
  featured?: boolean;
  withReserve?: boolean;
  withBids?: boolean;
};

function managedWhere({ q, status, createdBy, propertyType, featured, withReserve, withBids }: ManagedFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (createdBy) conditions.push(eq(auctions.createdBy, createdBy));
  if (status) conditions.push(eq(auctions.status, status));
  if (propertyType) conditions.push(eq(auctions.propertyType, propertyType));
  if (featured !== undefined) conditions.push(eq(auctions.featured, featured));
  if (withReserve !== undefined) conditions.push(withReserve ? isNotNull(auctions.reservePrice) : isNull(auctions.reservePrice));
  if (withBids !== undefined) conditions.push(withBids ? gt(auctions.bidCount, 0) : eq(auctions.bidCount, 0));
  if (q) conditions.push(anyContains(q, [auctions.title, auctions.location, sql`${auctions.propertyType}::text`]));
  return conditions.length ? and(...conditions) : undefined;
}

// ------------------------------------------------------------------ the lifecycle and the bids' figures

/** What the lifecycle and the bid engine read of an auction under its row lock. */
export type LockedAuction = {
  id: string;
  title: string;
  status: AuctionStatus;
  createdBy: string;
  startingBid: number;
  currentBid: number;
  bidIncrement: number;
  bidCount: number;
  biddersCount: number;
  startTime: Date;
  endTime: Date;
  extensionWindowS: number;
  extensionS: number;
  emdAmount: number;
  reservePrice: number | null;
  emdCutoff: Date | null;
  saleNoticeDate: string | null;
  isResale: boolean;
};

const LOCKED_COLUMNS = sql.raw(
  'id, title, status, created_by, starting_bid, current_bid, bid_increment, bid_count, bidders_count, start_time, end_time, ' +
    'extension_window_s, extension_s, emd_amount, reserve_price, emd_cutoff, sale_notice_date::text AS sale_notice_date, is_resale',
);

export function parseLocked(row: Record<string, unknown> | undefined): LockedAuction | null {
  if (!row) return null;
  return {
    id: String(row.id),
    title: String(row.title),
    status: row.status as AuctionStatus,
    createdBy: String(row.created_by),
    startingBid: Number(row.starting_bid),
    currentBid: Number(row.current_bid),
    bidIncrement: Number(row.bid_increment),
    bidCount: Number(row.bid_count),
    biddersCount: Number(row.bidders_count),
    startTime: new Date(row.start_time as string | Date),
    endTime: new Date(row.end_time as string | Date),
    extensionWindowS: Number(row.extension_window_s),
    extensionS: Number(row.extension_s),
    emdAmount: Number(row.emd_amount),
    reservePrice: row.reserve_price === null || row.reserve_price === undefined ? null : Number(row.reserve_price),
    emdCutoff: row.emd_cutoff ? new Date(row.emd_cutoff as string | Date) : null,
    saleNoticeDate: (row.sale_notice_date as string | null) ?? null,
    isResale: row.is_resale === true || row.is_resale === 't',
  };
}

function lockStatement(auctionId: string): SQL {
  return sql`SELECT ${LOCKED_COLUMNS} FROM auctions WHERE id = ${auctionId} FOR UPDATE`;
}

/**
 * The row locks of a bid batch over one auction or several, returning the rows it locked.
 * NOTE: in id order, as `lockMany`, so two batches over overlapping auctions cannot deadlock. With
 * `skipLocked` an auction whose row another transaction holds is left out rather than waited for:
 * the batch decides the others, and the caller decides that one on its own.
 */
function lockAllStatement(auctionIds: string[], { skipLocked }: { skipLocked: boolean }): SQL {
  return sql`SELECT ${LOCKED_COLUMNS} FROM auctions WHERE id = ANY(${`{${auctionIds.join(',')}}`}::uuid[])
    ORDER BY id FOR UPDATE${skipLocked ? sql` SKIP LOCKED` : sql``}`;
}

/** The new figures of an auction after a batch of accepted bids. */
export type BidFigures = { at: Date; bids: number; currentBid: number; newBidders: number; endTime: Date };

export const auctionsRepository = {
  /** The PIN codes of auctions not yet on the map (listed before migration 0033, or at a PIN code then unknown). */
  async unplacedPinCodes(db: Executor): Promise<string[]> {
    const found = await db
      .selectDistinct({ pinCode: auctions.pinCode })
      .from(auctions)
      .where(and(isNull(auctions.latitude), isNotNull(auctions.pinCode)));
    return found.flatMap((r) => (r.pinCode ? [r.pinCode] : []));
  },

  /** Places the auctions not yet on the map at these PIN codes' points; returns how many it placed. */
  async placeAtPinCodes(db: Executor, places: { pinCode: string; latitude: number; longitude: number }[]): Promise<number> {
    if (places.length === 0) return 0;
    const list = (pick: (p: (typeof places)[number]) => string | number) => places.map(pick).join('|');
    const placed = await rows<{ id: string }>(
      db,
      sql`UPDATE auctions a SET latitude = p.latitude, longitude = p.longitude
          FROM unnest(string_to_array(${list((p) => p.pinCode)}::text, '|'),
                      string_to_array(${list((p) => p.latitude)}::text, '|')::float8[],
                      string_to_array(${list((p) => p.longitude)}::text, '|')::float8[]) AS p(pin_code, latitude, longitude)
          WHERE a.latitude IS NULL AND a.pin_code = p.pin_code
          RETURNING a.id`,
    );
    return placed.length;
  },

  async findById(db: Executor, id: string, opts: { lock?: boolean } = {}) {
    const query = db.select().from(auctions).where(eq(auctions.id, id));
    const [row] = opts.lock ? await query.for('update') : await query;
    return row ?? null;
  },

  /** Only what access checks need, so the reserve price stays in this one query. */
  async findAccess(db: Executor, id: string) {
    const [row] = await db
      .select({ id: auctions.id, title: auctions.title, status: auctions.status, createdBy: auctions.createdBy })
      .from(auctions)
      .where(eq(auctions.id, id));
    return row ?? null;
  },

  async reservePrice(db: Executor, id: string) {
    const [row] = await db.select({ reservePrice: auctions.reservePrice }).from(auctions).where(eq(auctions.id, id));
    return row ?? null;
  },

  // ---------------------------------------------------------------- listing writes
  async insert(db: Executor, values: NewAuctionRow) {
    const [row] = await db.insert(auctions).values(values).returning();
    return row!;
  },
  async update(db: Executor, id: string, patch: Partial<NewAuctionRow>) {
    const [row] = await db.update(auctions).set(patch).where(eq(auctions.id, id)).returning();
    return row ?? null;
  },
  async delete(db: Executor, id: string) {
    const [row] = await db.delete(auctions).where(eq(auctions.id, id)).returning({ id: auctions.id });
    return row ?? null;
  },
  async listManaged(db: Executor, filter: ManagedFilter, page: { limit: number; offset: number }) {
    return db
      .select()
      .from(auctions)
      .where(managedWhere(filter))
      .orderBy(desc(auctions.createdAt), desc(auctions.id))
      .limit(page.limit)
      .offset(page.offset);
  },
  /** How many auctions of each status match the filter (its own status, if any, is ignored). */
  async countByStatus(db: Executor, filter: Omit<ManagedFilter, 'status'>) {
    return db
      .select({ status: auctions.status, n: count() })
      .from(auctions)
      .where(managedWhere({ ...filter, status: undefined }))
      .groupBy(auctions.status);
  },

  // ---------------------------------------------------------------- the lifecycle
  async lock(tx: Executor, auctionId: string): Promise<LockedAuction | null> {
    return parseLocked((await rows(tx, lockStatement(auctionId)))[0]);
  },

  /**
   * Live auctions ending within `withinMs` whose watchers were not yet told, marked told: each one
   * once, whichever process takes it (rows a bid holds are skipped and taken at the next tick), with
   * the time each has left at this statement, for the notice's wording.
   * NOTE: "now" is `statement_timestamp()`, stable within the statement, so the bounds on end_time are
   * the index's conditions (auctions_ending_soon_notice_idx holds only the live ones not yet told);
   * `clock_timestamp()` is volatile, and a comparison with it is a filter applied to every row read.
   */
  async takeEndingSoon(
    tx: Executor,
    withinMs: number,
    limit: number,
  ): Promise<{ id: string; title: string; endTime: Date; msLeft: number }[]> {
    const found = await rows(tx, endingSoonStatement(withinMs, limit));
    return found.map((r) => ({
      id: String(r.id),
      title: String(r.title),
      endTime: new Date(r.end_time as string),
      msLeft: Number(r.ms_left),
    }));
  },

  /**
   * Auctions whose start or end time has come, locked for this transaction, oldest due first.
   * NOTE: SKIP LOCKED lets two server processes share the work: each takes the rows the other has
   * not, and a row busy with a bid is simply taken on the next tick. "Now" is `statement_timestamp()`
   * so the time bound is a condition of the (status, time) index: only the due rows are read.
   */
  async lockDue(tx: Executor, kind: 'start' | 'end', limit: number): Promise<LockedAuction[]> {
    const found = await rows(tx, dueStatement(kind, limit));
    return found.map((r) => parseLocked(r)!);
  },

  /**
   * upcoming → live; nothing when it is no longer upcoming (another process or admin was first). A
   * manual start (`startNow`) also moves start_time to the moment it started.
   */
  async markLive(tx: Executor, auctionId: string, { startNow = false } = {}): Promise<LockedAuction | null> {
    const start = startNow ? sql`, start_time = date_trunc('milliseconds', clock_timestamp())` : sql``;
    const [row] = await rows(
      tx,
      sql`UPDATE auctions SET status = 'live', updated_at = clock_timestamp()${start}
          WHERE id = ${auctionId} AND status = 'upcoming' RETURNING ${LOCKED_COLUMNS}`,
    );
    return parseLocked(row);
  },

  /**
   * live → ended with its winner. An early (admin) end also brings end_time forward to the moment
   * of closing, so the record shows when bidding really stopped.
   */
  async markEnded(tx: Executor, auctionId: string, winnerId: string | null): Promise<LockedAuction | null> {
    const [row] = await rows(
      tx,
      sql`UPDATE auctions SET status = 'ended', winner_id = ${winnerId},
            end_time = least(end_time, date_trunc('milliseconds', clock_timestamp())), updated_at = clock_timestamp()
          WHERE id = ${auctionId} AND status = 'live' RETURNING ${LOCKED_COLUMNS}`,
    );
    return parseLocked(row);
  },

  // ---------------------------------------------------------------- the figures bids decide
  /** The row lock a bid batch (and anything that changes an auction's bids) takes first. */
  lockAllStatement,

  /** The buyer of an ended auction's sale (null when the sale does not go ahead). */
  async setWinner(tx: Executor, auctionId: string, winnerId: string | null) {
    await tx.update(auctions).set({ winnerId, updatedAt: new Date() }).where(eq(auctions.id, auctionId));
  },

  /** A share lock: the auction cannot close (or change) until the caller's transaction ends. */
  async lockShared(tx: Executor, auctionId: string): Promise<LockedAuction | null> {
    return parseLocked((await rows(tx, sql`SELECT ${LOCKED_COLUMNS} FROM auctions WHERE id = ${auctionId} FOR SHARE`))[0]);
  },

  /** Row locks on several auctions, taken in id order so that two such callers cannot deadlock. */
  async lockMany(tx: Executor, auctionIds: string[]) {
    if (auctionIds.length === 0) return;
    await tx.select({ id: auctions.id }).from(auctions).where(inArray(auctions.id, auctionIds)).orderBy(asc(auctions.id)).for('update');
  },

  /**
   * The write of a batch's accepted bids to their auctions' rows; returns each one's stored counters.
   * NOTE: the rows are found by `id = ANY(array)`, an index condition, never by a join the planner
   * could turn into a hash join over every auction: the statement is prepared, and a generic plan
   * made while `auctions` was small would keep reading it whole (decision 012).
   */
  recordBidsStatement(figures: (BidFigures & { auctionId: string })[]): SQL {
    const json = JSON.stringify(
      figures.map((f) => ({
        id: f.auctionId,
        current_bid: f.currentBid,
        bids: f.bids,
        new_bidders: f.newBidders,
        end_time: f.endTime.toISOString(),
        at: f.at.toISOString(),
      })),
    );
    const ids = `{${figures.map((f) => f.auctionId).join(',')}}`;
    return sql`UPDATE auctions a SET current_bid = f.current_bid, bid_count = a.bid_count + f.bids,
      bidders_count = a.bidders_count + f.new_bidders, end_time = f.end_time, updated_at = f.at
    FROM json_to_recordset(${json}::json) AS f(id uuid, current_bid bigint, bids int, new_bidders int, end_time timestamptz, at timestamptz)
    WHERE a.id = ANY(${ids}::uuid[]) AND a.id = f.id
    RETURNING a.id, a.bid_count, a.bidders_count`;
  },

  /**
   * Recomputes an auction's figures from its counted bids (after an admin changes a bid's status, or
   * after bidders' accounts are deleted): current_bid is the highest bid not flagged, or the starting
   * bid when none; bid_count and bidders_count count those bids and their holders. The winner is
   * left alone: after the close the sale decides it (decision 014).
   */
  async recomputeFigures(tx: Executor, auctionId: string) {
    const [row] = await rows<{ status: string; current_bid: number; bid_count: number; bidders_count: number }>(
      tx,
      sql`UPDATE auctions a SET
            current_bid = coalesce(s.highest, a.starting_bid), bid_count = s.n, bidders_count = s.bidders,
            updated_at = now()
          FROM (SELECT max(amount) AS highest, count(*) AS n, count(DISTINCT user_id) AS bidders
                FROM bids WHERE auction_id = ${auctionId} AND status IN ('active', 'completed')) s
          WHERE a.id = ${auctionId}
          RETURNING a.status, a.current_bid, a.bid_count, a.bidders_count`,
    );
    return {
      status: row!.status as AuctionStatus,
      currentBid: Number(row!.current_bid),
      bidCount: Number(row!.bid_count),
      biddersCount: Number(row!.bidders_count),
    };
  },
};

/**
 * The scheduler's statements (decision 040), apart so that a test can `EXPLAIN` them: each reads
 * an index that holds only what may be due, bounded by "now" as the statement began.
 */
export function dueStatement(kind: 'start' | 'end', limit: number): SQL {
  const condition =
    kind === 'start'
      ? sql`status = 'upcoming' AND start_time <= statement_timestamp() ORDER BY start_time`
      : sql`status = 'live' AND end_time <= statement_timestamp() ORDER BY end_time`;
  return sql`SELECT ${LOCKED_COLUMNS} FROM auctions WHERE ${condition} LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
}

export function endingSoonStatement(withinMs: number, limit: number): SQL {
  return sql`UPDATE auctions a SET ending_soon_told_at = clock_timestamp()
      FROM (SELECT id FROM auctions WHERE status = 'live' AND ending_soon_told_at IS NULL
        AND end_time > statement_timestamp() AND end_time <= statement_timestamp() + ${withinMs} * interval '1 millisecond'
        ORDER BY end_time LIMIT ${limit} FOR UPDATE SKIP LOCKED) due
      WHERE a.id = due.id
      RETURNING a.id, a.title, a.end_time, extract(epoch FROM a.end_time - statement_timestamp()) * 1000 AS ms_left`;
}
