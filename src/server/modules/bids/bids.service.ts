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
import type { AuctionStatus, BidStatus } from '../../../shared/domain/constants';
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

/** An auction put right after bidders' accounts were deleted. */
export type RecomputedAuction = {
  auctionId: string;
  status: AuctionStatus;
  currentBid: number;
  bidCount: number;
  biddersCount: number;
  winnerId: string | null;
};

const DEADLOCK = '40P01';
const REMOVE_ATTEMPTS = 5;
const isDeadlock = (err: unknown) =>
  (err as { code?: string }).code === DEADLOCK || (err as { cause?: { code?: string } }).cause?.code === DEADLOCK;

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
            bidderName: isAdmin || isMine ? r.fullName || r.userName || null : null,
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
        const { currentBid, bidCount, biddersCount } = await bidsRepository.recomputeFigures(tx, bid.auctionId);
        const figures = { currentBid, bidCount, biddersCount };
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

    /**
     * Deletes accounts that may hold bids (the demo reset). `remove` deletes them inside the
     * transaction and their bids go with them by cascade; every auction they had bid on is then
     * recomputed from the bids that remain (current bid, counts and, once ended, its winner) before
     * anything commits, so no auction keeps a price, a count or a winner of a bid that is gone.
     * Nothing happens (and `remove` is not called) when `userIds` is empty.
     *
     * NOTE: the auctions are locked before they are recomputed (a recount in the same statement as
     * the wait for a bid in flight would miss that bid). The accounts are locked next: from then on no
     * bid can newly refer to them, so the auctions read after that are all there are; one that got its
     * first such bid meanwhile is locked then. That last lock can deadlock with a bid by one of these
     * accounts waiting on its account row (PostgreSQL ends one of the two; that bid could not have
     * succeeded anyway), so a deadlock is retried.
     */
    async removeBidders(userIds: string[], remove: (tx: Executor) => Promise<void>): Promise<RecomputedAuction[]> {
      if (userIds.length === 0) return [];
      for (let attempt = 1; ; attempt++) {
        try {
          const recomputed = await db.transaction(async (tx) => {
            await bidsRepository.lockAuctions(tx, await bidsRepository.auctionsBidOnBy(tx, userIds));
            await bidsRepository.lockUsers(tx, userIds);
            const affected = await bidsRepository.auctionsBidOnBy(tx, userIds);
            await bidsRepository.lockAuctions(tx, affected);
            await remove(tx);
            const out: RecomputedAuction[] = [];
            for (const auctionId of affected) out.push({ auctionId, ...(await bidsRepository.recomputeFigures(tx, auctionId)) });
            return out;
          });
          for (const state of recomputed) {
            for (const topic of [`auction:${state.auctionId}`, 'auctions', 'admin'] as const) {
              publisher.publish(topic, 'auction.updated', state);
            }
          }
          return recomputed;
        } catch (err) {
          if (attempt >= REMOVE_ATTEMPTS || !isDeadlock(err)) throw err;
        }
      }
    },
  };
}
export type BidsService = ReturnType<typeof createBidsService>;
