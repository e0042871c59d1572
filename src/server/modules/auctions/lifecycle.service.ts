import { earliestStart, keepsNoticePeriod, meetsReserve } from '../../../shared/domain/sale';
import type { Auction } from '../../../shared/schemas/auction';
import { AUCTION_FORM_MESSAGES } from '../../../shared/schemas/auction-form';
import { LIFECYCLE_MESSAGES } from '../../../shared/schemas/bid';
import { NOTIFICATION_TEXTS } from '../../../shared/schemas/notification';
import type { RealtimeEvents } from '../../../shared/realtime';
import type { Db, Executor } from '../../db/client';
import { requireAdmin } from '../../lib/security/access';
import type { Actor } from '../../lib/security/actor';
import { ConflictError, NotFoundError } from '../../lib/http/errors';
import { isUuid } from '../../lib/security/ids';
import type { Publisher } from '../../realtime/bus';
import type { AuditService } from '../audit/audit.service';
import type { BidsService } from '../bids/bids.service';
import type { CreatedNotification, NotificationsService } from '../notifications/notifications.service';
import type { RemindersService } from '../reminders/reminders.service';
import type { SalesService } from '../sales/sales.service';
import type { WatchlistService } from '../watchlist/watchlist.service';
import { auctionsRepository, type LockedAuction } from './auctions.repository';
import { said } from '../../../shared/messages/define';
import { inBoundedBatches, type JobLimits } from '../../lib/bounded-batches';
import { AUCTION_MESSAGES } from '../../../shared/messages/auction';

export type LifecycleDeps = {
  db: Db;
  publisher: Publisher;
  notifications: NotificationsService;
  audit: AuditService;
  bids: Pick<BidsService, 'leaderOf' | 'completeActive'>;
  sales: Pick<SalesService, 'openAtClose' | 'announceWallet'>;
  reminders: Pick<RemindersService, 'takeForStart' | 'holdersOf'>;
  watchlist: Pick<WatchlistService, 'watchersOf'>;
  /** The public auction, for the admin actions' responses. */
  getAuction: (id: string) => Promise<Auction>;
};

type Started = { kind: 'started'; event: RealtimeEvents['auction.started']; notes: CreatedNotification[] };
type Ended = {
  kind: 'ended';
  event: RealtimeEvents['auction.ended'];
  /** The buyer, for the audit log only: the event goes to public topics (decision 038). */
  winnerId: string | null;
  notes: CreatedNotification[];
  wallet: Parameters<SalesService['announceWallet']>[0];
};

/** "Ending in 1 hour" (decision 026): told once, within the last hour. */
const ENDING_SOON_MS = 60 * 60 * 1000;

/** Whole minutes left, at least one (a notice is never "Ending in 0 minutes"). */
export const minutesLeftOf = (msLeft: number) => Math.max(1, Math.round(msLeft / 60_000));

/** A start or an end: five auctions per transaction (decision 040). */
export const JOB_LIMITS: JobLimits = { batch: 5, maxBatches: 100, budgetMs: 20 };
export type { JobLimits };
/** Notices are lighter than a start or an end: more auctions per transaction. */
export const NOTICE_BATCH = 50;

/**
 * Moves auctions through upcoming → live → ended (spec §4), by the clock (scheduler) or by an admin.
 * Both paths take the row lock and change the status only if it is still the expected one, so two
 * server processes, or a process and an admin, never start or end an auction twice.
 */
export function createLifecycleService({
  db,
  publisher,
  notifications,
  audit,
  bids,
  sales,
  reminders,
  watchlist,
  getAuction,
}: LifecycleDeps) {
  async function startLocked(tx: Executor, auctionId: string, now = false): Promise<Started | null> {
    const live = await auctionsRepository.markLive(tx, auctionId, { startNow: now });
    if (!live) return null;
    // Those who set a reminder (each reminded once) and those watching it hear that it is live.
    const audience = new Set([...(await reminders.takeForStart(tx, auctionId)), ...(await watchlist.watchersOf(tx, auctionId))]);
    const notes = await notifications.create(
      tx,
      [...audience].map((userId) => ({ userId, auctionId, ...NOTIFICATION_TEXTS.live(live.title) })),
    );
    return {
      kind: 'started',
      notes,
      event: {
        auctionId,
        status: 'live',
        title: live.title,
        startTime: live.startTime.toISOString(),
        endTime: live.endTime.toISOString(),
        currentBid: live.currentBid,
        bidCount: live.bidCount,
        biddersCount: live.biddersCount,
      },
    };
  }

  async function endLocked(tx: Executor, auction: LockedAuction): Promise<Ended | null> {
    const auctionId = auction.id;
    // Read after the lock: every bid committed before it is counted.
    const top = await bids.leaderOf(tx, auctionId);
    // NOTE: below the reserve there is no winner (decision 014); the seller may still accept the bid.
    const winnerId = top && meetsReserve(top.amount, auction.reservePrice) ? top.userId : null;
    const ended = await auctionsRepository.markEnded(tx, auctionId, winnerId);
    if (!ended) return null;
    // Same transaction as the status and winner: nobody sees an ended auction with active bids or an open sale.
    const bidders = await bids.completeActive(tx, auctionId);
    const sale = await sales.openAtClose(tx, ended, top, bidders);
    const notes = await notifications.create(tx, sale.notes);
    return {
      kind: 'ended',
      notes,
      wallet: sale.wallet,
      winnerId: sale.winnerId,
      event: {
        auctionId,
        status: 'ended',
        title: ended.title,
        endTime: ended.endTime.toISOString(),
        currentBid: ended.currentBid,
        bidCount: ended.bidCount,
        biddersCount: ended.biddersCount,
        hasWinner: sale.winnerId !== null,
        winnerAlias: sale.winnerId ? (top?.alias ?? null) : null,
        finalBid: top?.amount ?? null,
        saleStage: sale.stage,
      },
    };
  }

  /** After commit only. */
  function announce(change: Started | Ended) {
    const { event } = change;
    const name = change.kind === 'started' ? 'auction.started' : 'auction.ended';
    for (const topic of [`auction:${event.auctionId}`, 'auctions', 'admin'] as const) {
      publisher.publish(topic, name, event as never);
    }
    notifications.announce(change.notes);
    if (change.kind === 'ended') sales.announceWallet(change.wallet);
  }

  async function runDue(kind: 'start' | 'end', limits: JobLimits): Promise<number> {
    let done = 0;
    await inBoundedBatches(limits, async (size) => {
      const { changes, taken } = await db.transaction(async (tx) => {
        const due = await auctionsRepository.lockDue(tx, kind, size);
        const list: (Started | Ended)[] = [];
        for (const a of due) {
          const change = kind === 'start' ? await startLocked(tx, a.id) : await endLocked(tx, a);
          if (change) list.push(change);
        }
        return { changes: list, taken: due.length };
      });
      for (const c of changes) announce(c);
      done += changes.length;
      return taken;
    });
    return done;
  }

  async function byAdmin(actor: Actor | null, auctionId: string, kind: 'start' | 'end'): Promise<Auction> {
    const admin = requireAdmin(actor);
    if (!isUuid(auctionId)) throw new NotFoundError(AUCTION_MESSAGES.notFound);
    const change = await db.transaction(async (tx) => {
      const before = await auctionsRepository.lock(tx, auctionId);
      if (!before) throw new NotFoundError(AUCTION_MESSAGES.notFound);
      const expected = kind === 'start' ? 'upcoming' : 'live';
      if (before.status !== expected) {
        throw kind === 'start'
          ? new ConflictError(LIFECYCLE_MESSAGES.notUpcoming, 'AUCTION_NOT_UPCOMING')
          : new ConflictError(LIFECYCLE_MESSAGES.notLive, 'AUCTION_NOT_LIVE');
      }
      // NOTE: a manual start may not cut the sale notice's period short (decision 014); it moves the start
      // to now, as a manual end moves the end, so the timeline says when bidding really ran.
      if (kind === 'start' && before.saleNoticeDate && !keepsNoticePeriod(before, new Date())) {
        const earliest = earliestStart(before.saleNoticeDate, before.isResale);
        throw new ConflictError(
          AUCTION_FORM_MESSAGES.noticePeriod(earliest),
          'NOTICE_PERIOD',
          said('auctionForm.noticePeriod', { date: earliest.toISOString() }),
        );
      }
      const result = kind === 'start' ? await startLocked(tx, auctionId, true) : await endLocked(tx, before);
      await audit.record(tx, admin, {
        action: kind === 'start' ? 'auction.start' : 'auction.end',
        objectType: 'auction',
        objectId: auctionId,
        before: { title: before.title, status: before.status },
        after: {
          title: before.title,
          status: kind === 'start' ? 'live' : 'ended',
          ...(result?.kind === 'ended' ? { winnerId: result.winnerId, finalBid: result.event.finalBid } : {}),
        },
      });
      return result;
    });
    if (change) announce(change);
    return getAuction(auctionId);
  }

  /**
   * Tells the watchers and reminder holders of live auctions that end within the hour (once each),
   * with the time each has left as the notice is written; returns how many auctions.
   */
  async function notifyEndingSoon(limits: JobLimits = { ...JOB_LIMITS, batch: NOTICE_BATCH }): Promise<number> {
    let count = 0;
    await inBoundedBatches(limits, async (size) => {
      const told = await db.transaction(async (tx) => {
        const soon = await auctionsRepository.takeEndingSoon(tx, ENDING_SOON_MS, size);
        const drafts = [];
        for (const a of soon) {
          const audience = new Set([...(await watchlist.watchersOf(tx, a.id)), ...(await reminders.holdersOf(tx, a.id))]);
          const minutesLeft = minutesLeftOf(a.msLeft);
          for (const userId of audience) {
            drafts.push({ userId, auctionId: a.id, ...NOTIFICATION_TEXTS.endingSoon(a.title, a.endTime, minutesLeft) });
          }
        }
        return { taken: soon.length, notes: drafts.length ? await notifications.create(tx, drafts) : [] };
      });
      notifications.announce(told.notes);
      count += told.taken;
      return told.taken;
    });
    return count;
  }

  return {
    notifyEndingSoon,
    /** Starts the upcoming auctions whose start time has come, as many as one tick may; returns how many. */
    startDue: (limits: JobLimits = JOB_LIMITS) => runDue('start', limits),
    /** Ends the live auctions whose end time has passed, as many as one tick may; returns how many. */
    endDue: (limits: JobLimits = JOB_LIMITS) => runDue('end', limits),
    /** `POST /api/auctions/:id/start`: admin, upcoming only. */
    start: (actor: Actor | null, auctionId: string) => byAdmin(actor, auctionId, 'start'),
    /** `POST /api/auctions/:id/end`: admin, live only. */
    end: (actor: Actor | null, auctionId: string) => byAdmin(actor, auctionId, 'end'),
  };
}
export type LifecycleService = ReturnType<typeof createLifecycleService>;
