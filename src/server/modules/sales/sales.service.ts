import { isAdmin } from '../../../shared/domain/access';
import type { SaleStage } from '../../../shared/domain/constants';
import {
  balanceAmount,
  balanceDue,
  DEADLINE_REMINDER_HOURS,
  depositAmount,
  depositDue,
  latestBalanceDue,
  meetsReserve,
  RESERVE_DECISION_HOURS,
} from '../../../shared/domain/sale';
import type { ManagedAuction } from '../../../shared/schemas/auction-form';
import { NOTIFICATION_TEXTS } from '../../../shared/schemas/notification';
import {
  SALE_MESSAGES,
  type CertificateVerification,
  type Sale,
  type SaleAddress,
  type SaleExtension,
  type SaleList,
  type SalePaymentReport,
} from '../../../shared/schemas/sale';
import { addressOnce, maskName, parseCertificateNumber } from '../../../shared/domain/certificate';
import type { Db, Executor } from '../../db/client';
import { requireAuctionManager, requireSignedIn } from '../../lib/security/access';
import type { Actor } from '../../lib/security/actor';
import { AppError, ConflictError, ForbiddenError, HTTP, NotFoundError, ValidationError } from '../../lib/http/errors';
import { isUuid } from '../../lib/security/ids';
import type { Publisher } from '../../realtime/bus';
import type { AuctionsService } from '../auctions/auctions.service';
import type { AuctionFiguresService } from '../auctions/auction-figures.service';
import type { LockedAuction } from '../auctions/auctions.repository';
import type { AuditService } from '../audit/audit.service';
import { createBidRateLimiter, type BidRateLimit } from '../bids/bid-rate-limiter';
import type { BidsService } from '../bids/bids.service';
import type { EmdWalletService } from '../emd/emd-wallet.service';
import type { CreatedNotification, NotificationDraft, NotificationsService } from '../notifications/notifications.service';
import { certificateNumberOf, renderSaleCertificate } from './sale-certificate';
import { ADDRESS_STAGES, saleRoleOf, type SaleRole } from './sale-machine';
import { toSale } from './sales.dto';
import { salesRepository, type LoadedSale, type SaleRow } from './sales.repository';
import { said } from '../../../shared/messages/define';
import { inBoundedBatches } from '../../lib/bounded-batches';

const HOUR = 3_600_000;
/** Sales moved per transaction by the deadline job, and at most this many transactions per tick. */
const DUE_BATCH = 10;
const MAX_BATCHES_PER_TICK = 50;

type Loaded = LoadedSale;
type WalletChange = Awaited<ReturnType<EmdWalletService['releaseHolds']>>[number];

/** What a committed transition tells the parties. */
type Effects = {
  notes: NotificationDraft[];
  /** The notes once written (in the transaction), to push to their owners after the commit. */
  written: CreatedNotification[];
  wallet: WalletChange[];
  changed: { auctionId: string; stage: SaleStage; parties: string[] }[];
};
const none = (): Effects => ({ notes: [], written: [], wallet: [], changed: [] });

export type SalesDeps = {
  db: Db;
  publisher: Publisher;
  audit: AuditService;
  notifications: Pick<NotificationsService, 'create' | 'announce'>;
  wallet: Pick<EmdWalletService, 'releaseHolds' | 'settleHold' | 'announce'>;
  auctions: Pick<AuctionFiguresService, 'setWinner'>;
  editing: Pick<AuctionsService, 'createResaleDraft' | 'announceCreated' | 'managedView'>;
  /** The buyer's alias in the auction, as its bids show it (decision 038). */
  bids: Pick<BidsService, 'aliasInAuction'>;
  /** Working days skip Sundays and these IST dates (YYYY-MM-DD). */
  holidays: ReadonlySet<string>;
  /** The site's address, which the certificate's QR code and verification line point to. */
  publicUrl?: string;
  /** Certificate look-ups per client address (decision 041). */
  certificateLookups?: BidRateLimit;
  clock?: () => Date;
};

/** Certificate look-ups per client address: ten at once, then one every six seconds. */
export const CERTIFICATE_LOOKUP_LIMIT: BidRateLimit = { perSecond: 1 / 6, burst: 10 };

export class UtrTakenError extends ConflictError {
  constructor() {
    super(SALE_MESSAGES.utrTaken, 'UTR_TAKEN');
  }
}

/**
 * The sale after the close (SARFAESI rule 9; ARCHITECTURE §7b; decision 014), a state machine per
 * auction: reserve not met → accepted by the seller, or lapsed (not sold); awaiting confirmation →
 * confirmed or rejected; 25% deposit due → balance due → completed with a certificate; a missed
 * deadline forfeits the deposit and the auction can be sold again. Every transition writes the audit
 * log and tells the parties; the deadlines are enforced by the scheduler (`runDeadlines`).
 */
export function createSalesService({
  db,
  publisher,
  audit,
  notifications,
  wallet,
  auctions,
  editing,
  bids,
  holidays,
  publicUrl = '',
  certificateLookups = CERTIFICATE_LOOKUP_LIMIT,
  clock = () => new Date(),
}: SalesDeps) {
  // NOTE: in memory, per process, shared by the API and the page: a guard against guessing numbers.
  const lookups = createBidRateLimiter(certificateLookups);
  /** The parties a sale's events go to: its buyer and its seller. */
  const partiesOf = (row: { sale: SaleRow; sellerId: string }) => [row.sale.buyerId, row.sellerId].filter((p): p is string => !!p);

  /** Writes the transition's notifications in its transaction. */
  async function write(tx: Executor, effects: Effects, at: Date) {
    if (effects.notes.length) effects.written = await notifications.create(tx, effects.notes, at);
  }

  /** Tells the parties once the transition has committed. */
  async function announce(effects: Effects) {
    notifications.announce(effects.written);
    wallet.announce(effects.wallet);
    for (const c of effects.changed) {
      const data = { auctionId: c.auctionId, stage: c.stage };
      publisher.publish(`auction:${c.auctionId}`, 'sale.changed', data);
      publisher.publish('admin', 'sale.changed', data);
      for (const userId of c.parties) publisher.publish(`user:${userId}`, 'sale.changed', data);
    }
  }

  /** The terms once a sale goes ahead: confirmed now, the 25% by the next working day (unless the EMD covers it), the balance in 15 days. */
  function confirmation(sale: SaleRow, now: Date, by: string | null) {
    const deposit = depositAmount(sale.price!, sale.emdAmount);
    return {
      stage: (deposit > 0 ? 'deposit_due' : 'balance_due') as SaleStage,
      confirmedAt: now,
      confirmedBy: by,
      depositDueAt: deposit > 0 ? depositDue(now, holidays) : null,
      balanceDueAt: balanceDue(now, holidays),
      remindedAt: null,
      decisionDueAt: null,
    };
  }

  /**
   * One transition asked for by a party: loads and locks the sale, checks who may do it, runs it, and
   * once committed writes nothing more but tells everyone.
   */
  async function act(
    actorOrNull: Actor | null,
    auctionId: string,
    may: SaleRole[],
    run: (tx: Executor, row: Loaded, actor: Actor, effects: Effects) => Promise<void>,
  ): Promise<Sale> {
    const actor = requireSignedIn(actorOrNull);
    if (!isUuid(auctionId)) throw new NotFoundError(SALE_MESSAGES.notFound);
    const effects = await db.transaction(async (tx) => {
      const row = await salesRepository.find(tx, auctionId, { lock: true });
      if (!row) throw new NotFoundError(SALE_MESSAGES.notFound);
      const role = saleRoleOf(actor, row);
      if (!role) throw new ForbiddenError(SALE_MESSAGES.forbidden);
      if (!may.includes(role)) throw new ForbiddenError();
      if (role === 'seller') requireAuctionManager(actor, { createdBy: row.sellerId });
      const out = none();
      await run(tx, row, actor, out);
      await write(tx, out, clock());
      return out;
    });
    await announce(effects);
    return view(actor, auctionId);
  }

  const wrongStage = (stage: SaleStage) =>
    new ConflictError(SALE_MESSAGES.wrongStage(stage), 'SALE_STAGE', said('sale.wrongStage', { stage }));

  async function record(
    tx: Executor,
    actor: Actor | null,
    row: Loaded,
    action: Parameters<AuditService['record']>[2]['action'],
    before: SaleStage,
    after: Record<string, unknown>,
  ) {
    await audit.record(tx, actor, {
      action,
      objectType: 'sale',
      objectId: row.sale.auctionId,
      before: { title: row.title, stage: before },
      after: { title: row.title, ...after },
    });
  }

  /** The sale goes ahead (confirmed, or a bid below the reserve accepted): its terms, the buyer told what to pay and by when. */
  async function confirmSale(tx: Executor, row: Loaded, by: Actor, effects: Effects, now: Date, action: 'sale.accept' | 'sale.confirm') {
    const { sale } = row;
    const terms = confirmation(sale, now, by.userId);
    await salesRepository.update(tx, sale.auctionId, terms);
    effects.notes.push({
      userId: sale.buyerId!,
      auctionId: sale.auctionId,
      ...NOTIFICATION_TEXTS.saleConfirmed(
        row.title,
        sale.price!,
        depositAmount(sale.price!, sale.emdAmount),
        terms.depositDueAt,
        terms.balanceDueAt,
      ),
    });
    await record(tx, by, row, action, sale.stage, { stage: terms.stage, price: sale.price });
    effects.changed.push({ auctionId: sale.auctionId, stage: terms.stage, parties: partiesOf(row) });
  }

  async function view(actorOrNull: Actor | null, auctionId: string): Promise<Sale> {
    const actor = requireSignedIn(actorOrNull);
    const row = isUuid(auctionId) ? await salesRepository.find(db, auctionId) : null;
    if (!row) throw new NotFoundError(SALE_MESSAGES.notFound);
    const role = saleRoleOf(actor, row);
    if (!role) throw new ForbiddenError(SALE_MESSAGES.forbidden);
    const { buyerId } = row.sale;
    const [payments, buyerAlias] = await Promise.all([
      salesRepository.paymentsOf(db, auctionId),
      buyerId ? bids.aliasInAuction(db, row.sale.auctionId, buyerId) : null,
    ]);
    return toSale(row, role, payments, actor, buyerAlias, clock());
  }

  /** A deadline passed with nothing waiting to be verified: the seller's decision lapses, or the deposit is forfeited. */
  async function expire(tx: Executor, sale: SaleRow, now: Date, effects: Effects) {
    const row = (await salesRepository.find(tx, sale.auctionId))!;
    const buyer = sale.buyerId;
    if (sale.stage === 'reserve_not_met') {
      const reason = 'The seller did not accept the highest bid in time.';
      await salesRepository.update(tx, sale.auctionId, { stage: 'not_sold', reason, decisionDueAt: null });
      if (buyer) effects.wallet.push(...(await wallet.settleHold(tx, sale.auctionId, buyer, 'released', 'reserve not met; lapsed')));
      if (buyer) effects.notes.push({ userId: buyer, auctionId: sale.auctionId, ...NOTIFICATION_TEXTS.notSoldBuyer(row.title) });
      effects.notes.push({ userId: row.sellerId, auctionId: sale.auctionId, ...NOTIFICATION_TEXTS.notSoldSeller(row.title) });
      await record(tx, null, row, 'sale.lapse', sale.stage, { stage: 'not_sold', reason });
      effects.changed.push({ auctionId: sale.auctionId, stage: 'not_sold', parties: partiesOf(row) });
      return;
    }
    const reason =
      sale.stage === 'deposit_due' ? 'The 25% deposit was not paid by its deadline.' : 'The balance was not paid by its deadline.';
    await salesRepository.update(tx, sale.auctionId, { stage: 'forfeited', reason });
    await auctions.setWinner(tx, sale.auctionId, null);
    if (buyer) {
      effects.wallet.push(
        ...(await wallet.settleHold(
          tx,
          sale.auctionId,
          buyer,
          'forfeited',
          `${sale.stage === 'deposit_due' ? 'deposit' : 'balance'} not paid`,
        )),
      );
      effects.notes.push({ userId: buyer, auctionId: sale.auctionId, ...NOTIFICATION_TEXTS.forfeitedBuyer(row.title) });
    }
    effects.notes.push({ userId: row.sellerId, auctionId: sale.auctionId, ...NOTIFICATION_TEXTS.forfeitedSeller(row.title) });
    await record(tx, null, row, 'sale.forfeit', sale.stage, { stage: 'forfeited', reason, at: now.toISOString() });
    effects.changed.push({ auctionId: sale.auctionId, stage: 'forfeited', parties: partiesOf(row) });
  }

  /** The party who must act before the deadline is told a day ahead. */
  async function remind(tx: Executor, sale: SaleRow, effects: Effects) {
    const row = (await salesRepository.find(tx, sale.auctionId))!;
    await salesRepository.update(tx, sale.auctionId, { remindedAt: clock() });
    if (sale.stage === 'reserve_not_met') {
      effects.notes.push({
        userId: row.sellerId,
        auctionId: sale.auctionId,
        ...NOTIFICATION_TEXTS.decisionDueSoon(row.title, sale.decisionDueAt!),
      });
    } else if (sale.buyerId && sale.price !== null) {
      const deposit = sale.stage === 'deposit_due';
      effects.notes.push({
        userId: sale.buyerId,
        auctionId: sale.auctionId,
        ...NOTIFICATION_TEXTS.paymentDueSoon(
          row.title,
          deposit ? 'deposit' : 'balance',
          deposit ? depositAmount(sale.price, sale.emdAmount) : balanceAmount(sale.price, sale.emdAmount),
          deposit ? sale.depositDueAt! : sale.balanceDueAt!,
        ),
      });
    }
  }

  return {
    view,

    /**
     * At the close, in the lifecycle's transaction under the auction's row lock: opens the sale its
     * result implies, releases the holds of everyone who cannot buy, and says what to tell whom.
     * Below the reserve there is no winner; the highest bidder's EMD stays held while the seller decides.
     */
    async openAtClose(
      tx: Executor,
      ended: Pick<LockedAuction, 'id' | 'title' | 'createdBy' | 'reservePrice' | 'emdAmount' | 'endTime'>,
      top: { userId: string; amount: number } | null,
      bidders: string[],
    ) {
      const effects = none();
      const id = ended.id;
      const sold = !!top && meetsReserve(top.amount, ended.reservePrice);
      const stage: SaleStage = !top ? 'not_sold' : sold ? 'awaiting_confirmation' : 'reserve_not_met';
      const decisionDueAt = stage === 'reserve_not_met' ? new Date(ended.endTime.getTime() + RESERVE_DECISION_HOURS * HOUR) : null;
      await salesRepository.insert(tx, {
        auctionId: id,
        stage,
        buyerId: top?.userId ?? null,
        price: top?.amount ?? null,
        reservePrice: ended.reservePrice,
        emdAmount: ended.emdAmount,
        closedAt: ended.endTime,
        decisionDueAt,
        reason: stage === 'not_sold' ? 'No bids were placed.' : null,
      });
      // The highest bidder keeps their hold while the sale (or the seller's decision) is open; everyone else's returns now.
      effects.wallet.push(...(await wallet.releaseHolds(tx, id, top?.userId ?? null)));
      for (const userId of bidders) {
        if (userId !== top?.userId) effects.notes.push({ userId, auctionId: id, ...NOTIFICATION_TEXTS.lost(ended.title, ended.emdAmount) });
      }
      if (!top) {
        effects.notes.push({ userId: ended.createdBy, auctionId: id, ...NOTIFICATION_TEXTS.vendorEnded(ended.title, null) });
      } else if (sold) {
        effects.notes.push({ userId: top.userId, auctionId: id, ...NOTIFICATION_TEXTS.highestBidder(ended.title, top.amount) });
        effects.notes.push({
          userId: ended.createdBy,
          auctionId: id,
          ...NOTIFICATION_TEXTS.sellerConfirm(ended.title, top.amount, ended.reservePrice === null),
        });
      } else {
        effects.notes.push({
          userId: top.userId,
          auctionId: id,
          ...NOTIFICATION_TEXTS.reserveNotMetBidder(ended.title, top.amount, decisionDueAt!),
        });
        effects.notes.push({
          userId: ended.createdBy,
          auctionId: id,
          ...NOTIFICATION_TEXTS.reserveNotMetSeller(ended.title, top.amount, decisionDueAt!),
        });
      }
      return { stage, winnerId: sold ? top!.userId : null, notes: effects.notes, wallet: effects.wallet };
    },

    /**
     * Before buyers' accounts are removed (the demo reset), in the caller's transaction: each sale still
     * in progress with one of them as buyer ends unsold, without a winner, and says so in the audit log.
     * Their holds go with their accounts.
     */
    async voidForRemovedBuyers(tx: Executor, userIds: string[]) {
      const reason = 'The buyer’s account was removed.';
      for (const sale of await salesRepository.lockOpenOf(tx, userIds)) {
        const row = (await salesRepository.find(tx, sale.auctionId))!;
        await salesRepository.update(tx, sale.auctionId, { stage: 'not_sold', reason, decisionDueAt: null, buyerId: null });
        await auctions.setWinner(tx, sale.auctionId, null);
        await record(tx, null, row, 'sale.void', sale.stage, { stage: 'not_sold', reason });
      }
    },

    /** Announces the wallet changes of a close once the lifecycle's transaction has committed. */
    announceWallet: (changes: WalletChange[]) => wallet.announce(changes),

    /** The sales of the caller's dashboard: a buyer's own, a vendor's auctions', every one for an admin. */
    async list(actorOrNull: Actor | null, stage?: SaleStage): Promise<SaleList> {
      const actor = requireSignedIn(actorOrNull);
      const who = isAdmin(actor) ? {} : actor.role === 'vendor' ? { sellerId: actor.userId } : { buyerId: actor.userId };
      const rows = await salesRepository.list(db, who, stage);
      return {
        items: rows.map((r) => ({
          auctionId: r.sale.auctionId,
          auctionTitle: r.title,
          stage: r.sale.stage,
          price: r.sale.price,
          dueAt: r.dueAt?.toISOString() ?? null,
          closedAt: r.sale.closedAt.toISOString(),
          paymentPending: r.paymentPending,
        })),
      };
    },

    /** Below the reserve, the seller accepts the highest bid within the window: the sale goes ahead, confirmed. */
    accept: (actor: Actor | null, auctionId: string) =>
      act(actor, auctionId, ['seller', 'admin'], async (tx, row, by, effects) => {
        const { sale } = row;
        if (sale.stage !== 'reserve_not_met') throw wrongStage(sale.stage);
        const now = clock();
        if (!sale.decisionDueAt || now > sale.decisionDueAt) throw new ConflictError(SALE_MESSAGES.decisionClosed, 'DECISION_CLOSED');
        await auctions.setWinner(tx, auctionId, sale.buyerId);
        await confirmSale(tx, row, by, effects, now, 'sale.accept');
      }),

    /** Below the reserve, the seller lets the highest bid lapse: not sold, and the bidder's EMD returns. */
    lapse: (actor: Actor | null, auctionId: string) =>
      act(actor, auctionId, ['seller', 'admin'], async (tx, row, by, effects) => {
        const { sale } = row;
        if (sale.stage !== 'reserve_not_met') throw wrongStage(sale.stage);
        const reason = 'The seller did not accept the highest bid.';
        await salesRepository.update(tx, auctionId, { stage: 'not_sold', reason, decisionDueAt: null });
        if (sale.buyerId) {
          effects.wallet.push(...(await wallet.settleHold(tx, auctionId, sale.buyerId, 'released', 'reserve not met; not accepted')));
          effects.notes.push({ userId: sale.buyerId, auctionId, ...NOTIFICATION_TEXTS.notSoldBuyer(row.title) });
        }
        await record(tx, by, row, 'sale.lapse', sale.stage, { stage: 'not_sold', reason });
        effects.changed.push({ auctionId, stage: 'not_sold', parties: partiesOf(row) });
      }),

    /** The authorised officer confirms the highest bid (rule 9(2)): the 25% falls due. */
    confirm: (actor: Actor | null, auctionId: string) =>
      act(actor, auctionId, ['seller', 'admin'], async (tx, row, by, effects) => {
        const { sale } = row;
        if (sale.stage !== 'awaiting_confirmation') throw wrongStage(sale.stage);
        await confirmSale(tx, row, by, effects, clock(), 'sale.confirm');
      }),

    /** The authorised officer does not confirm it, with a reason: the bidder's EMD returns and the auction can be sold again. */
    reject: (actor: Actor | null, auctionId: string, reason: string) =>
      act(actor, auctionId, ['seller', 'admin'], async (tx, row, by, effects) => {
        const { sale } = row;
        if (sale.stage !== 'awaiting_confirmation') throw wrongStage(sale.stage);
        await salesRepository.update(tx, auctionId, { stage: 'rejected', reason });
        await auctions.setWinner(tx, auctionId, null);
        if (sale.buyerId) {
          effects.wallet.push(...(await wallet.settleHold(tx, auctionId, sale.buyerId, 'released', 'sale not confirmed')));
          effects.notes.push({ userId: sale.buyerId, auctionId, ...NOTIFICATION_TEXTS.saleNotConfirmed(row.title, reason) });
        }
        await record(tx, by, row, 'sale.reject', sale.stage, { stage: 'rejected', reason });
        effects.changed.push({ auctionId, stage: 'rejected', parties: partiesOf(row) });
      }),

    /** The buyer reports the 25% (less the EMD) or the balance by its UTR; the seller or an admin verifies it. */
    reportPayment: (actor: Actor | null, auctionId: string, input: SalePaymentReport) =>
      act(actor, auctionId, ['buyer'], async (tx, row, by, effects) => {
        const { sale } = row;
        const expected = input.kind === 'deposit' ? 'deposit_due' : 'balance_due';
        if (sale.stage !== expected) throw wrongStage(sale.stage);
        const due = input.kind === 'deposit' ? depositAmount(sale.price!, sale.emdAmount) : balanceAmount(sale.price!, sale.emdAmount);
        if (input.amount !== due) throw ValidationError.at('amount', SALE_MESSAGES.amountDue(due), said('sale.amountDue', { amount: due }));
        if (await salesRepository.pendingPayment(tx, auctionId, input.kind))
          throw new ConflictError(SALE_MESSAGES.paymentPending, 'PAYMENT_PENDING');
        const payment = await salesRepository.insertPayment(tx, { auctionId, ...input });
        if (!payment) throw new UtrTakenError();
        effects.notes.push({
          userId: row.sellerId,
          auctionId,
          ...NOTIFICATION_TEXTS.paymentReported(row.title, input.amount, input.utrReference),
        });
        await audit.record(tx, by, {
          action: 'sale.payment.report',
          objectType: 'sale',
          objectId: auctionId,
          after: { title: row.title, kind: input.kind, amount: input.amount, utrReference: input.utrReference },
        });
        effects.changed.push({ auctionId, stage: sale.stage, parties: partiesOf(row) });
      }),

    /**
     * The seller or an admin verifies a reported payment against the bank statement, or rejects it with
     * a reason. The 25% verified, the balance falls due; the balance verified, the sale is completed,
     * the buyer's EMD is applied to the price and the certificate can be downloaded.
     */
    async reviewPayment(
      actorOrNull: Actor | null,
      paymentId: string,
      decision: { verify: true } | { verify: false; reason: string },
    ): Promise<Sale> {
      const payment = isUuid(paymentId) ? await salesRepository.findPayment(db, paymentId) : null;
      if (!payment) throw new NotFoundError(SALE_MESSAGES.paymentNotFound);
      return act(actorOrNull, payment.auctionId, ['seller', 'admin'], async (tx, row, by, effects) => {
        const { sale } = row;
        const current = await salesRepository.findPayment(tx, paymentId, { lock: true });
        if (current?.status !== 'pending') throw new ConflictError(SALE_MESSAGES.paymentNotPending, 'NOT_PENDING');
        if (sale.stage !== (current.kind === 'deposit' ? 'deposit_due' : 'balance_due')) throw wrongStage(sale.stage);
        const now = clock();
        await salesRepository.updatePayment(tx, paymentId, {
          status: decision.verify ? 'verified' : 'rejected',
          rejectionReason: decision.verify ? null : decision.reason,
          reviewedBy: by.userId,
          reviewedAt: now,
        });
        await audit.record(tx, by, {
          action: decision.verify ? 'sale.payment.verify' : 'sale.payment.reject',
          objectType: 'sale',
          objectId: sale.auctionId,
          after: {
            title: row.title,
            kind: current.kind,
            amount: current.amount,
            utrReference: current.utrReference,
            reason: decision.verify ? null : decision.reason,
          },
        });
        if (!decision.verify) {
          effects.notes.push({
            userId: sale.buyerId!,
            auctionId: sale.auctionId,
            ...NOTIFICATION_TEXTS.paymentRejected(row.title, decision.reason),
          });
          effects.changed.push({ auctionId: sale.auctionId, stage: sale.stage, parties: partiesOf(row) });
          return;
        }
        if (current.kind === 'deposit') {
          await salesRepository.update(tx, sale.auctionId, { stage: 'balance_due', remindedAt: null });
          effects.notes.push({
            userId: sale.buyerId!,
            auctionId: sale.auctionId,
            ...NOTIFICATION_TEXTS.depositVerified(row.title, balanceAmount(sale.price!, sale.emdAmount), sale.balanceDueAt!),
          });
          effects.changed.push({ auctionId: sale.auctionId, stage: 'balance_due', parties: partiesOf(row) });
          return;
        }
        const certificateNumber = certificateNumberOf(sale.auctionId, now);
        await salesRepository.update(tx, sale.auctionId, { stage: 'completed', completedAt: now, certificateNumber });
        // NOTE: the EMD counted towards the 25%; now that the price is paid in full it leaves the wallet as part of it.
        effects.wallet.push(...(await wallet.settleHold(tx, sale.auctionId, sale.buyerId!, 'applied', 'sale completed')));
        for (const userId of partiesOf(row))
          effects.notes.push({ userId, auctionId: sale.auctionId, ...NOTIFICATION_TEXTS.saleCompleted(row.title) });
        await record(tx, by, row, 'sale.complete', sale.stage, { stage: 'completed', certificateNumber, price: sale.price });
        effects.changed.push({ auctionId: sale.auctionId, stage: 'completed', parties: partiesOf(row) });
      });
    },

    /** The balance's deadline, extended by written agreement (its reason recorded), to at most three months after confirmation. */
    extend: (actor: Actor | null, auctionId: string, input: SaleExtension) =>
      act(actor, auctionId, ['seller', 'admin'], async (tx, row, by, effects) => {
        const { sale } = row;
        if (sale.stage !== 'balance_due') throw wrongStage(sale.stage);
        const until = new Date(input.until);
        const latest = latestBalanceDue(sale.confirmedAt!);
        if (until > latest)
          throw ValidationError.at(
            'until',
            SALE_MESSAGES.extensionTooLate(latest),
            said('sale.extensionTooLate', { date: latest.toISOString() }),
          );
        if (until <= sale.balanceDueAt!) throw ValidationError.at('until', SALE_MESSAGES.extensionNotLater);
        await salesRepository.update(tx, auctionId, { balanceDueAt: until, extensionReason: input.reason, remindedAt: null });
        effects.notes.push({ userId: sale.buyerId!, auctionId, ...NOTIFICATION_TEXTS.balanceExtended(row.title, until) });
        await record(tx, by, row, 'sale.extend', sale.stage, {
          stage: sale.stage,
          balanceDueAt: until.toISOString(),
          reason: input.reason,
        });
        effects.changed.push({ auctionId, stage: sale.stage, parties: partiesOf(row) });
      }),

    /** The buyer gives the purchaser's postal address, which the certificate prints, any time before the sale completes. */
    giveAddress: (actor: Actor | null, auctionId: string, input: SaleAddress) =>
      act(actor, auctionId, ['buyer'], async (tx, row, by, effects) => {
        const { sale } = row;
        if (!ADDRESS_STAGES.includes(sale.stage)) throw wrongStage(sale.stage);
        await salesRepository.update(tx, auctionId, { buyerAddress: input.address });
        await record(tx, by, row, 'sale.address', sale.stage, { stage: sale.stage });
        effects.changed.push({ auctionId, stage: sale.stage, parties: partiesOf(row) });
      }),

    /** The sale certificate (rule 9(6), appendix V) of a completed sale, for its buyer, its seller and admins. */
    async certificate(actorOrNull: Actor | null, auctionId: string): Promise<{ filename: string; pdf: Buffer }> {
      const sale = await view(actorOrNull, auctionId);
      if (sale.stage !== 'completed') throw new AppError(HTTP.CONFLICT, 'SALE_STAGE', SALE_MESSAGES.noCertificate);
      const details = (await salesRepository.certificateDetails(db, auctionId))!;
      const payments = await salesRepository.verifiedPayments(db, auctionId);
      const pdf = await renderSaleCertificate({ ...details, payments }, publicUrl);
      return { filename: `sale-certificate-${sale.certificateNumber!.replaceAll('/', '-')}.pdf`, pdf };
    },

    /**
     * Anyone may check a certificate by its number (decision 041): the completed sale's essentials, the
     * buyer's name masked. A number that is not a certificate's answers as an unknown one does.
     */
    async verifyCertificate(input: string, client: string): Promise<CertificateVerification> {
      if (!lookups.take(client)) throw new AppError(HTTP.TOO_MANY_REQUESTS, 'RATE_LIMITED', SALE_MESSAGES.certificateTooManyLookups);
      const number = parseCertificateNumber(input);
      const auctionId = number ? await salesRepository.completedSaleByCertificate(db, number) : null;
      const details = auctionId ? await salesRepository.certificateDetails(db, auctionId) : null;
      if (!details?.completedAt || !details.certificateNumber) throw new NotFoundError(SALE_MESSAGES.certificateNotFound);
      return {
        certificateNumber: details.certificateNumber,
        title: details.title,
        address: addressOnce(details.address, details.location),
        price: details.price,
        confirmedAt: details.confirmedAt?.toISOString() ?? null,
        issuedAt: details.completedAt.toISOString(),
        sellerName: details.sellerName,
        buyerName: details.buyerName ? maskName(details.buyerName) : null,
        authorisedOfficer: details.authorisedOfficer,
      };
    },

    /** After a sale that did not complete, the seller (or an admin) puts the property up again as a re-sale draft, once. */
    async createResale(actorOrNull: Actor | null, auctionId: string): Promise<ManagedAuction> {
      let created: Awaited<ReturnType<AuctionsService['createResaleDraft']>> | null = null;
      await act(actorOrNull, auctionId, ['seller', 'admin'], async (tx, row, by) => {
        const { sale } = row;
        if (!['forfeited', 'rejected', 'not_sold'].includes(sale.stage) || sale.resaleAuctionId || sale.price === null) {
          throw new ConflictError(SALE_MESSAGES.resaleNotAllowed, 'RESALE_NOT_ALLOWED');
        }
        created = await editing.createResaleDraft(tx, by, auctionId, clock());
        await salesRepository.update(tx, auctionId, { resaleAuctionId: created.id });
        await record(tx, by, row, 'sale.resale', sale.stage, { stage: sale.stage, resaleAuctionId: created.id });
      });
      editing.announceCreated(created!);
      return editing.managedView(created!);
    },

    /**
     * The clock's part (the scheduler, every process, row locks decide): lapse the seller's decisions
     * and forfeit the deposits whose deadline has passed, and remind a day before each deadline; no
     * further batch once `budgetMs` have passed.
     */
    async runDeadlines({ budgetMs = Infinity }: { budgetMs?: number } = {}): Promise<number> {
      let done = 0;
      const started = performance.now();
      for (const job of ['expire', 'remind'] as const) {
        // NOTE: the tick's budget (decision 040): each job's first batch always runs, the rest wait for the next tick.
        const left = Math.max(0, budgetMs - (performance.now() - started));
        await inBoundedBatches({ batch: DUE_BATCH, maxBatches: MAX_BATCHES_PER_TICK, budgetMs: left }, async () => {
          const now = clock();
          const { effects, taken } = await db.transaction(async (tx) => {
            const due =
              job === 'expire'
                ? await salesRepository.lockOverdue(tx, now, DUE_BATCH)
                : await salesRepository.lockToRemind(tx, now, DEADLINE_REMINDER_HOURS * HOUR, DUE_BATCH);
            const out = none();
            for (const sale of due) {
              if (job === 'expire') await expire(tx, sale, now, out);
              else await remind(tx, sale, out);
            }
            await write(tx, out, now);
            return { effects: out, taken: due.length };
          });
          await announce(effects);
          done += taken;
          return taken;
        });
      }
      return done;
    },
  };
}
export type SalesService = ReturnType<typeof createSalesService>;
