import { bidderStanding, type BidderStanding } from '../../../shared/domain/access';
import { amountRefusal, softCloseEnd, type AmountRefusal } from '../../../shared/domain/bidding';
import type { AuctionStatus, BidStatus, Role, VerificationStatus } from '../../../shared/domain/constants';
import { highestRole } from '../../../shared/domain/roles';
import type { AuctionBidState } from '../../../shared/schemas/bid';

/**
 * Which bids of a batch are accepted: a pure function of what the batch transaction read under the
 * auction's row lock, the requests and the database's clock. It applies the named rules of
 * src/shared/domain (who may bid, the amount, the soft close) in the order the spec gives them.
 */

/** One bid asking to be placed. `arrival` orders requests of equal amount. */
export type BidRequest = { userId: string; amount: number; idempotencyKey: string | null; arrival: number };

/** The auction as the batch transaction locked it. */
export type AuctionUnderLock = {
  id: string;
  status: AuctionStatus;
  startingBid: number;
  currentBid: number;
  bidIncrement: number;
  bidCount: number;
  biddersCount: number;
  endTime: Date;
  extensionWindowS: number;
  extensionS: number;
  emdAmount: number;
};

/** A bid already stored under one of the batch's Idempotency-Keys. */
export type StoredBid = { id: string; auctionId: string; userId: string; key: string; amount: number; status: BidStatus; createdAt: Date };

/**
 * A bidder as the database has them now (the caller's view may be seconds old): roles, approval,
 * whether they hold this auction's EMD, and (when they do not) what their EMD wallet has available.
 */
export type BidderRecord = {
  roles: Role[];
  verificationStatus: VerificationStatus;
  emdPaid: boolean;
  holdsEmd: boolean;
  available: number;
};

export type BatchState = {
  auction: AuctionUnderLock;
  /** Holder of the highest active bid, before this batch. */
  leaderId: string | null;
  /** Which of the batch's bidders already hold an active bid on this auction. */
  knownBidders: ReadonlySet<string>;
  replays: readonly StoredBid[];
  bidders: ReadonlyMap<string, BidderRecord>;
};

export type Refusal =
  | { code: 'AUCTION_NOT_FOUND' }
  | { code: 'STANDING'; standing: Exclude<BidderStanding, 'eligible'> }
  /** The bidder has not joined the auction: its EMD is not held. `available` is what their wallet has. */
  | { code: 'EMD_REQUIRED'; emdAmount: number; available: number }
  | { code: 'AUCTION_NOT_LIVE'; ended: boolean }
  | AmountRefusal
  | { code: 'IDEMPOTENCY_KEY_REUSED' };

export type Outcome =
  /** `index` is the bid's place in `accepted`. */
  | { kind: 'accepted'; index: number; state: AuctionBidState }
  | { kind: 'refused'; refusal: Refusal }
  /** The request repeats a stored bid (same user and key): it answers with that bid. */
  | { kind: 'replayed'; bid: StoredBid; state: AuctionBidState };

export type Decision<R extends BidRequest> = {
  /** Every request's outcome. Requests repeating a key within the batch share the first one's. */
  outcomes: Map<R, Outcome>;
  /** The accepted requests in the order they were applied, each with the auction's state right after it. */
  accepted: { request: R; state: AuctionBidState }[];
  /** Leaders who lost the lead, with the amount that beat them, in order. */
  outbid: { userId: string; amount: number }[];
  /** What the batch changes on the auction row, or null when nothing was accepted. */
  figures: { currentBid: number; bids: number; newBidders: number; endTime: Date } | null;
};

/** The subject the access rules need, built from the bidder as stored now. */
function standingOf(userId: string, stored: BidderRecord | undefined): BidderStanding {
  return bidderStanding({
    userId,
    role: highestRole(stored?.roles ?? []),
    profile: stored ? { verificationStatus: stored.verificationStatus } : null,
  });
}

/**
 * NOTE: requests that are in flight at the same moment have no order of their own, so a batch is
 * applied in ascending amount order (ties by arrival): a legal serial order that accepts every bid
 * a serial order could.
 */
export function decideBatch<R extends BidRequest>(state: BatchState | null, requests: readonly R[], now: Date): Decision<R> {
  const outcomes = new Map<R, Outcome>();
  if (!state) {
    for (const r of requests) outcomes.set(r, { kind: 'refused', refusal: { code: 'AUCTION_NOT_FOUND' } });
    return { outcomes, accepted: [], outbid: [], figures: null };
  }
  const { auction } = state;
  let current = auction.bidCount > 0 ? auction.currentBid : auction.startingBid;
  let bidCount = auction.bidCount;
  let biddersCount = auction.biddersCount;
  let endTime = auction.endTime;
  let leader = state.leaderId;
  const known = new Set(state.knownBidders);
  const accepted: Decision<R>['accepted'] = [];
  const outbid: Decision<R>['outbid'] = [];
  const firstByKey = new Map<string, R>();
  const repeats: [R, R][] = [];
  const replays: [R, StoredBid][] = [];

  const ordered = [...requests].sort((a, b) => a.amount - b.amount || a.arrival - b.arrival);
  for (const r of ordered) {
    if (r.idempotencyKey !== null) {
      const stored = state.replays.find((s) => s.userId === r.userId && s.key === r.idempotencyKey);
      if (stored) {
        replays.push([r, stored]);
        continue;
      }
      const k = `${r.userId}\u0000${r.idempotencyKey}`;
      const first = firstByKey.get(k);
      if (first) {
        repeats.push([r, first]);
        continue;
      }
      firstByKey.set(k, r);
    }
    const bidder = state.bidders.get(r.userId);
    const refusal = refuse(standingOf(r.userId, bidder), bidder, auction, now, endTime, {
      currentBid: current,
      startingBid: auction.startingBid,
      bidIncrement: auction.bidIncrement,
      bidCount,
      amount: r.amount,
    });
    if (refusal) {
      outcomes.set(r, { kind: 'refused', refusal });
      continue;
    }
    if (leader && leader !== r.userId) outbid.push({ userId: leader, amount: r.amount });
    const before = endTime;
    endTime = softCloseEnd({ endTime, windowS: auction.extensionWindowS, extensionS: auction.extensionS }, now);
    if (!known.has(r.userId)) {
      known.add(r.userId);
      biddersCount += 1;
    }
    bidCount += 1;
    current = r.amount;
    leader = r.userId;
    const after: AuctionBidState = {
      auctionId: auction.id,
      currentBid: current,
      bidCount,
      biddersCount,
      endTime: endTime.toISOString(),
      extended: endTime > before,
    };
    outcomes.set(r, { kind: 'accepted', index: accepted.length, state: after });
    accepted.push({ request: r, state: after });
  }

  const finalState: AuctionBidState = {
    auctionId: auction.id,
    currentBid: current,
    bidCount,
    biddersCount,
    endTime: endTime.toISOString(),
    extended: false,
  };
  // A key names one bid: replayed with the same auction and amount it answers that bid again; with
  // another auction or amount it is a different request under a used key, refused.
  for (const [r, stored] of replays) {
    outcomes.set(
      r,
      stored.auctionId === auction.id && stored.amount === r.amount
        ? { kind: 'replayed', bid: stored, state: finalState }
        : { kind: 'refused', refusal: { code: 'IDEMPOTENCY_KEY_REUSED' } },
    );
  }
  for (const [r, first] of repeats)
    outcomes.set(r, r.amount === first.amount ? outcomes.get(first)! : { kind: 'refused', refusal: { code: 'IDEMPOTENCY_KEY_REUSED' } });

  const figures =
    accepted.length > 0 ? { currentBid: current, bids: accepted.length, newBidders: biddersCount - auction.biddersCount, endTime } : null;
  return { outcomes, accepted, outbid, figures };
}

/** The first rule a bid fails, in the order of the bid flow; null when it is accepted. */
function refuse(
  standing: BidderStanding,
  bidder: BidderRecord | undefined,
  auction: AuctionUnderLock,
  now: Date,
  endTime: Date,
  bid: { currentBid: number; startingBid: number; bidIncrement: number; bidCount: number; amount: number },
): Refusal | null {
  if (standing !== 'eligible') return { code: 'STANDING', standing };
  if (auction.status !== 'live') return { code: 'AUCTION_NOT_LIVE', ended: auction.status === 'ended' };
  if (now >= endTime) return { code: 'AUCTION_NOT_LIVE', ended: true };
  // Decision 014: a bid needs this auction's EMD held from the bidder's wallet (joining the auction).
  if (!bidder?.holdsEmd) return { code: 'EMD_REQUIRED', emdAmount: auction.emdAmount, available: bidder?.available ?? 0 };
  return amountRefusal(bid.amount, bid);
}
