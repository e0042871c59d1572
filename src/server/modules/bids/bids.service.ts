import {
  BID_HISTORY_LIMIT,
  BID_MESSAGES,
  ELIGIBILITY_MESSAGES,
  type Eligibility,
  type EligibilityCheckKey,
  IdempotencyKeySchema,
  type Bid,
  type BidList,
  type BidSummary,
  type MyBidList,
  type PlaceBid,
  type PlacedBid,
} from '../../../shared/schemas/bid';
import { bidderStanding, canDepositEmd, canSeeBidderName } from '../../../shared/domain/access';
import type { AuctionStatus } from '../../../shared/domain/constants';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/security/actor';
import { type AppError, NotFoundError, ValidationError } from '../../lib/http/errors';
import type { BidMetrics } from '../../lib/observability/metrics';
import { isUuid } from '../../lib/security/ids';
import type { Publisher } from '../../realtime/bus';
import type { AccountsService } from '../accounts/accounts.service';
import type { AuctionFiguresService } from '../auctions/auction-figures.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { createBidEngine } from './bid-engine';
import { BidRateLimitedError, standingError } from './bid-errors';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { EmdWalletService } from '../emd/emd-wallet.service';
import { EMD_MESSAGES } from '../../../shared/schemas/emd';
import { createBidRateLimiter, createDatabaseBidRateLimiter, DEFAULT_BID_RATE_LIMIT, type BidRateLimit } from './bid-rate-limiter';
import type { BidLogService } from './bid-log.service';
import { bidLogRepository } from './bid-log.repository';
import type { BidderAliases } from './bidder-aliases';
import { bidsRepository, proxyBidsRepository } from './bids.repository';
import {
  PROXY_MESSAGES,
  type MyProxyBid,
  type MyProxyBidList,
  type ProxyBidSet,
  type SetProxyBid,
} from '../../../shared/schemas/proxy-bid';
import { ConflictError } from '../../lib/http/errors';
import { said, type Said } from '../../../shared/messages/define';
import { AUCTION_MESSAGES } from '../../../shared/messages/auction';

/** An auction put right after bidders' accounts were deleted. */
export type RecomputedAuction = {
  auctionId: string;
  status: AuctionStatus;
  currentBid: number;
  bidCount: number;
  biddersCount: number;
};

const DEADLOCK = '40P01';
const REMOVE_ATTEMPTS = 5;
const isDeadlock = (err: unknown) =>
  (err as { code?: string }).code === DEADLOCK || (err as { cause?: { code?: string } }).cause?.code === DEADLOCK;

export type BidsServiceDeps = {
  db: Db;
  publisher: Publisher;
  auctions: AuctionFiguresService;
  catalogue: Pick<CatalogueService, 'get' | 'visibleOwnership' | 'isVisible'>;
  wallet: Pick<EmdWalletService, 'standingFor'>;
  notifications: Pick<NotificationsService, 'statementFor' | 'watchersStatementFor' | 'announceToWatchers'>;
  accounts: Pick<AccountsService, 'lockAccounts'>;
  bidLog: Pick<BidLogService, 'seal' | 'recordChange'>;
  /** Each bidder's public alias per auction (decision 038). */
  aliases: BidderAliases;
  rateLimit?: BidRateLimit;
  /** Keep the buckets in the database, shared by every process on it (PostgreSQL), instead of in memory. */
  sharedRateLimit?: boolean;
  clock?: () => Date;
  metrics?: BidMetrics;
};

export function createBidsService({
  db,
  publisher,
  auctions,
  catalogue,
  wallet,
  notifications,
  accounts,
  bidLog,
  aliases,
  rateLimit = DEFAULT_BID_RATE_LIMIT,
  sharedRateLimit = false,
  clock = () => new Date(),
  metrics,
}: BidsServiceDeps) {
  const engine = createBidEngine({ db, publisher, auctions, notifications, aliases, metrics });
  // NOTE: on PostgreSQL several server processes may share the database, so they share the buckets too.
  const limiter = sharedRateLimit ? createDatabaseBidRateLimiter(db, rateLimit) : createBidRateLimiter(rateLimit);

  function notFound(): never {
    throw new NotFoundError(AUCTION_MESSAGES.notFound);
  }

  /** The bidder's own checks before the engine: signed in, not bidding too fast, allowed to bid. */
  async function admitBidder(actor: Actor | null) {
    const standing = bidderStanding(actor);
    if (standing === 'signed_out') refuse(standingError(standing));
    if (!(await limiter.take(actor!.userId))) refuse(new BidRateLimitedError());
    if (standing !== 'eligible') refuse(standingError(standing));
  }

  /** A bid refused before the engine sees it, counted like the engine's refusals. */
  function refuse(err: AppError): never {
    metrics?.bidRefused(err.code);
    throw err;
  }

  return {
    /** True when the actor may bid at all (buyer, approved, EMD paid), as far as this actor record says. */
    mayBid(actor: Actor): boolean {
      return bidderStanding(actor) === 'eligible';
    },

    /**
     * Spec §4 bid flow and §6: a signed-in, verified buyer with EMD paid bids on a live auction.
     * The auction-side rules (live, before the end, amount) are decided under the row lock.
     */
    async placeBid(actor: Actor | null, auctionId: string, input: PlaceBid, idempotencyKey?: string): Promise<PlacedBid> {
      await admitBidder(actor);
      let key: string | null = null;
      if (idempotencyKey !== undefined) {
        const parsed = IdempotencyKeySchema.safeParse(idempotencyKey);
        if (!parsed.success) refuse(new ValidationError('Idempotency-Key must be 1 to 200 characters'));
        key = parsed.data;
      }
      if (!isUuid(auctionId)) refuse(new NotFoundError(AUCTION_MESSAGES.notFound));
      return engine.submit({
        auctionId: auctionId.toLowerCase(),
        userId: actor!.userId,
        name: actor!.name,
        amount: input.amount,
        idempotencyKey: key,
      });
    },

    /**
     * Decision 020: sets or raises the caller's maximum. Decided in the auction's bid batch, under its
     * row lock, with the same rules as a bid (and the same rate limit); the maximums answer at once.
     */
    async setMaximum(actor: Actor | null, auctionId: string, input: SetProxyBid): Promise<ProxyBidSet> {
      await admitBidder(actor);
      if (!isUuid(auctionId)) refuse(new NotFoundError(AUCTION_MESSAGES.notFound));
      return engine.setMaximum({ auctionId: auctionId.toLowerCase(), userId: actor!.userId, maxAmount: input.maxAmount });
    },

    /** The caller's maximum on an auction; nobody else's is ever shown. */
    async myMaximum(actor: Actor, auctionId: string): Promise<MyProxyBid> {
      if (!(await catalogue.isVisible(actor, auctionId))) notFound();
      const found = await proxyBidsRepository.mine(db, auctionId, actor.userId);
      return { proxy: found ? { auctionId, ...found, setAt: found.setAt.toISOString() } : null };
    },

    /**
     * Cancels the caller's maximum, only while it is not leading (a leading bid cannot be retracted).
     * Under the auction's row lock, so no bid batch decides with it meanwhile.
     */
    async cancelMaximum(actor: Actor, auctionId: string): Promise<void> {
      if (!(await catalogue.isVisible(actor, auctionId))) notFound();
      await db.transaction(async (tx) => {
        await auctions.lock(tx, auctionId);
        const found = await proxyBidsRepository.mine(tx, auctionId, actor.userId);
        if (!found) throw new NotFoundError(PROXY_MESSAGES.notFound);
        if (found.leading) throw new ConflictError(PROXY_MESSAGES.cancelLeading, 'MAX_LEADING');
        await proxyBidsRepository.remove(tx, auctionId, actor.userId);
      });
      publisher.publish(`user:${actor.userId}`, 'proxy.updated', { auctionId, proxy: null });
    },

    /** The buyer dashboard: the caller's maximums on auctions not yet ended. */
    async myMaximums(actor: Actor): Promise<MyProxyBidList> {
      const found = await proxyBidsRepository.listForUser(db, actor.userId);
      return {
        items: found.map((r) => ({
          auctionId: r.auction_id,
          maxAmount: Number(r.max_amount),
          status: r.status,
          leading: r.leading,
          setAt: new Date(r.set_at).toISOString(),
          auction: {
            title: r.title,
            location: r.location,
            status: r.auction_status,
            currentBid: Number(r.current_bid),
            endTime: new Date(r.end_time).toISOString(),
          },
        })),
      };
    },

    /**
     * `GET /api/auctions/:id/eligibility`: the checklist a buyer works through before a bid on this
     * auction is accepted (signed in, a buyer, KYC approved, its EMD held before the cut-off, the
     * auction live), each with the one action that fixes it. The bid transaction decides the same rules.
     */
    async eligibility(actor: Actor | null, auctionId: string): Promise<Eligibility> {
      if (!(await catalogue.visibleOwnership(actor, auctionId))) notFound();
      const auction = await catalogue.get(auctionId);
      const now = clock();
      const standing = bidderStanding(actor);
      const buyer = standing !== 'signed_out' && standing !== 'not_buyer';
      const emd = buyer ? await wallet.standingFor(actor!.userId, auction.id) : null;
      const cutoff = new Date(auction.emdCutoff);
      const checks: Eligibility['checks'] = [];
      /** A check's message: a fixed text, or one with figures with its key and parameters. */
      const check = (
        key: EligibilityCheckKey,
        ok: boolean,
        text: string | { message: string; said: Said },
        action: Eligibility['checks'][number]['action'] = null,
        deadline: Date | null = null,
      ) =>
        checks.push({
          key,
          ok,
          ...(typeof text === 'string' ? { message: text } : text),
          action: ok ? null : action,
          deadline: deadline?.toISOString() ?? null,
        });
      const amounts = emd ? { amount: auction.emdAmount, available: emd.available, more: auction.emdAmount - emd.available } : null;

      check('signed_in', !!actor, actor ? ELIGIBILITY_MESSAGES.signedIn : BID_MESSAGES.signInRequired, 'sign_in');
      check('buyer', buyer, !actor ? ELIGIBILITY_MESSAGES.signInFirst : buyer ? ELIGIBILITY_MESSAGES.buyer : BID_MESSAGES.buyersOnly);
      check(
        'kyc',
        standing === 'eligible',
        standing === 'eligible'
          ? ELIGIBILITY_MESSAGES.kycApproved
          : buyer
            ? standingError(standing as Exclude<typeof standing, 'eligible'>).message
            : ELIGIBILITY_MESSAGES.signInFirst,
      );
      const emdAmount = { amount: auction.emdAmount };
      // Past the cut-off joining is refused, so neither a join nor a deposit is offered for this auction.
      const joinable = now < cutoff;
      if (!emd || !amounts)
        check('emd', false, { message: ELIGIBILITY_MESSAGES.emdNeeded(auction.emdAmount), said: said('eligibility.emdNeeded', emdAmount) });
      else if (emd.held)
        check('emd', true, { message: ELIGIBILITY_MESSAGES.emdHeld(auction.emdAmount), said: said('eligibility.emdHeld', emdAmount) });
      else if (emd.available >= auction.emdAmount)
        check(
          'emd',
          false,
          { message: ELIGIBILITY_MESSAGES.emdJoin(auction.emdAmount, emd.available), said: said('eligibility.emdJoin', amounts) },
          joinable ? 'join' : null,
        );
      else
        check(
          'emd',
          false,
          { message: ELIGIBILITY_MESSAGES.emdShort(auction.emdAmount, emd.available), said: said('eligibility.emdShort', amounts) },
          canDepositEmd(actor) && joinable ? 'deposit' : null,
        );
      if (emd?.held) check('emd_cutoff', true, ELIGIBILITY_MESSAGES.joined);
      else if (now < cutoff)
        check(
          'emd_cutoff',
          true,
          { message: ELIGIBILITY_MESSAGES.joinBy(cutoff), said: said('eligibility.joinBy', { date: cutoff.toISOString() }) },
          null,
          cutoff,
        );
      else check('emd_cutoff', false, EMD_MESSAGES.cutoffPassed, null, cutoff);
      const end = new Date(auction.endTime);
      if (auction.status === 'live' && now < end) check('live', true, ELIGIBILITY_MESSAGES.open, null, end);
      else if (auction.status === 'upcoming')
        check(
          'live',
          false,
          {
            message: ELIGIBILITY_MESSAGES.opensAt(new Date(auction.startTime)),
            said: said('eligibility.opensAt', { date: auction.startTime }),
          },
          null,
          new Date(auction.startTime),
        );
      else check('live', false, auction.status === 'ended' || now >= end ? BID_MESSAGES.ended : BID_MESSAGES.notLive);

      return {
        eligible: checks.every((c) => c.ok),
        checks,
        emd: { amount: auction.emdAmount, available: emd?.available ?? null, held: emd?.held ?? false },
      };
    },

    /** Newest bids, flagged ones left out. Names only for admins and for the caller's own bids (spec §6: buyers see only their own). */
    async listForAuction(actor: Actor | null, auctionId: string, limit: number): Promise<BidList> {
      // A draft's bids are as hidden as the draft: 404 to all but admins and its vendor.
      if (!(await catalogue.isVisible(actor, auctionId))) notFound();
      const [rows, myHighest] = await Promise.all([
        bidsRepository.recentCounted(db, auctionId, limit),
        actor ? bidsRepository.highestCountedOf(db, auctionId, actor.userId) : null,
      ]);
      return {
        mine: myHighest === null ? null : { highestBid: myHighest },
        items: rows.map((r): Bid => {
          const isMine = actor?.userId === r.userId;
          return {
            id: r.id,
            auctionId: r.auctionId,
            amount: r.amount,
            status: r.status,
            createdAt: r.createdAt.toISOString(),
            automatic: r.automatic,
            // NOTE: a bid shows the alias it was logged under (decision 038); one not logged yet, the bidder's for this auction.
            bidderAlias: r.alias ?? aliases.of(r.auctionId, r.userId),
            bidderName: canSeeBidderName(actor, r.userId) ? r.fullName || r.userName || null : null,
            isMine,
          };
        }),
      };
    },

    /** Spec §3 bids_public: counts and amounts only, no bidders. */
    async summary(actor: Actor | null, auctionId: string): Promise<BidSummary> {
      const figures = (await catalogue.isVisible(actor, auctionId)) ? await bidsRepository.auctionFigures(db, auctionId) : null;
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
          },
          winning: r.auctionStatus === 'live' && r.status === 'active' && r.currentBid === r.amount,
          won: r.auctionStatus === 'ended' && r.winnerId === actor.userId,
        })),
      };
    },

    /** The highest active bid with its holder's alias; under the auction's row lock it sees every committed bid. */
    async leaderOf(tx: Executor, auctionId: string) {
      const top = await bidsRepository.topActive(tx, auctionId);
      return top ? { ...top, alias: top.alias ?? aliases.of(auctionId, top.userId) } : null;
    },

    /**
     * A bidder's public alias in an auction (decision 038): the one their bids there were logged under,
     * else theirs for this auction.
     */
    async aliasInAuction(db: Executor, auctionId: string, userId: string): Promise<string> {
      return (await bidLogRepository.loggedAlias(db, auctionId, userId)) ?? aliases.of(auctionId, userId);
    },

    /**
     * At the close (the lifecycle's transaction): every active bid becomes completed (spec §4; flagged
     * ones stay flagged). Returns who held them, the winner included, each once.
     */
    async completeActive(tx: Executor, auctionId: string): Promise<string[]> {
      const holders = await bidsRepository.completeActive(tx, auctionId);
      // Decision 020: the close signs the head of the auction's public bid log.
      await bidLog.seal(tx, auctionId);
      return holders;
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
            await auctions.lockMany(tx, await bidsRepository.auctionsBidOnBy(tx, userIds));
            await accounts.lockAccounts(tx, userIds);
            const affected = await bidsRepository.auctionsBidOnBy(tx, userIds);
            await auctions.lockMany(tx, affected);
            // The public bid log keeps the removed bids and says they were removed (decision 020).
            for (const { auctionId, status, bidIds } of await bidsRepository.bidsOfUsers(tx, userIds)) {
              await bidLog.recordChange(tx, auctionId, 'removed', bidIds, status);
            }
            await remove(tx);
            const out: RecomputedAuction[] = [];
            for (const auctionId of affected) {
              // NOTE: the winner stays out: this state goes to the public topics (decision 038).
              const { status, currentBid, bidCount, biddersCount } = await auctions.recompute(tx, auctionId);
              out.push({ auctionId, status, currentBid, bidCount, biddersCount });
            }
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
