import { eq, sql } from 'drizzle-orm';
import type { AuctionStatus } from '../../../shared/domain/constants';
import type { BidSheetRow, BidSheetSignOff } from '../../../shared/schemas/bid-sheet';
import type { Executor } from '../../db/client';
import { rows } from '../../db/rows';
import { bidSheetSignOffs } from '../../db/schema';
import { servedEntrySql, type ServedEntryRow } from './bid-log.repository';

export type BidSheetAuction = {
  title: string;
  status: AuctionStatus;
  createdBy: string;
  sellerName: string;
  startTime: Date;
  closedAt: Date;
  reservePrice: number | null;
  winnerId: string | null;
};

/** The highest standing bid: the sale's price and its bidder (flagged and removed bids do not stand). */
export type StandingBid = { amount: number; userId: string; bidderCode: string; bidderName: string | null };

export const bidSheetRepository = {
  async auction(db: Executor, auctionId: string): Promise<BidSheetAuction | null> {
    const [row] = await rows<Record<string, unknown>>(
      db,
      sql`SELECT a.title, a.status, a.created_by, a.start_time, coalesce(s.closed_at, a.end_time) AS closed_at, a.reserve_price,
                 a.winner_id, coalesce(p.company_name, p.full_name, u.name) AS seller_name
          FROM auctions a
          JOIN users u ON u.id = a.created_by LEFT JOIN profiles p ON p.user_id = a.created_by
          LEFT JOIN sales s ON s.auction_id = a.id
          WHERE a.id = ${auctionId}`,
    );
    if (!row) return null;
    return {
      title: String(row.title),
      status: row.status as AuctionStatus,
      createdBy: String(row.created_by),
      sellerName: String(row.seller_name),
      startTime: new Date(row.start_time as string | Date),
      closedAt: new Date(row.closed_at as string | Date),
      reservePrice: row.reserve_price === null ? null : Number(row.reserve_price),
      winnerId: (row.winner_id as string | null) ?? null,
    };
  },

  /**
   * Every entry of the auction's bid log in its order, as the public log serves it, with the bidder's
   * name where the account still exists.
   */
  async rows(db: Executor, auctionId: string): Promise<BidSheetRow[]> {
    const found = await rows<ServedEntryRow & { bidder_name: string | null }>(
      db,
      sql`SELECT ${servedEntrySql}, coalesce(p.full_name, u.name) AS bidder_name
          FROM bid_log l
          LEFT JOIN bids b ON b.id = l.bid_id
          LEFT JOIN users u ON u.id = b.user_id LEFT JOIN profiles p ON p.user_id = b.user_id
          WHERE l.auction_id = ${auctionId} ORDER BY l.seq`,
    );
    return found.map((r) => ({
      seq: Number(r.seq),
      kind: r.kind,
      ref: r.ref === null ? null : Number(r.ref),
      bidderCode: r.alias,
      bidderName: r.bidder_name,
      amount: Number(r.amount),
      at: new Date(r.at).toISOString(),
      automatic: r.automatic,
    }));
  },

  async standing(db: Executor, auctionId: string): Promise<StandingBid | null> {
    const [row] = await rows<{ amount: string | number; user_id: string; alias: string | null; bidder_name: string | null }>(
      db,
      sql`SELECT b.amount, b.user_id, coalesce(p.full_name, u.name) AS bidder_name,
                 (SELECT l.alias FROM bid_log l WHERE l.bid_id = b.id AND l.kind = 'bid' LIMIT 1) AS alias
          FROM bids b JOIN users u ON u.id = b.user_id LEFT JOIN profiles p ON p.user_id = b.user_id
          WHERE b.auction_id = ${auctionId} AND b.status <> 'flagged'
          ORDER BY b.amount DESC, b.created_at DESC LIMIT 1`,
    );
    if (!row) return null;
    return { amount: Number(row.amount), userId: row.user_id, bidderCode: row.alias ?? '—', bidderName: row.bidder_name };
  },

  async signOff(db: Executor, auctionId: string): Promise<BidSheetSignOff | null> {
    const [row] = await db.select().from(bidSheetSignOffs).where(eq(bidSheetSignOffs.auctionId, auctionId));
    return row
      ? { signedByName: row.signedByName, signedAt: row.signedAt.toISOString(), headSeq: row.headSeq, headHash: row.headHash }
      : null;
  },

  /** Records the sign-off once: false when the sheet was already signed. */
  async insertSignOff(
    tx: Executor,
    entry: { auctionId: string; signedBy: string; signedByName: string; headSeq: number; headHash: string; signedAt: Date },
  ): Promise<boolean> {
    const inserted = await tx
      .insert(bidSheetSignOffs)
      .values(entry)
      .onConflictDoNothing()
      .returning({ auctionId: bidSheetSignOffs.auctionId });
    return inserted.length > 0;
  },
};
