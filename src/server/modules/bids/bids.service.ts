import {
  BID_HISTORY_LIMIT,
  BID_MESSAGES,
  IdempotencyKeySchema,
  type Bid,
  type BidList,
  type BidSummary,
  type MyBidList,
  type PlaceBid,
  type PlacedBid,
} from '../../../shared/schemas/bid';
import type { BidStatus } from '../../../shared/domain/constants';
import type { Db, Executor } from '../../db/client';
import { ConflictError, NotFoundError, UnauthenticatedError, ValidationError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Publisher } from '../../realtime/bus';
import type { Actor } from '../users/users.service';
import { createBidEngine } from './bid-engine';
import { BidRateLimitedError } from './bid-errors';
import { standingError } from './bidder-standing';
import { createBidRateLimiter, DEFAULT_BID_RATE_LIMIT, type BidRateLimit } from './bid-rate-limiter';
import { bidsRepository, type BidRow } from './bids.repository';

/** A bid before and after an admin's status change, with its auction's recomputed figures. */
export type BidStatusChange = {
  before: BidRow;
  after: BidRow;
  figures: { currentBid: number; bidCount: number; biddersCount: number };
};

export type BidsServiceDeps = { db: Db; publisher: Publisher; rateLimit?: BidRateLimit };

export function createBidsService({ db, publisher, rateLimit = DEFAULT_BID_RATE_LIMIT }: BidsServiceDeps) {
  const engine = createBidEngine({ db, publisher });
  const limiter = createBidRateLimiter(rateLimit);

  function notFound(): never {
    throw new NotFoundError('Auction not found');
  }

  return {
    /** True when the actor may bid at all (buyer, approved, EMD paid), as far as this actor record says. */
    mayBid(actor: Actor): boolean {
      return standingError(actor) === null;
    },

    /**
     * Spec §4 bid flow and §6: a signed-in, verified buyer with EMD paid bids on a live auction.
     * The auction-side rules (live, before the end, amount) are decided under the row lock.
     */
    async placeBid(actor: Actor | null, auctionId: string, input: PlaceBid, idempotencyKey?: string): Promise<PlacedBid> {
      if (!actor) throw new UnauthenticatedError(BID_MESSAGES.signInRequired);
      if (!limiter.take(actor.userId)) throw new BidRateLimitedError();
      const refusal = standingError(actor);
      if (refusal) throw refusal;
      let key: string | null = null;
      if (idempotencyKey !== undefined) {
        const parsed = IdempotencyKeySchema.safeParse(idempotencyKey);
        if (!parsed.success) throw new ValidationError('Idempotency-Key must be 1 to 200 characters');
        key = parsed.data;
      }
      if (!isUuid(auctionId)) notFound();
      return engine.submit({
        auctionId: auctionId.toLowerCase(),
        userId: actor.userId,
        alias: actor.profile!.alias,
        name: actor.name,
        amount: input.amount,
        idempotencyKey: key,
      });
    },

    /** Newest bids, flagged ones left out. Names only for admins and for the caller's own bids (spec §6: buyers see only their own). */
    async listForAuction(actor: Actor | null, auctionId: string, limit: number): Promise<BidList> {
      if (!isUuid(auctionId) || !(await bidsRepository.auctionFigures(db, auctionId))) notFound();
      const rows = await bidsRepository.recentCounted(db, auctionId, limit);
      const isAdmin = actor?.role === 'admin';
      return {
        items: rows.map((r): Bid => {
          const isMine = actor?.userId === r.userId;
          return {
            id: r.id,
            auctionId: r.auctionId,
            amount: r.amount,
            status: r.status,
            createdAt: r.createdAt.toISOString(),
            bidderAlias: r.alias ?? 'Bidder',
            bidderName: isAdmin || isMine ? (r.fullName || r.userName || null) : null,
            isMine,
          };
        }),
      };
    },

    /** Spec §3 bids_public: counts and amounts only, no bidders. */
    async summary(auctionId: string): Promise<BidSummary> {
      const figures = isUuid(auctionId) ? await bidsRepository.auctionFigures(db, auctionId) : null;
      if (!figures) notFound();
      if (figures.bidCount === 0) return { bidCount: 0, highestBid: null, lowestBid: null, bidHistory: [] };
      const [lowest, history] = await Promise.all([
        bidsRepository.lowestCounted(db, auctionId),
        bidsRepository.historyCounted(db, auctionId, BID_HISTORY_LIMIT),
      ]);
      return {
        bidCount: figures.bidCount,
        highestBid: figures.currentBid,
        lowestBid: lowest,
        bidHistory: history.reverse().map((h) => ({ amount: h.amount, timestamp: h.createdAt.toISOString() })),
      };
    },

    /** The caller's own bids for the buyer dashboard. */
    async myBids(actor: Actor, limit: number): Promise<MyBidList> {
      const rows = await bidsRepository.listForUser(db, actor.userId, limit);
      return {
        items: rows.map((r) => ({
          id: r.id,
          auctionId: r.auctionId,
          amount: r.amount,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
          auction: {
            title: r.title,
            location: r.location,
            status: r.auctionStatus,
            currentBid: r.currentBid,
            endTime: r.endTime.toISOString(),
            winnerId: r.winnerId,
          },
          winning: r.auctionStatus === 'live' && r.status === 'active' && r.currentBid === r.amount,
          won: r.auctionStatus === 'ended' && r.winnerId === actor.userId,
        })),
      };
    },

    /**
     * Admin: change a bid's status (spec §4). The auction's figures are recomputed under its row lock,
     * so current_bid stays the highest bid not flagged. A bid that is not flagged is active while its
     * auction runs ("completed" asked for on a running one stores active). Once the auction has ended
     * its result (winner, final price) is settled and its bids are final: a change is refused.
     * The caller checks the admin role; `within` runs in the same transaction after the change (the
     * caller's audit row), so either both commit or neither does.
     */
    async changeStatus(bidId: string, status: BidStatus, within?: (tx: Executor, change: BidStatusChange) => Promise<void>) {
      const bid = isUuid(bidId) ? await bidsRepository.findBid(db, bidId) : null;
      if (!bid) throw new NotFoundError('Bid not found');
      const result = await db.transaction(async (tx) => {
        const auction = await bidsRepository.lockAuction(tx, bid.auctionId);
        const before = await bidsRepository.findBid(tx, bidId);
        if (auction?.status === 'ended') throw new ConflictError(BID_MESSAGES.finalAfterEnd, 'AUCTION_ENDED');
        const stored: BidStatus = status === 'flagged' ? 'flagged' : 'active';
        const after = await bidsRepository.setStatus(tx, bidId, stored);
        const figures = await bidsRepository.recomputeFigures(tx, bid.auctionId);
        const change = { before: before!, after: after!, figures };
        if (within) await within(tx, change);
        return change;
      });
      const data = { auctionId: bid.auctionId, bidId, status: result.after.status, ...result.figures };
      publisher.publish(`auction:${bid.auctionId}`, 'bid.status_changed', data);
      publisher.publish('admin', 'bid.status_changed', data);
      publisher.publish('auctions', 'auction.updated', { auctionId: bid.auctionId, ...result.figures });
      return result;
    },
  };
}
export type BidsService = ReturnType<typeof createBidsService>;
