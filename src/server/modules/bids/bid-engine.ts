import { randomUUID } from 'node:crypto';
import { nextMinimumBid } from '../../../shared/domain/bidding';
import { BID_MESSAGES, type AuctionBidState, type PlacedBid } from '../../../shared/schemas/bid';
import { NOTIFICATION_TEXTS } from '../../../shared/schemas/notification';
import type { Db } from '../../db/client';
import { NotFoundError, type AppError } from '../../lib/errors';
import type { Publisher } from '../../realtime/bus';
import {
  notificationRow,
  toNotificationDto,
  type CreatedNotification,
  type NotificationDraft,
} from '../notifications/notifications.service';
import { AuctionNotLiveError, BidIncrementError, BidTooLowError, IdempotencyKeyReusedError } from './bid-errors';
import { standingError } from './bidder-standing';
import {
  createBidBatchRunner,
  type BatchWrite,
  type BidderStanding,
  type BidState,
  type LockedAuction,
  type NewBid,
} from './bid-batches.repository';

/** One bid as the service hands it over, after the bidder's own checks passed. */
export type BidRequest = {
  auctionId: string;
  userId: string;
  alias: string;
  name: string;
  amount: number;
  idempotencyKey: string | null;
};

type Pending = BidRequest & {
  arrival: number;
  resolve: (placed: PlacedBid) => void;
  reject: (err: unknown) => void;
};

type Outcome = { ok: true; placed: PlacedBid } | { ok: false; error: unknown };

type Accepted = { request: Pending; bid: NewBid; state: AuctionBidState; createdAt: string };

type BatchResult = {
  outcomes: Map<Pending, Outcome>;
  accepted: Accepted[];
  notifications: CreatedNotification[];
};

/** Largest batch written in one transaction; keeps one statement's JSON small. */
const MAX_BATCH = 200;
const UNIQUE_VIOLATION = '23505';

/**
 * Decides bids. Every decision happens inside a transaction holding the auction's row lock, so it is
 * correct across any number of server processes (ARCHITECTURE §7).
 *
 * NOTE: bids on one auction that arrive while its previous transaction is still running are queued
 * and decided together in the next one (one lock, one write, one commit for all of them). Requests
 * that are in flight at the same moment have no order of their own, so a batch is applied in
 * ascending amount order (ties by arrival): a legal serial order that accepts every bid a serial
 * order could. Outside a storm a batch holds one bid and nothing waits for it.
 */
export function createBidEngine({ db, publisher }: { db: Db; publisher: Publisher }) {
  const runBatchTransaction = createBidBatchRunner(db);
  const queues = new Map<string, { pending: Pending[]; running: boolean }>();
  let arrivals = 0;

  /**
   * Runs the auction's queued bids batch after batch.
   * NOTE: once a batch has committed, the next one is sent to the database before the committed
   * batch's bidders are answered (`setImmediate`): writing those answers takes the event loop a few
   * milliseconds, which the next batch's round trip now overlaps instead of waiting for.
   */
  async function drain(auctionId: string) {
    const queue = queues.get(auctionId)!;
    queue.running = true;
    let settle: (() => void) | null = null;
    try {
      while (queue.pending.length > 0) {
        const running = runBatch(auctionId, queue.pending.splice(0, MAX_BATCH));
        if (settle) setImmediate(settle);
        settle = await running;
      }
    } finally {
      settle?.();
      queue.running = false;
      if (queue.pending.length === 0) queues.delete(auctionId);
      else void drain(auctionId);
    }
  }

  /** Decides a batch; resolves, once it has committed (or failed), with what answers its bidders. */
  async function runBatch(auctionId: string, batch: Pending[]): Promise<() => void> {
    let result: BatchResult;
    try {
      result = await transact(auctionId, batch);
    } catch (err) {
      // NOTE: a unique violation means an Idempotency-Key raced with itself on another auction (or
      // another process); once more, and the decision sees the stored bid.
      if ((err as { code?: string }).code === UNIQUE_VIOLATION || (err as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION) {
        try {
          result = await transact(auctionId, batch);
        } catch (again) {
          return () => batch.forEach((p) => p.reject(again));
        }
      } else {
        return () => batch.forEach((p) => p.reject(err));
      }
    }
    // Committed: answer the bidders, then tell everyone else.
    return () => {
      for (const p of batch) {
        const o = result.outcomes.get(p)!;
        if (o.ok) p.resolve(o.placed);
        else p.reject(o.error);
      }
      announce(result);
    };
  }

  async function transact(auctionId: string, batch: Pending[]): Promise<BatchResult> {
    const input = {
      auctionId,
      userIds: [...new Set(batch.map((p) => p.userId))],
      keys: batch.filter((p) => p.idempotencyKey !== null).map((p) => ({ user_id: p.userId, key: p.idempotencyKey! })),
    };
    const { result, written } = await runBatchTransaction(input, (auction, state) => decide(auctionId, batch, auction, state));
    const last = result.accepted[result.accepted.length - 1];
    if (written && last && (written.bidCount !== last.state.bidCount || written.biddersCount !== last.state.biddersCount)) {
      // The stored counters had drifted from the bids (e.g. edited by hand); trust the database's.
      last.state = { ...last.state, bidCount: written.bidCount, biddersCount: written.biddersCount };
      const placed = result.outcomes.get(last.request);
      if (placed?.ok) placed.placed.auction = last.state;
    }
    return result;
  }

  /** The decision itself: pure and synchronous, run while the auction's row lock is held. */
  function decide(
    auctionId: string,
    batch: Pending[],
    auction: LockedAuction | null,
    state: BidState | null,
  ): { write: BatchWrite | null; result: BatchResult } {
    const outcomes = new Map<Pending, Outcome>();
    if (!auction || !state) {
      for (const p of batch) outcomes.set(p, { ok: false, error: new NotFoundError('Auction not found') });
      return { write: null, result: { outcomes, accepted: [], notifications: [] } };
    }
    const now = state.now;

    let current = auction.bidCount > 0 ? auction.currentBid : auction.startingBid;
    let hasBids = auction.bidCount > 0;
    let endTime = auction.endTime;
    let leader = state.leaderId;
    let bidCount = auction.bidCount;
    let biddersCount = auction.biddersCount;
    const known = state.knownBidders;
    const accepted: Accepted[] = [];
    const drafts: NotificationDraft[] = [];
    const firstByKey = new Map<string, Pending>();
    const duplicates: [Pending, Pending][] = [];
    const replays: [Pending, (typeof state.replays)[number]][] = [];

    const ordered = [...batch].sort((a, b) => a.amount - b.amount || a.arrival - b.arrival);
    for (const p of ordered) {
      if (p.idempotencyKey !== null) {
        const k = `${p.userId}\u0000${p.idempotencyKey}`;
        const stored = state.replays.find((r) => r.userId === p.userId && r.key === p.idempotencyKey);
        if (stored) {
          replays.push([p, stored]);
          continue;
        }
        const first = firstByKey.get(k);
        if (first) {
          duplicates.push([p, first]);
          continue;
        }
        firstByKey.set(k, p);
      }
      // The bidder's role, approval and EMD as stored now (the caller's view may be seconds old).
      const refusal = standingError(standingOf(state.bidders.get(p.userId))) ?? refuse(auction, now, endTime, current, hasBids, p.amount);
      if (refusal) {
        outcomes.set(p, { ok: false, error: refusal });
        continue;
      }
      const bid: NewBid = { id: randomUUID(), userId: p.userId, amount: p.amount, key: p.idempotencyKey };
      if (leader && leader !== p.userId) {
        drafts.push({ userId: leader, auctionId, ...NOTIFICATION_TEXTS.outbid(auction.title, p.amount) });
      }
      // NOTE: soft close. A bid in the last `extension_window_s` moves the end to `extension_s` after
      // the bid, so nobody can win by sniping in the final second.
      let extended = false;
      if (auction.extensionS > 0 && endTime.getTime() - now.getTime() <= auction.extensionWindowS * 1000) {
        const moved = new Date(now.getTime() + auction.extensionS * 1000);
        if (moved > endTime) {
          endTime = moved;
          extended = true;
        }
      }
      if (!known.has(p.userId)) {
        known.add(p.userId);
        biddersCount += 1;
      }
      bidCount += 1;
      current = p.amount;
      hasBids = true;
      leader = p.userId;
      accepted.push({
        request: p,
        bid,
        createdAt: now.toISOString(),
        state: { auctionId, currentBid: current, bidCount, biddersCount, endTime: endTime.toISOString(), extended },
      });
    }

    let notifications: CreatedNotification[] = [];
    let write: BatchWrite | null = null;
    if (accepted.length > 0) {
      const rows = drafts.map((d) => notificationRow(d, now));
      write = {
        at: now,
        bids: accepted.map((a) => a.bid),
        notifications: rows.map((r) => ({ id: r.id, user_id: r.userId, title: r.title, message: r.message, data: r.data })),
        currentBid: current,
        newBidders: biddersCount - auction.biddersCount,
        endTime,
      };
      notifications = rows.map((r) => ({ userId: r.userId, notification: toNotificationDto(r) }));
    }

    for (const a of accepted) {
      outcomes.set(a.request, {
        ok: true,
        placed: {
          id: a.bid.id,
          auctionId,
          amount: a.bid.amount,
          status: 'active',
          createdAt: a.createdAt,
          bidderAlias: a.request.alias,
          bidderName: a.request.name,
          isMine: true,
          auction: a.state,
        },
      });
    }
    const finalState: AuctionBidState = {
      auctionId,
      currentBid: current,
      bidCount,
      biddersCount,
      endTime: endTime.toISOString(),
      extended: false,
    };
    for (const [p, stored] of replays) {
      if (stored.auctionId !== auctionId) {
        outcomes.set(p, { ok: false, error: new IdempotencyKeyReusedError() });
        continue;
      }
      outcomes.set(p, {
        ok: true,
        placed: {
          id: stored.id,
          auctionId,
          amount: stored.amount,
          status: stored.status,
          createdAt: stored.createdAt.toISOString(),
          bidderAlias: p.alias,
          bidderName: p.name,
          isMine: true,
          auction: finalState,
        },
      });
    }
    for (const [p, first] of duplicates) outcomes.set(p, outcomes.get(first)!);
    return { write, result: { outcomes, accepted, notifications } };
  }

  function announce(result: BatchResult) {
    for (const a of result.accepted) {
      const data = {
        ...a.state,
        bid: {
          id: a.bid.id,
          auctionId: a.state.auctionId,
          amount: a.bid.amount,
          createdAt: a.createdAt,
          bidderAlias: a.request.alias,
        },
      };
      publisher.publish(`auction:${a.state.auctionId}`, 'bid.placed', data);
      publisher.publish('auctions', 'bid.placed', data);
      publisher.publish('admin', 'bid.placed', data);
      publisher.publish(`user:${a.request.userId}`, 'bid.placed', data);
    }
    for (const n of result.notifications) publisher.publish(`user:${n.userId}`, 'notification.created', n.notification);
  }

  return {
    /** Resolves with the placed bid once it has committed, or rejects with the reason it was refused. */
    submit(request: BidRequest): Promise<PlacedBid> {
      return new Promise<PlacedBid>((resolve, reject) => {
        let queue = queues.get(request.auctionId);
        if (!queue) queues.set(request.auctionId, (queue = { pending: [], running: false }));
        queue.pending.push({ ...request, arrival: arrivals++, resolve, reject });
        if (!queue.running) void drain(request.auctionId);
      });
    },
  };
}
export type BidEngine = ReturnType<typeof createBidEngine>;

function standingOf(stored: BidderStanding | undefined) {
  return { roles: stored?.roles ?? [], profile: stored ?? null };
}

/** The auction-side rules of a bid, in the order the spec lists them. */
function refuse(auction: LockedAuction, now: Date, endTime: Date, current: number, hasBids: boolean, amount: number): AppError | null {
  if (auction.status !== 'live') {
    return new AuctionNotLiveError(auction.status === 'ended' ? BID_MESSAGES.ended : BID_MESSAGES.notLive);
  }
  if (now >= endTime) return new AuctionNotLiveError(BID_MESSAGES.ended);
  if (amount <= current) return new BidTooLowError(current);
  // Spec §5: at least the current bid (or the starting bid when there is none) plus the increment.
  const minimum = nextMinimumBid({
    currentBid: current,
    startingBid: auction.startingBid,
    bidIncrement: auction.bidIncrement,
    bidCount: hasBids ? 1 : 0,
  });
  if (amount < minimum) return new BidIncrementError(auction.bidIncrement);
  return null;
}
