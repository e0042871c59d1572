import { randomUUID } from 'node:crypto';
import type { PlacedBid } from '../../../shared/schemas/bid';
import { NOTIFICATION_TEXTS } from '../../../shared/schemas/notification';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { BidMetrics } from '../../lib/metrics';
import type { Publisher } from '../../realtime/bus';
import type { AuctionFiguresService } from '../auctions/auction-figures.service';
import type { CreatedNotification, NotificationsService } from '../notifications/notifications.service';
import { batchWriteSql, bidStateSql, createBatchTransactions, parseLookups, type BatchInput, type NewBid } from './bid-batches.repository';
import { refusalError } from './bid-errors';
import { decideBatch, type BatchState, type BidRequest, type Decision } from './decide-batch';

/** One bid as the service hands it over, after the bidder's own checks passed. */
export type BidSubmission = {
  auctionId: string;
  userId: string;
  alias: string;
  name: string;
  amount: number;
  idempotencyKey: string | null;
};

type Pending = BidSubmission &
  BidRequest & {
    resolve: (placed: PlacedBid) => void;
    reject: (err: unknown) => void;
  };

type Committed = {
  decision: Decision<Pending>;
  /** Ids and the time of the accepted bids, in the order of `decision.accepted`. */
  bids: NewBid[];
  at: string;
  notifications: CreatedNotification[];
};

/** Largest batch written in one transaction; keeps one statement's JSON small. */
const MAX_BATCH = 200;
const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (err: unknown) =>
  (err as { code?: string }).code === UNIQUE_VIOLATION || (err as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION;

export type BidEngineDeps = {
  db: Db;
  publisher: Publisher;
  auctions: AuctionFiguresService;
  notifications: Pick<NotificationsService, 'statementFor'>;
  metrics?: BidMetrics;
};

/**
 * Places bids. Every decision happens inside a transaction holding the auction's row lock, so it is
 * correct across any number of server processes (ARCHITECTURE §7); the decision itself is
 * `decideBatch`, a pure function of what that transaction read.
 *
 * NOTE: bids on one auction that arrive while its previous transaction is still running are queued
 * and decided together in the next one (one lock, one write, one commit for all of them, decision
 * 009). Outside a storm a batch holds one bid and nothing waits for it.
 */
export function createBidEngine({ db, publisher, auctions, notifications, metrics }: BidEngineDeps) {
  const transactions = createBatchTransactions(db);
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
    let committed: Committed;
    try {
      committed = await transact(auctionId, batch);
    } catch (err) {
      // NOTE: a unique violation means an Idempotency-Key raced with itself on another auction (or
      // another process); once more, and the decision sees the stored bid.
      if (!isUniqueViolation(err)) return () => fail(batch, err);
      try {
        committed = await transact(auctionId, batch);
      } catch (again) {
        return () => fail(batch, again);
      }
    }
    // Committed: answer the bidders, then tell everyone else.
    return () => {
      for (const p of batch) answer(p, committed);
      announce(committed);
    };
  }

  /** Answers every bid of a batch that could not be decided with the failure. */
  function fail(batch: Pending[], err: unknown) {
    for (const p of batch) {
      metrics?.bidRefused(err instanceof AppError ? err.code : 'INTERNAL');
      p.reject(err);
    }
  }

  /** One batch transaction, timed (the lock's wait included). */
  async function transact(auctionId: string, batch: Pending[]): Promise<Committed> {
    const started = performance.now();
    try {
      return await decideInTransaction(auctionId, batch);
    } finally {
      metrics?.batchDecided(batch.length, performance.now() - started);
    }
  }

  /** One batch transaction: lock and read, decide, write and commit. */
  async function decideInTransaction(auctionId: string, batch: Pending[]): Promise<Committed> {
    const input: BatchInput = {
      auctionId,
      userIds: [...new Set(batch.map((p) => p.userId))],
      keys: batch.filter((p) => p.idempotencyKey !== null).map((p) => ({ user_id: p.userId, key: p.idempotencyKey! })),
    };
    const opened = await transactions.open({
      lock: auctions.lockStatement(auctionId),
      read: bidStateSql(input),
      readName: input.keys.length ? 'neelami_bid_state_keyed' : 'neelami_bid_state',
    });
    try {
      const auction = auctions.parseLocked(opened.locked);
      const lookups = auction && opened.lookups ? parseLookups(opened.lookups) : null;
      const state: BatchState | null = auction && lookups ? { auction, ...lookups } : null;
      const now = lookups?.now ?? new Date();
      const decision = decideBatch(state, batch, now);
      if (!decision.figures || !auction) {
        await opened.commit(null);
        return { decision, bids: [], at: now.toISOString(), notifications: [] };
      }
      const bids = decision.accepted.map(({ request }) => ({
        id: randomUUID(),
        userId: request.userId,
        amount: request.amount,
        key: request.idempotencyKey,
      }));
      const outbid = notifications.statementFor(
        decision.outbid.map((o) => ({ userId: o.userId, auctionId, ...NOTIFICATION_TEXTS.outbid(auction.title, o.amount) })),
        now,
      );
      const record = auctions.recordBidsStatement(auctionId, { at: now, ...decision.figures });
      const written = await opened.commit(batchWriteSql(auctionId, now, bids, [outbid.statement], record));
      const stored = written ? auctions.parseRecorded(written) : null;
      const last = decision.accepted[decision.accepted.length - 1]!;
      if (stored && (stored.bidCount !== last.state.bidCount || stored.biddersCount !== last.state.biddersCount)) {
        // The stored counters had drifted from the bids (e.g. edited by hand); trust the database's.
        last.state.bidCount = stored.bidCount;
        last.state.biddersCount = stored.biddersCount;
      }
      return { decision, bids, at: now.toISOString(), notifications: outbid.created };
    } catch (err) {
      await opened.rollback();
      throw err;
    }
  }

  function answer(p: Pending, { decision, bids, at }: Committed) {
    const outcome = decision.outcomes.get(p)!;
    if (outcome.kind === 'refused') {
      const refusal = refusalError(outcome.refusal);
      metrics?.bidRefused(refusal.code);
      return p.reject(refusal);
    }
    metrics?.bidAccepted();
    const placed = (bid: { id: string; amount: number; status: PlacedBid['status']; createdAt: string }): PlacedBid => ({
      ...bid,
      auctionId: p.auctionId,
      bidderAlias: p.alias,
      bidderName: p.name,
      isMine: true,
      auction: outcome.state,
    });
    if (outcome.kind === 'replayed') {
      return p.resolve(
        placed({
          id: outcome.bid.id,
          amount: outcome.bid.amount,
          status: outcome.bid.status,
          createdAt: outcome.bid.createdAt.toISOString(),
        }),
      );
    }
    // A request repeating another's key within the batch shares that one's outcome, and so its bid.
    const bid = bids[outcome.index]!;
    p.resolve(placed({ id: bid.id, amount: bid.amount, status: 'active', createdAt: at }));
  }

  function announce({ decision, bids, at, notifications: created }: Committed) {
    decision.accepted.forEach(({ request, state }, i) => {
      const data = {
        ...state,
        bid: { id: bids[i]!.id, auctionId: state.auctionId, amount: request.amount, createdAt: at, bidderAlias: request.alias },
      };
      publisher.publish(`auction:${state.auctionId}`, 'bid.placed', data);
      publisher.publish('auctions', 'bid.placed', data);
      publisher.publish('admin', 'bid.placed', data);
      publisher.publish(`user:${request.userId}`, 'bid.placed', data);
    });
    for (const n of created) publisher.publish(`user:${n.userId}`, 'notification.created', n.notification);
  }

  return {
    /** Resolves with the placed bid once it has committed, or rejects with the reason it was refused. */
    submit(submission: BidSubmission): Promise<PlacedBid> {
      return new Promise<PlacedBid>((resolve, reject) => {
        let queue = queues.get(submission.auctionId);
        if (!queue) queues.set(submission.auctionId, (queue = { pending: [], running: false }));
        queue.pending.push({ ...submission, arrival: arrivals++, resolve, reject });
        if (!queue.running) void drain(submission.auctionId);
      });
    },
  };
}
export type BidEngine = ReturnType<typeof createBidEngine>;
