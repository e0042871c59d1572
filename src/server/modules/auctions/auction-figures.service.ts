import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auctionsRepository, parseLocked, type BidFigures, type LockedAuction } from './auctions.repository';

/**
 * The figures of an auction that its bids decide (current bid, counts, the end under soft close, and
 * once it has ended its winner). The bids module changes them only through this service, always
 * inside its own transaction and under the auction's row lock.
 */
export function createAuctionFiguresService() {
  return {
    /** The row locks a bid batch takes first (in id order; see the repository), as a statement the batch sends with its read. */
    lockStatement(auctionIds: string[], options: { skipLocked: boolean }): SQL {
      return auctionsRepository.lockAllStatement(auctionIds, options);
    },
    parseLocked(row: Record<string, unknown> | undefined): LockedAuction | null {
      return parseLocked(row);
    },
    /** The batch's write to its auctions' rows, as a statement the batch makes part of its own; it returns their stored counters. */
    recordBidsStatement(figures: (BidFigures & { auctionId: string })[]): SQL {
      return auctionsRepository.recordBidsStatement(figures);
    },
    parseRecorded(row: Record<string, unknown>): { auctionId: string; bidCount: number; biddersCount: number } {
      return { auctionId: String(row.id), bidCount: Number(row.bid_count), biddersCount: Number(row.bidders_count) };
    },
    /** Takes the auction's row lock (an admin changing a bid's status waits for bids in flight, and they for it). */
    lock(tx: Executor, auctionId: string): Promise<LockedAuction | null> {
      return auctionsRepository.lock(tx, auctionId);
    },
    /** Joining an auction: its fields, under a share lock that keeps it from closing meanwhile. */
    lockForJoin(tx: Executor, auctionId: string): Promise<LockedAuction | null> {
      return auctionsRepository.lockShared(tx, auctionId);
    },
    lockMany(tx: Executor, auctionIds: string[]): Promise<void> {
      return auctionsRepository.lockMany(tx, auctionIds);
    },
    /** Records (or clears) the buyer of an ended auction as its sale goes ahead or does not. */
    setWinner(tx: Executor, auctionId: string, winnerId: string | null): Promise<void> {
      return auctionsRepository.setWinner(tx, auctionId, winnerId);
    },
    /** Recomputes current bid and counts from the bids that count (the winner is the sale's to change). */
    recompute(tx: Executor, auctionId: string) {
      return auctionsRepository.recomputeFigures(tx, auctionId);
    },
  };
}
export type AuctionFiguresService = ReturnType<typeof createAuctionFiguresService>;
