import { randomUUID } from 'node:crypto';
import type { PlacedBid } from '../../../shared/schemas/bid';
import { NOTIFICATION_TEXTS } from '../../../shared/schemas/notification';
import type { ProxyBid, ProxyBidSet } from '../../../shared/schemas/proxy-bid';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/http/errors';
import type { BidMetrics } from '../../lib/observability/metrics';
import type { Publisher } from '../../realtime/bus';
import type { AuctionFiguresService } from '../auctions/auction-figures.service';
import type { CreatedNotification, NotificationsService } from '../notifications/notifications.service';
import { batchWriteSql, bidStateSql, parseLookups, proxyWriteSql, type BatchInput, type NewBid } from './bid-batches.repository';
import { createBatchTransactions } from './bid-batch-transactions';
import { refusalError } from './bid-errors';
import type { BidderAliases } from './bidder-aliases';
import { appendStatement, chainEntries } from './bid-log.repository';
import { decideBatch, type BatchState, type BidRequest, type Decision, type ProxyRecord, type ProxyRequest } from './decide-batch';

/** One bid as the service hands it over, after the bidder's own checks passed. */
export type BidSubmission = {
  auctionId: string;
  userId: string;
  name: string;
  amount: number;
  idempotencyKey: string | null;
};

/** A bidder setting or raising their maximum (decision 020). */
export type ProxySubmission = { auctionId: string; userId: string; maxAmount: number };

type Settle<T> = { resolve: (value: T) => void; reject: (err: unknown) => void };
type Pending = (BidSubmission & BidRequest & Settle<PlacedBid>) | (ProxySubmission & ProxyRequest & Settle<ProxyBidSet>);

/** What one auction of a committed batch answers its bidders and announces. */
type Committed = {
  decision: Decision<Pending>;
  /** Ids and the time of the accepted bids, in the order of `decision.accepted`. */
  bids: NewBid[];
  /** A bidder's public alias in this auction. */
  aliasOf: (userId: string) => string;
  at: string;
  notifications: CreatedNotification[];
  /** A late bid moved the end: its watchers were told (announced once committed). */
  extended: boolean;
};

/** A batch: each of its auctions with the requests queued for it. */
type Batches = Map<string, Pending[]>;

/** A maximum as its owner sees it. */
const proxyView = (auctionId: string, p: ProxyRecord, leading: boolean): ProxyBid => ({
  auctionId,
  maxAmount: p.maxAmount,
  status: p.status,
  leading,
  setAt: p.setAt.toISOString(),
});

/** Largest number of requests of one auction decided in one transaction; keeps one statement's JSON small. */
const MAX_BATCH = 200;
/**
 * Largest number of auctions decided in one transaction (decision 024): enough that bids spread over
 * many auctions share round trips and commits, few enough that one transaction's locks and JSON stay small.
 */
export const MAX_AUCTIONS_PER_BATCH = 32;
/**
 * Batch transactions in flight at once. NOTE: the bids that arrive meanwhile wait for a free one and
 * are then decided together; more transactions at once would only mean smaller ones competing for
 * the same two cores (decision 024). An auction's requests are never in two of them at once.
 */
const MAX_IN_FLIGHT = 4;
const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (err: unknown) =>
  (err as { code?: string }).code === UNIQUE_VIOLATION || (err as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION;

export type BidEngineDeps = {
  db: Db;
  publisher: Publisher;
  auctions: AuctionFiguresService;
  notifications: Pick<NotificationsService, 'statementFor' | 'watchersStatementFor' | 'announceToWatchers'>;
  aliases: BidderAliases;
  metrics?: BidMetrics;
};

/**
 * Places bids. Every decision happens inside a transaction holding the auction's row lock, so it is
 * correct across any number of server processes (ARCHITECTURE §7); the decision itself is
 * `decideBatch`, a pure function of what that transaction read.
 *
 * NOTE: bids that arrive while earlier ones are being decided are queued and decided together in the
 * next transaction, those of one auction (decision 009) and those of different auctions alike
 * (decision 024): one round trip locks and reads them all, `decideBatch` decides each auction on its
 * own, one write and the commit follow. Outside a storm a batch holds one bid and nothing waits for it.
 */
export function createBidEngine({ db, publisher, auctions, notifications, aliases, metrics }: BidEngineDeps) {
  const transactions = createBatchTransactions(db);
  /** Requests waiting for a batch, by auction, in the order their auctions first had one waiting. */
  const waiting = new Map<string, Pending[]>();
  /** Auctions whose requests are being decided: their next ones wait until that has ended. */
  const running = new Set<string>();
  let inFlight = 0;
  let pumpScheduled = false;
  let arrivals = 0;

  /**
   * Starts batches while fewer than MAX_IN_FLIGHT are running, each with up to MAX_AUCTIONS_PER_BATCH
   * auctions that have requests waiting and none being decided.
   */
  function pump() {
    while (inFlight < MAX_IN_FLIGHT) {
      const batches: Batches = new Map();
      for (const [auctionId, queue] of waiting) {
        if (running.has(auctionId)) continue;
        batches.set(auctionId, queue.splice(0, MAX_BATCH));
        if (queue.length === 0) waiting.delete(auctionId);
        running.add(auctionId);
        if (batches.size === MAX_AUCTIONS_PER_BATCH) break;
      }
      if (batches.size === 0) return;
      inFlight += 1;
      void runBatch(batches);
    }
  }

  /**
   * NOTE: a request does not start a batch at once but at the end of this turn of the event loop
   * (`setImmediate`), so the requests that arrived in the same turn, on any auctions, go together.
   */
  function schedulePump() {
    if (pumpScheduled) return;
    pumpScheduled = true;
    setImmediate(() => {
      pumpScheduled = false;
      pump();
    });
  }

  /**
   * Decides a batch of one auction or several and answers its bidders.
   * NOTE: once it has committed, the next batches are sent to the database before its bidders are
   * answered (`setImmediate`): writing those answers takes the event loop a few milliseconds, which
   * the next batch's round trip now overlaps instead of waiting for.
   * NOTE: an auction whose row another transaction holds is skipped, not waited for (SKIP LOCKED), and
   * decided on its own afterwards. If the batch fails, nothing of it was written and each of its
   * auctions is decided on its own, so one auction's failure refuses no other auction's bids.
   */
  async function runBatch(batches: Batches) {
    let outcome: { committed: Map<string, Committed>; skipped: Batches } | undefined;
    try {
      outcome = await transact(batches, { skipLocked: true });
    } catch {
      outcome = undefined;
    } finally {
      inFlight -= 1;
    }
    const { committed, skipped } = outcome ?? { committed: new Map<string, Committed>(), skipped: batches };
    done(committed.keys(), () => {
      for (const [auctionId, c] of committed) {
        for (const p of batches.get(auctionId)!) answer(p, c);
        announce(c);
      }
    });
    for (const [auctionId, batch] of skipped) {
      void alone(auctionId, batch)
        .catch((err: unknown) => () => fail(batch, err))
        .then((answered) => done([auctionId], answered));
    }
  }

  /** Its auctions' next requests may go into a batch; the next batches are sent, then `answered` runs. */
  function done(auctionIds: Iterable<string>, answered: () => void) {
    for (const id of auctionIds) running.delete(id);
    pump();
    setImmediate(answered);
  }

  /**
   * One auction decided on its own, waiting for its lock: an auction a batch skipped or could not decide.
   * NOTE: a unique violation means an Idempotency-Key raced with itself on another auction (or in
   * another process); once more, and the decision sees the stored bid.
   */
  async function alone(auctionId: string, batch: Pending[]): Promise<() => void> {
    const batches: Batches = new Map([[auctionId, batch]]);
    let committed: Committed;
    try {
      committed = (await transact(batches, { skipLocked: false })).committed.get(auctionId)!;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      committed = (await transact(batches, { skipLocked: false })).committed.get(auctionId)!;
    }
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

  /** One batch transaction, timed (the locks' wait included). */
  async function transact(batches: Batches, options: { skipLocked: boolean }) {
    const started = performance.now();
    try {
      return await decideInTransaction(batches, options);
    } finally {
      let requests = 0;
      for (const batch of batches.values()) requests += batch.length;
      metrics?.batchDecided(requests, performance.now() - started, batches.size);
    }
  }

  /**
   * One batch transaction: lock and read every auction, decide each, write them all and commit.
   * Resolves with each decided auction's outcome and the auctions whose lock was skipped.
   */
  async function decideInTransaction(
    batches: Batches,
    { skipLocked }: { skipLocked: boolean },
  ): Promise<{ committed: Map<string, Committed>; skipped: Batches }> {
    const inputs: BatchInput[] = [...batches].map(([auctionId, batch]) => ({
      auctionId,
      userIds: [...new Set(batch.map((p) => p.userId))],
      keys: batch.flatMap((p) => (p.kind !== 'proxy' && p.idempotencyKey !== null ? [{ user_id: p.userId, key: p.idempotencyKey }] : [])),
    }));
    const opened = await transactions.open({
      lock: auctions.lockStatement([...batches.keys()], { skipLocked }),
      read: bidStateSql(inputs),
    });
    try {
      const locked = new Map(opened.locked.map((row) => [String(row.id), auctions.parseLocked(row)!]));
      const lookups = new Map(opened.lookups.map((row) => [String(row.auction_id), parseLookups(row)]));
      // One clock for the whole batch: every reading of it came after all its locks were granted.
      const now = lookups.values().next().value?.now ?? new Date();
      const at = now.toISOString();
      const committed = new Map<string, Committed>();
      const skipped: Batches = new Map();
      const bids: NewBid[] = [];
      const log: ReturnType<typeof chainEntries> = [];
      const drafts: Parameters<typeof notifications.statementFor>[0] = [];
      const extensions: Parameters<typeof notifications.watchersStatementFor>[0] = [];
      const proxies: (ProxyRecord & { auctionId: string })[] = [];
      const figures: Parameters<typeof auctions.recordBidsStatement>[0] = [];
      /** How many of the drafts belong to each auction, in order. */
      const drafted: [string, number][] = [];
      for (const [auctionId, batch] of batches) {
        const auction = locked.get(auctionId) ?? null;
        const found = lookups.get(auctionId);
        if (!auction && skipLocked) {
          skipped.set(auctionId, batch);
          continue;
        }
        const state: BatchState | null = auction && found ? { auction, ...found } : null;
        const decision = decideBatch(state, batch, now);
        const decided = decision.accepted.map(({ request, userId, amount, automatic }) => ({
          id: randomUUID(),
          auctionId,
          userId,
          amount,
          key: request && request.kind !== 'proxy' ? request.idempotencyKey : null,
          automatic,
        }));
        // Decision 038: the alias the bidder already has in this auction's log, else theirs for this auction.
        const aliasOf = (userId: string) => found?.bidders.get(userId)?.alias ?? aliases.of(auctionId, userId);
        committed.set(auctionId, { decision, bids: decided, aliasOf, at, notifications: [], extended: false });
        if ((!decision.figures && decision.proxies.length === 0) || !auction || !found) continue;
        bids.push(...decided);
        log.push(
          ...chainEntries(
            auctionId,
            found.logHead,
            decided.map((b) => ({
              kind: 'bid',
              bidId: b.id,
              ref: null,
              alias: aliasOf(b.userId),
              amount: b.amount,
              automatic: b.automatic,
              at: now,
            })),
          ),
        );
        const told = [
          ...decision.outbid.map((o) => ({ userId: o.userId, auctionId, ...NOTIFICATION_TEXTS.outbid(auction.title, o.amount) })),
          ...decision.exhausted.map((e) => ({
            userId: e.userId,
            auctionId,
            ...NOTIFICATION_TEXTS.maximumReached(auction.title, e.maxAmount),
          })),
        ];
        drafts.push(...told);
        drafted.push([auctionId, told.length]);
        if (decision.figures && decision.figures.endTime > auction.endTime) {
          const leader = decision.accepted.at(-1)?.userId ?? null;
          extensions.push({ auctionId, except: leader, note: NOTIFICATION_TEXTS.auctionExtended(auction.title, decision.figures.endTime) });
          committed.get(auctionId)!.extended = true;
        }
        proxies.push(...decision.proxies.map((p) => ({ ...p, auctionId })));
        figures.push({
          auctionId,
          at: now,
          ...(decision.figures ?? { currentBid: auction.currentBid, bids: 0, newBidders: 0, endTime: auction.endTime }),
        });
      }
      if (figures.length === 0) {
        await opened.commit(null);
        return { committed, skipped };
      }
      const told = notifications.statementFor(drafts, now);
      let next = 0;
      for (const [auctionId, count] of drafted) {
        committed.get(auctionId)!.notifications = told.created.slice(next, (next += count));
      }
      // NOTE: the write is prepared once per connection (bid-batch-transactions.ts), so its shape never
      // varies: every statement is there, with nothing to write when its list is empty.
      const also = [
        ...told.statements,
        ...notifications.watchersStatementFor(extensions, now),
        proxyWriteSql(proxies),
        appendStatement(log),
      ];
      const written = await opened.commit(batchWriteSql(now, bids, also, auctions.recordBidsStatement(figures)));
      for (const row of written) {
        const stored = auctions.parseRecorded(row);
        const last = committed.get(stored.auctionId)?.decision.accepted.at(-1);
        if (last && (stored.bidCount !== last.state.bidCount || stored.biddersCount !== last.state.biddersCount)) {
          // The stored counters had drifted from the bids (e.g. edited by hand); trust the database's.
          last.state.bidCount = stored.bidCount;
          last.state.biddersCount = stored.biddersCount;
        }
      }
      return { committed, skipped };
    } catch (err) {
      await opened.rollback();
      throw err;
    }
  }

  function answer(p: Pending, { decision, bids, aliasOf, at }: Committed) {
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
      bidderAlias: aliasOf(p.userId),
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

  function announce({ decision, bids, aliasOf, at, notifications: created, extended }: Committed) {
    decision.accepted.forEach(({ userId, amount, automatic, state }, i) => {
      const data = {
        ...state,
        bid: { id: bids[i]!.id, auctionId: state.auctionId, amount, createdAt: at, bidderAlias: aliasOf(userId), automatic },
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
    // The watchers' rows of a late bid are read back after the commit (the batch did not read the watchers).
    if (extended && auctionId) {
      notifications.announceToWatchers([auctionId], 'auctionExtended', new Date(at)).catch((err: unknown) => {
        console.error('announcing an extension to the watchers failed', err);
      });
    }
  }

  function enqueue(p: Pending) {
    let queue = waiting.get(p.auctionId);
    if (!queue) waiting.set(p.auctionId, (queue = []));
    queue.push(p);
    schedulePump();
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
