import { randomUUID } from 'node:crypto';
import type { PlacedBid } from '../../../shared/schemas/bid';
import { NOTIFICATION_TEXTS } from '../../../shared/schemas/notification';
import type { ProxyBid, ProxyBidSet } from '../../../shared/schemas/proxy-bid';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { BidMetrics } from '../../lib/metrics';
import type { Publisher } from '../../realtime/bus';
import type { AuctionFiguresService } from '../auctions/auction-figures.service';
import type { CreatedNotification, NotificationsService } from '../notifications/notifications.service';
import {
  batchWriteSql,
  bidStateSql,
  createBatchTransactions,
  parseLookups,
  proxyWriteSql,
  type BatchInput,
  type NewBid,
} from './bid-batches.repository';
import { refusalError } from './bid-errors';
import { appendStatement, chainEntries } from './bid-log.repository';
import { decideBatch, type BatchState, type BidRequest, type Decision, type ProxyRecord, type ProxyRequest } from './decide-batch';

/** One bid as the service hands it over, after the bidder's own checks passed. */
export type BidSubmission = {
  auctionId: string;
  userId: string;
  alias: string;
  name: string;
  amount: number;
  idempotencyKey: string | null;
};

/** A bidder setting or raising their maximum (decision 020). */
export type ProxySubmission = { auctionId: string; userId: string; maxAmount: number };

type Settle<T> = { resolve: (value: T) => void; reject: (err: unknown) => void };
type Pending = (BidSubmission & BidRequest & Settle<PlacedBid>) | (ProxySubmission & ProxyRequest & Settle<ProxyBidSet>);

type Committed = {
  decision: Decision<Pending>;
  /** Ids and the time of the accepted bids, in the order of `decision.accepted`. */
  bids: NewBid[];
  /** The alias of each accepted bid's bidder, in the same order. */
  aliases: string[];
  at: string;
  notifications: CreatedNotification[];
};

/** A maximum as its owner sees it. */
const proxyView = (auctionId: string, p: ProxyRecord, leading: boolean): ProxyBid => ({
  auctionId,
  maxAmount: p.maxAmount,
  status: p.status,
  leading,
  setAt: p.setAt.toISOString(),
});

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
    const keyed = batch.filter((p): p is Extract<Pending, BidRequest> => p.kind !== 'proxy' && p.idempotencyKey !== null);
    const input: BatchInput = {
      auctionId,
      userIds: [...new Set(batch.map((p) => p.userId))],
      keys: keyed.map((p) => ({ user_id: p.userId, key: p.idempotencyKey! })),
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
      if ((!decision.figures && decision.proxies.length === 0) || !auction || !lookups) {
        await opened.commit(null);
        return { decision, bids: [], aliases: [], at: now.toISOString(), notifications: [] };
      }
      const bids = decision.accepted.map(({ request, userId, amount, automatic }) => ({
        id: randomUUID(),
        userId,
        amount,
        key: request && request.kind !== 'proxy' ? request.idempotencyKey : null,
        automatic,
      }));
      const aliases = bids.map((b) => lookups.bidders.get(b.userId)?.alias ?? 'Bidder');
      const log = chainEntries(
        auctionId,
        lookups.logHead,
        bids.map((b, i) => ({
          kind: 'bid',
          bidId: b.id,
          ref: null,
          alias: aliases[i]!,
          amount: b.amount,
          automatic: b.automatic,
          at: now,
        })),
      );
      const told = notifications.statementFor(
        [
          ...decision.outbid.map((o) => ({ userId: o.userId, auctionId, ...NOTIFICATION_TEXTS.outbid(auction.title, o.amount) })),
          ...decision.exhausted.map((e) => ({
            userId: e.userId,
            auctionId,
            ...NOTIFICATION_TEXTS.maximumReached(auction.title, e.maxAmount),
          })),
        ],
        now,
      );
      // NOTE: the write is prepared once per connection (bid-batches.repository.ts), so its shape never
      // varies: every statement is there, with nothing to write when its list is empty.
      const also = [told.statement, proxyWriteSql(auctionId, decision.proxies), appendStatement(auctionId, log)];
      const figures = decision.figures ?? { currentBid: auction.currentBid, bids: 0, newBidders: 0, endTime: auction.endTime };
      const record = auctions.recordBidsStatement(auctionId, { at: now, ...figures });
      const written = await opened.commit(batchWriteSql(auctionId, now, bids, also, record));
      const stored = written ? auctions.parseRecorded(written) : null;
      const last = decision.accepted[decision.accepted.length - 1];
      if (last && stored && (stored.bidCount !== last.state.bidCount || stored.biddersCount !== last.state.biddersCount)) {
        // The stored counters had drifted from the bids (e.g. edited by hand); trust the database's.
        last.state.bidCount = stored.bidCount;
        last.state.biddersCount = stored.biddersCount;
      }
      return { decision, bids, aliases, at: now.toISOString(), notifications: told.created };
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
    if (p.kind === 'proxy') {
      if (outcome.kind !== 'proxy_set') return p.reject(new Error(`unexpected outcome ${outcome.kind} of a maximum`));
      const { maxAmount, status, leading, setAt } = outcome.proxy;
      return p.resolve({ proxy: proxyView(p.auctionId, { userId: p.userId, maxAmount, status, setAt }, leading), auction: outcome.state });
    }
    metrics?.bidAccepted();
    const placed = (bid: { id: string; amount: number; status: PlacedBid['status']; createdAt: string }): PlacedBid => ({
      ...bid,
      auctionId: p.auctionId,
      automatic: false,
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
    if (outcome.kind !== 'accepted') return p.reject(new Error(`unexpected outcome ${outcome.kind} of a bid`));
    // A request repeating another's key within the batch shares that one's outcome, and so its bid.
    const bid = bids[outcome.index]!;
    p.resolve(placed({ id: bid.id, amount: bid.amount, status: 'active', createdAt: at }));
  }

  function announce({ decision, bids, aliases, at, notifications: created }: Committed) {
    decision.accepted.forEach(({ userId, amount, automatic, state }, i) => {
      const data = {
        ...state,
        bid: { id: bids[i]!.id, auctionId: state.auctionId, amount, createdAt: at, bidderAlias: aliases[i]!, automatic },
      };
      publisher.publish(`auction:${state.auctionId}`, 'bid.placed', data);
      publisher.publish('auctions', 'bid.placed', data);
      publisher.publish('admin', 'bid.placed', data);
      publisher.publish(`user:${userId}`, 'bid.placed', data);
    });
    // Each changed maximum goes to its owner alone, and so does every maximum whose lead changed.
    const auctionId = decision.accepted[0]?.state.auctionId ?? [...decision.outcomes.keys()][0]?.auctionId;
    if (auctionId) {
      const leader = decision.accepted.length ? decision.accepted[decision.accepted.length - 1]!.userId : null;
      for (const p of decision.proxies) {
        publisher.publish(`user:${p.userId}`, 'proxy.updated', { auctionId, proxy: proxyView(auctionId, p, leader === p.userId) });
      }
    }
    for (const n of created) publisher.publish(`user:${n.userId}`, 'notification.created', n.notification);
  }

  function enqueue(p: Pending) {
    let queue = queues.get(p.auctionId);
    if (!queue) queues.set(p.auctionId, (queue = { pending: [], running: false }));
    queue.pending.push(p);
    if (!queue.running) void drain(p.auctionId);
  }

  return {
    /** Resolves with the placed bid once it has committed, or rejects with the reason it was refused. */
    submit(submission: BidSubmission): Promise<PlacedBid> {
      return new Promise<PlacedBid>((resolve, reject) => enqueue({ ...submission, kind: 'bid', arrival: arrivals++, resolve, reject }));
    },

    /** Sets or raises a maximum, decided in the auction's next batch like a bid; resolves once it has committed. */
    setMaximum(submission: ProxySubmission): Promise<ProxyBidSet> {
      return new Promise<ProxyBidSet>((resolve, reject) => enqueue({ ...submission, kind: 'proxy', arrival: arrivals++, resolve, reject }));
    },
  };
}
export type BidEngine = ReturnType<typeof createBidEngine>;
