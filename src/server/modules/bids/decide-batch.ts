import { bidderStanding, type BidderStanding } from '../../../shared/domain/access';
import { amountRefusal, nextMinimumBid, softCloseEnd, type AmountRefusal } from '../../../shared/domain/bidding';
import type { AuctionStatus, ProxyStatus } from '../../../shared/domain/constants';
import { highestRole } from '../../../shared/domain/roles';
import type { AuctionBidState } from '../../../shared/schemas/bid';
import type { BidderRecord, ProxyRecord, StoredBid } from './bid-records';

export type { BidderRecord, ProxyRecord, StoredBid };

/**
 * Which bids of a batch are accepted: a pure function of what the batch transaction read under the
 * auction's row lock, the requests and the database's clock. It applies the named rules of
 * src/shared/domain (who may bid, the amount, the soft close) in the order the spec gives them.
 */

/** One bid asking to be placed. `arrival` orders requests of equal amount. */
export type BidRequest = { kind?: 'bid'; userId: string; amount: number; idempotencyKey: string | null; arrival: number };

/** A bidder setting (or raising) their maximum: the server bids for them up to it (decision 020). */
export type ProxyRequest = { kind: 'proxy'; userId: string; maxAmount: number; arrival: number };

export type BatchRequest = BidRequest | ProxyRequest;

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

export type BatchState = {
  auction: AuctionUnderLock;
  /** Holder of the highest active bid, before this batch. */
  leaderId: string | null;
  /** Which of the batch's bidders already hold an active bid on this auction. */
  knownBidders: ReadonlySet<string>;
  replays: readonly StoredBid[];
  /** Every bidder of the batch, and every owner of a maximum on the auction. */
  bidders: ReadonlyMap<string, BidderRecord>;
  /** The auction's maximums, active and exhausted. */
  proxies?: readonly ProxyRecord[];
};

export type Refusal =
  | { code: 'AUCTION_NOT_FOUND' }
  | { code: 'STANDING'; standing: Exclude<BidderStanding, 'eligible'> }
  /** The bidder has not joined the auction: its EMD is not held. `available` is what their wallet has. */
  | { code: 'EMD_REQUIRED'; emdAmount: number; available: number }
  | { code: 'AUCTION_NOT_LIVE'; ended: boolean }
  | AmountRefusal
  | { code: 'IDEMPOTENCY_KEY_REUSED' }
  /** A manual bid equal to a maximum set earlier: that maximum holds the amount. */
  | { code: 'PROXY_COVERED'; amount: number }
  /** A maximum below the next minimum bid. */
  | { code: 'PROXY_TOO_LOW'; minimum: number }
  /** A leading maximum can only be raised. */
  | { code: 'PROXY_NOT_HIGHER'; maxAmount: number };

/** A maximum as its owner sees it after the batch. */
export type ProxyView = { maxAmount: number; status: ProxyStatus; leading: boolean; setAt: Date };

export type Outcome =
  /** `index` is the bid's place in `accepted`. */
  | { kind: 'accepted'; index: number; state: AuctionBidState }
  | { kind: 'refused'; refusal: Refusal }
  /** The request repeats a stored bid (same user and key): it answers with that bid. */
  | { kind: 'replayed'; bid: StoredBid; state: AuctionBidState }
  /** A maximum was set or raised; `state` is the auction once the maximums answered. */
  | { kind: 'proxy_set'; proxy: ProxyView; state: AuctionBidState };

/** One bid row the batch writes: a request's own bid, or an automatic one for a maximum (`request` null). */
export type AcceptedBid<R> = { request: R | null; userId: string; amount: number; automatic: boolean; state: AuctionBidState };

export type Decision<R extends BatchRequest> = {
  /**
   * Every request's outcome. Requests repeating a key within the batch share the first one's. An
   * accepted bid's `state` is the auction once the maximums answered it.
   */
  outcomes: Map<R, Outcome>;
  /** The bids in the order they were applied, each with the auction's state right after it. */
  accepted: AcceptedBid<R>[];
  /**
   * Leaders who lost the lead, with the amount that beat them, in order; a holder of a maximum only
   * when that maximum was already exhausted (otherwise it answers, or `exhausted` tells them).
   */
  outbid: { userId: string; amount: number }[];
  /** Maximums the price passed in this batch: their owners are told once. */
  exhausted: { userId: string; maxAmount: number }[];
  /** The maximums this batch set, raised or exhausted, as they are to be stored. */
  proxies: ProxyRecord[];
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
 * applied in ascending amount order (a maximum by its amount; ties by arrival): a legal serial order
 * that accepts every bid a serial order could.
 */
export function decideBatch<R extends BatchRequest>(state: BatchState | null, requests: readonly R[], now: Date): Decision<R> {
  const outcomes = new Map<R, Outcome>();
  if (!state) {
    for (const r of requests) outcomes.set(r, { kind: 'refused', refusal: { code: 'AUCTION_NOT_FOUND' } });
    return { outcomes, accepted: [], outbid: [], exhausted: [], proxies: [], figures: null };
  }
  const { auction } = state;
  let current = auction.bidCount > 0 ? auction.currentBid : auction.startingBid;
  let bidCount = auction.bidCount;
  let biddersCount = auction.biddersCount;
  let endTime = auction.endTime;
  let leader = state.leaderId;
  const known = new Set(state.knownBidders);
  const accepted: Decision<R>['accepted'] = [];
  const displaced: { userId: string; amount: number }[] = [];
  const firstByKey = new Map<string, R & BidRequest>();
  const repeats: [R & BidRequest, R & BidRequest][] = [];
  const replays: [R & BidRequest, StoredBid][] = [];
  const proxies = new Map((state.proxies ?? []).map((p) => [p.userId, { ...p }]));
  /** Owners whose maximum was exhausted when the batch began (they are told of an outbid as before). */
  const exhaustedBefore = new Set([...proxies.values()].filter((p) => p.status === 'exhausted').map((p) => p.userId));
  const touched = new Set<string>();

  const figures = () => ({ currentBid: current, startingBid: auction.startingBid, bidIncrement: auction.bidIncrement, bidCount });
  const stateNow = (extended: boolean): AuctionBidState => ({
    auctionId: auction.id,
    currentBid: current,
    bidCount,
    biddersCount,
    endTime: endTime.toISOString(),
    extended,
  });
  /** Whether a maximum may bid now: its owner may bid (as stored now) and holds this auction's EMD. */
  const mayBid = (userId: string) => {
    const bidder = state.bidders.get(userId);
    return standingOf(userId, bidder) === 'eligible' && !!bidder?.holdsEmd;
  };
  const usable = (userId: string | null) => {
    const p = userId ? proxies.get(userId) : undefined;
    return p && p.status === 'active' && mayBid(p.userId) ? p : undefined;
  };

  /** Applies one bid row: the price, the counts, the soft close, the leader. */
  function place(request: R | null, userId: string, amount: number): AcceptedBid<R> {
    if (leader && leader !== userId) displaced.push({ userId: leader, amount });
    const before = endTime;
    endTime = softCloseEnd({ endTime, windowS: auction.extensionWindowS, extensionS: auction.extensionS }, now);
    if (!known.has(userId)) {
      known.add(userId);
      biddersCount += 1;
    }
    bidCount += 1;
    current = amount;
    leader = userId;
    const row = { request, userId, amount, automatic: request === null, state: stateNow(endTime > before) };
    accepted.push(row);
    return row;
  }

  /**
   * The maximums answer, once: every usable maximum above the price competes with the leader (whose
   * ceiling is their bid, or their maximum if higher). The highest ceiling wins (of equal ones, the
   * earlier maximum; a leader without one holds their own bid), at the runner-up's ceiling plus one
   * increment, capped at the winner's maximum; against the leader's bid alone, at the next minimum bid
   * capped the same way. The runner-up's maximum bids its ceiling first, so the log shows the contest.
   * After this no usable maximum other than the leader's is above the price.
   */
  function answerWithMaximums() {
    const minimum = nextMinimumBid(figures());
    const contenders = [...proxies.values()]
      .filter((p) => p.userId !== leader && p.status === 'active' && p.maxAmount > current && mayBid(p.userId))
      .map((p) => ({ userId: p.userId, ceiling: p.maxAmount, at: p.setAt.getTime() }));
    if (contenders.length === 0) return;
    if (leader) {
      const own = usable(leader);
      contenders.push(
        own && own.maxAmount > current
          ? { userId: leader, ceiling: own.maxAmount, at: own.setAt.getTime() }
          : { userId: leader, ceiling: current, at: -Infinity },
      );
    }
    contenders.sort((a, b) => b.ceiling - a.ceiling || a.at - b.at);
    const [winner, runnerUp] = contenders as [(typeof contenders)[0], (typeof contenders)[0] | undefined];
    let price = !runnerUp
      ? Math.min(minimum, winner.ceiling)
      : runnerUp.ceiling === winner.ceiling
        ? winner.ceiling
        : Math.min(winner.ceiling, runnerUp.ceiling + auction.bidIncrement);
    if (winner.userId !== leader) price = Math.max(price, Math.min(minimum, winner.ceiling));
    if (runnerUp && runnerUp.ceiling > current && runnerUp.ceiling < price) place(null, runnerUp.userId, runnerUp.ceiling);
    if (winner.userId !== leader || price > current) place(null, winner.userId, price);
  }

  const amountOf = (r: BatchRequest) => (r.kind === 'proxy' ? r.maxAmount : r.amount);
  const ordered = [...requests].sort((a, b) => amountOf(a) - amountOf(b) || a.arrival - b.arrival);
  for (const r of ordered) {
    if (r.kind === 'proxy') {
      setMaximum(r as R & ProxyRequest);
      continue;
    }
    placeBid(r as R & BidRequest);
  }

  /** A manual bid: the rules, then the maximums answer it. */
  function placeBid(r: R & BidRequest) {
    if (r.idempotencyKey !== null) {
      const stored = state!.replays.find((s) => s.userId === r.userId && s.key === r.idempotencyKey);
      if (stored) {
        replays.push([r, stored]);
        return;
      }
      const k = `${r.userId}\u0000${r.idempotencyKey}`;
      const first = firstByKey.get(k);
      if (first) {
        repeats.push([r, first]);
        return;
      }
      firstByKey.set(k, r);
    }
    const refusal = refuse(r.userId, { ...figures(), amount: r.amount });
    if (refusal) {
      outcomes.set(r, { kind: 'refused', refusal });
      return;
    }
    // A manual bid equal to a maximum set earlier loses to it: that maximum bids the amount instead.
    const covering = [...proxies.values()]
      .filter((p) => p.userId !== r.userId && p.status === 'active' && p.maxAmount === r.amount && mayBid(p.userId))
      .sort((a, b) => a.setAt.getTime() - b.setAt.getTime())[0];
    if (covering && !proxiesAbove(r.amount, r.userId)) {
      place(null, covering.userId, r.amount);
      answerWithMaximums();
      outcomes.set(r, { kind: 'refused', refusal: { code: 'PROXY_COVERED', amount: r.amount } });
      return;
    }
    const own = place(r, r.userId, r.amount);
    answerWithMaximums();
    outcomes.set(r, { kind: 'accepted', index: accepted.indexOf(own), state: { ...stateNow(false), extended: own.state.extended } });
  }

  /** True when another usable maximum is above `amount` (then it, not an equal one, answers the bid). */
  function proxiesAbove(amount: number, userId: string) {
    return [...proxies.values()].some((p) => p.userId !== userId && p.status === 'active' && p.maxAmount > amount && mayBid(p.userId));
  }

  /** Sets or raises the requester's maximum, then lets the maximums answer. */
  function setMaximum(r: R & ProxyRequest) {
    const minimum = nextMinimumBid(figures());
    const existing = proxies.get(r.userId);
    const refusal =
      refuse(r.userId, null) ??
      (existing && existing.status === 'active' && existing.maxAmount === r.maxAmount
        ? null
        : leader === r.userId && existing?.status === 'active' && r.maxAmount < existing.maxAmount
          ? { code: 'PROXY_NOT_HIGHER' as const, maxAmount: existing.maxAmount }
          : r.maxAmount < minimum
            ? { code: 'PROXY_TOO_LOW' as const, minimum }
            : null);
    if (refusal) {
      outcomes.set(r, { kind: 'refused', refusal });
      return;
    }
    if (!existing || existing.status !== 'active' || existing.maxAmount !== r.maxAmount) {
      proxies.set(r.userId, { userId: r.userId, maxAmount: r.maxAmount, status: 'active', setAt: now });
      touched.add(r.userId);
    }
    const before = endTime;
    answerWithMaximums();
    const mine = proxies.get(r.userId)!;
    outcomes.set(r, {
      kind: 'proxy_set',
      proxy: { maxAmount: mine.maxAmount, status: mine.status, leading: leader === r.userId, setAt: mine.setAt },
      state: stateNow(endTime > before),
    });
  }

  // Maximums the final price reached are exhausted; their owners are told once.
  const exhausted: Decision<R>['exhausted'] = [];
  for (const p of proxies.values()) {
    if (p.status === 'active' && p.userId !== leader && p.maxAmount <= current) {
      p.status = 'exhausted';
      touched.add(p.userId);
      exhausted.push({ userId: p.userId, maxAmount: p.maxAmount });
    }
  }
  for (const [r, o] of outcomes) {
    if (o.kind === 'proxy_set') {
      const mine = proxies.get(r.userId)!;
      o.proxy = { maxAmount: mine.maxAmount, status: mine.status, leading: leader === r.userId, setAt: mine.setAt };
    }
  }
  // A displaced leader is told they were outbid unless a maximum of theirs still stood when it happened.
  const outbid = displaced.filter((d) => !proxies.has(d.userId) || exhaustedBefore.has(d.userId));

  const finalState = stateNow(false);
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

  const figuresWritten =
    accepted.length > 0 ? { currentBid: current, bids: accepted.length, newBidders: biddersCount - auction.biddersCount, endTime } : null;
  return {
    outcomes,
    accepted,
    outbid,
    exhausted,
    proxies: [...touched].map((userId) => proxies.get(userId)!),
    figures: figuresWritten,
  };

  /** The first rule a request fails, in the order of the bid flow; null when it may go ahead. `bid` null: a maximum. */
  function refuse(userId: string, bid: (ReturnType<typeof figures> & { amount: number }) | null): Refusal | null {
    const bidder = state!.bidders.get(userId);
    const standing = standingOf(userId, bidder);
    if (standing !== 'eligible') return { code: 'STANDING', standing };
    if (auction.status !== 'live') return { code: 'AUCTION_NOT_LIVE', ended: auction.status === 'ended' };
    if (now >= endTime) return { code: 'AUCTION_NOT_LIVE', ended: true };
    // Decision 014: a bid needs this auction's EMD held from the bidder's wallet (joining the auction).
    if (!bidder?.holdsEmd) return { code: 'EMD_REQUIRED', emdAmount: auction.emdAmount, available: bidder?.available ?? 0 };
    return bid ? amountRefusal(bid.amount, bid) : null;
  }
}
