import { accountLast4 } from '../../../shared/domain/bank-account';
import { emdCutoffOf } from '../../../shared/domain/sale';
import type { EmdHoldStatus, WithdrawalStatus } from '../../../shared/domain/constants';
import {
  EMD_MESSAGES,
  type AdminWithdrawal,
  type AdminWithdrawalList,
  type EmdWallet,
  type Participation,
  type RefundAccount,
  type Withdrawal,
  type WithdrawalRequest,
} from '../../../shared/schemas/emd';
import { AUCTION_MESSAGES } from '../../../shared/schemas/auction';
import type { Db, Executor } from '../../db/client';
import { requireAdmin, requireRole } from '../../lib/security/access';
import type { Actor } from '../../lib/security/actor';
import { AppError, ConflictError, HTTP, NotApprovedError, NotFoundError } from '../../lib/http/errors';
import { isUuid } from '../../lib/security/ids';
import type { Publisher } from '../../realtime/bus';
import type { AccountsService } from '../accounts/accounts.service';
import type { AuctionFiguresService } from '../auctions/auction-figures.service';
import type { AuditService } from '../audit/audit.service';
import { emdWalletRepository, type HoldRow, type WithdrawalRow } from './emd-wallet.repository';
import { emdRepository, type EmdDepositRow } from './emd.repository';
import { said } from '../../../shared/messages/define';

/** 422: the wallet cannot cover the auction's EMD (contract code). */
export class EmdInsufficientError extends AppError {
  constructor(needed: number, available: number) {
    super(
      HTTP.UNPROCESSABLE,
      'EMD_INSUFFICIENT',
      EMD_MESSAGES.insufficient(needed, available),
      undefined,
      said('emd.insufficient', { amount: needed, available, more: needed - available }),
    );
  }
}
/** 422: joining closed at the auction's EMD cut-off (contract code). */
export class EmdCutoffPassedError extends AppError {
  constructor() {
    super(HTTP.UNPROCESSABLE, 'EMD_CUTOFF_PASSED', EMD_MESSAGES.cutoffPassed);
  }
}

/** 422: a withdrawal names no account the buyer's verified deposits came from (decision 033). */
export class NotASourceAccountError extends AppError {
  constructor() {
    super(HTTP.UNPROCESSABLE, 'NOT_A_SOURCE_ACCOUNT', EMD_MESSAGES.refundToSourceOnly);
  }
}

function toWithdrawal(w: WithdrawalRow): Withdrawal {
  return {
    id: w.id,
    amount: w.amount,
    depositId: w.depositId,
    account: { holderName: w.holderName, last4: accountLast4(w.bankAccount), ifsc: w.ifsc },
    status: w.status,
    utrReference: w.utrReference,
    rejectionReason: w.rejectionReason,
    reviewedAt: w.reviewedAt?.toISOString() ?? null,
    createdAt: w.createdAt.toISOString(),
  };
}

/** An account the buyer's money came from, with the whole number the server pays it by. */
type SourceAccount = RefundAccount & { account: string };

/**
 * The accounts a buyer's verified deposits came from, latest first, each with what can still be paid
 * back to it: what was deposited from it less what was withdrawn to it (asked for or paid; a rejected
 * withdrawal gave its amount back). NOTE: an account is its number and IFSC together; the latest
 * deposit from it names it in a request and gives the holder's name shown.
 */
function sourceAccountsOf(deposits: EmdDepositRow[], withdrawals: WithdrawalRow[]): SourceAccount[] {
  const accounts = new Map<string, SourceAccount>();
  for (const d of deposits) {
    if (!d.sourceAccount || !d.sourceIfsc) continue;
    const key = `${d.sourceAccount} ${d.sourceIfsc}`;
    const known = accounts.get(key);
    if (known) known.refundable += d.amount;
    else
      accounts.set(key, {
        depositId: d.id,
        holderName: d.sourceHolderName ?? '',
        account: d.sourceAccount,
        last4: accountLast4(d.sourceAccount),
        ifsc: d.sourceIfsc,
        refundable: d.amount,
      });
  }
  for (const w of withdrawals) {
    const known = accounts.get(`${w.bankAccount} ${w.ifsc}`);
    if (known && w.status !== 'rejected') known.refundable -= w.amount;
  }
  return [...accounts.values()].map((a) => ({ ...a, refundable: Math.max(0, a.refundable) }));
}

export type EmdWalletDeps = {
  db: Db;
  publisher: Publisher;
  audit: AuditService;
  accounts: Pick<AccountsService, 'lockProfile' | 'setEmdFigures'>;
  auctions: Pick<AuctionFiguresService, 'lockForJoin'>;
  clock?: () => Date;
};

/**
 * The EMD wallet (decision 014): verified deposits credit it; joining an auction holds that auction's
 * EMD from it; at the close the holds of those who did not win are released, the buyer's is applied to
 * the price once the sale completes or forfeited when a deadline is missed; a withdrawal pays available
 * money back to the bank account it came from (decision 033). Every movement is a ledger entry, and each buyer's movements are
 * serialised on their profile's row lock, so the available money never goes below zero.
 */
export function createEmdWalletService({ db, publisher, audit, accounts, auctions, clock = () => new Date() }: EmdWalletDeps) {
  /** Takes the buyer's wallet lock for the rest of the transaction and returns their totals. */
  async function locked(tx: Executor, userId: string) {
    if (!(await accounts.lockProfile(tx, userId))) throw new NotFoundError('User not found');
    return emdWalletRepository.totals(tx, userId);
  }

  /** The account the buyer's verified deposit `depositId` came from, with what it can still be paid back. */
  async function sourceNamed(tx: Executor, userId: string, depositId: string): Promise<SourceAccount> {
    const deposits = await emdRepository.verifiedWithSource(tx, userId);
    const named = deposits.find((d) => d.id === depositId);
    if (!named) throw new NotASourceAccountError();
    const source = sourceAccountsOf(deposits, await emdWalletRepository.withdrawalsOf(tx, userId)).find(
      (a) => a.account === named.sourceAccount && a.ifsc === named.sourceIfsc,
    )!;
    return { ...source, depositId, holderName: named.sourceHolderName ?? source.holderName };
  }

  /** Brings the profile's EMD figures in line with the ledger; returns what to announce once committed. */
  async function sync(tx: Executor, userId: string, auctionId: string | null) {
    const { available, held } = await emdWalletRepository.totals(tx, userId);
    const balance = available + held;
    const profile = await accounts.setEmdFigures(tx, userId, { emdPaid: balance > 0, emdAmount: balance });
    return { userId, profile, data: { balance, held, available, auctionId } };
  }

  function announce(changes: Awaited<ReturnType<typeof sync>>[]) {
    for (const c of changes) publisher.publish(`user:${c.userId}`, 'emd.changed', c.data);
  }

  /** Moves the given holds of one auction to `status` in the caller's transaction. */
  async function settle(tx: Executor, auctionId: string, holds: HoldRow[], status: Exclude<EmdHoldStatus, 'held'>, reference: string) {
    await emdWalletRepository.setHoldStatus(
      tx,
      auctionId,
      holds.map((h) => h.userId),
      status,
    );
    const back = status === 'released';
    await emdWalletRepository.append(
      tx,
      holds.map((h) => ({
        userId: h.userId,
        auctionId,
        kind: status === 'released' ? 'release' : status === 'applied' ? 'apply' : 'forfeit',
        availableDelta: back ? h.amount : 0,
        heldDelta: -h.amount,
        reference,
      })),
    );
    const changes = [];
    for (const h of holds) changes.push(await sync(tx, h.userId, auctionId));
    return changes;
  }

  return {
    /** `GET /api/me/emd`: balance, held, available, the holds per auction and the withdrawals. */
    async wallet(actorOrNull: Actor | null): Promise<EmdWallet> {
      const actor = requireRole(actorOrNull, 'buyer', EMD_MESSAGES.buyersOnly);
      const [{ available, held }, holds, withdrawals, deposits] = await Promise.all([
        emdWalletRepository.totals(db, actor.userId),
        emdWalletRepository.holdsOf(db, actor.userId),
        emdWalletRepository.withdrawalsOf(db, actor.userId),
        emdRepository.verifiedWithSource(db, actor.userId),
      ]);
      return {
        balance: available + held,
        held,
        available,
        holds: holds.map((h) => ({
          auctionId: h.hold.auctionId,
          auctionTitle: h.auctionTitle,
          amount: h.hold.amount,
          status: h.hold.status,
          updatedAt: h.hold.updatedAt.toISOString(),
        })),
        withdrawals: withdrawals.map(toWithdrawal),
        refundAccounts: sourceAccountsOf(deposits, withdrawals).map(({ account: _whole, ...shown }) => shown),
      };
    },

    /** Whether `userId` holds the auction's EMD, and what the wallet has available (eligibility). */
    async standingFor(userId: string, auctionId: string) {
      const [hold, totals] = await Promise.all([
        emdWalletRepository.findHold(db, auctionId, userId),
        emdWalletRepository.totals(db, userId),
      ]);
      return { held: hold?.status === 'held', available: totals.available };
    },

    /**
     * `POST /api/auctions/:id/participation`: a verified buyer joins an upcoming or live auction before
     * its EMD cut-off, and its EMD is held from the wallet. Joining again while held changes nothing.
     */
    async join(actorOrNull: Actor | null, auctionId: string): Promise<Participation> {
      const actor = requireRole(actorOrNull, 'buyer', EMD_MESSAGES.buyersOnly);
      if (actor.profile?.verificationStatus !== 'verified') throw new NotApprovedError(EMD_MESSAGES.kycRequired);
      if (!isUuid(auctionId)) throw new NotFoundError(AUCTION_MESSAGES.notFound);
      const result = await db.transaction(async (tx) => {
        // NOTE: a share lock on the auction: the close (which takes it for update and then releases the
        // holds) cannot run between this check and this hold, so no hold outlives its auction.
        const auction = await auctions.lockForJoin(tx, auctionId);
        if (!auction || auction.status === 'draft') throw new NotFoundError(AUCTION_MESSAGES.notFound);
        const existing = await emdWalletRepository.findHold(tx, auctionId, actor.userId);
        if (existing?.status === 'held') return { amount: existing.amount, change: null };
        if (auction.status !== 'upcoming' && auction.status !== 'live')
          throw new ConflictError(EMD_MESSAGES.notJoinable, 'AUCTION_NOT_OPEN');
        if (clock() >= emdCutoffOf(auction)) throw new EmdCutoffPassedError();
        const { available } = await locked(tx, actor.userId);
        if (available < auction.emdAmount) throw new EmdInsufficientError(auction.emdAmount, available);
        await emdWalletRepository.putHold(tx, auctionId, actor.userId, auction.emdAmount);
        await emdWalletRepository.append(tx, [
          { userId: actor.userId, auctionId, kind: 'hold', availableDelta: -auction.emdAmount, heldDelta: auction.emdAmount },
        ]);
        return { amount: auction.emdAmount, change: await sync(tx, actor.userId, auctionId) };
      });
      if (result.change) announce([result.change]);
      return { auctionId, amount: result.amount, status: 'held' };
    },

    /** A verified deposit credits the wallet, in the caller's (the review's) transaction. */
    async credit(tx: Executor, userId: string, amount: number, reference: string) {
      await locked(tx, userId);
      await emdWalletRepository.append(tx, [{ userId, kind: 'deposit', availableDelta: amount, reference }]);
      return sync(tx, userId, null);
    },

    /**
     * The admin sets what a buyer has available by hand (the Mark EMD action): an adjustment entry
     * makes the available money `target`; money held for auctions is left where it is.
     */
    async setAvailable(tx: Executor, userId: string, target: number, reference: string) {
      const { available } = await locked(tx, userId);
      if (target !== available)
        await emdWalletRepository.append(tx, [{ userId, kind: 'adjustment', availableDelta: target - available, reference }]);
      return sync(tx, userId, null);
    },

    /** At the close: releases every hold on the auction but `keep`'s back to the wallets, in the close's transaction. */
    async releaseHolds(tx: Executor, auctionId: string, keep: string | null = null) {
      const holds = (await emdWalletRepository.lockHolds(tx, auctionId)).filter((h) => h.userId !== keep);
      for (const h of holds) await accounts.lockProfile(tx, h.userId);
      return settle(tx, auctionId, holds, 'released', 'auction closed');
    },

    /** Ends the buyer's hold on a sale: released (the sale did not go ahead), applied to the price, or forfeited. */
    async settleHold(tx: Executor, auctionId: string, userId: string, status: Exclude<EmdHoldStatus, 'held'>, reference: string) {
      const hold = (await emdWalletRepository.lockHolds(tx, auctionId)).find((h) => h.userId === userId);
      if (!hold) return [];
      await accounts.lockProfile(tx, userId);
      return settle(tx, auctionId, [hold], status, reference);
    },

    /** Announces wallet changes that have committed. */
    announce,

    /**
     * `POST /api/me/emd/withdrawals`: pays available money back to the account a verified deposit came
     * from, no more than was deposited from that account (decision 033); an admin pays it.
     */
    async requestWithdrawal(actorOrNull: Actor | null, input: WithdrawalRequest): Promise<Withdrawal> {
      const actor = requireRole(actorOrNull, 'buyer', EMD_MESSAGES.buyersOnly);
      const { row, change } = await db.transaction(async (tx) => {
        // NOTE: deposits are credited and withdrawals asked for under this lock, so what an account can
        // still be paid back cannot change between this check and the insert.
        const { available } = await locked(tx, actor.userId);
        const source = await sourceNamed(tx, actor.userId, input.depositId);
        if (input.amount > available)
          throw new AppError(
            HTTP.UNPROCESSABLE,
            'WITHDRAWAL_TOO_LARGE',
            EMD_MESSAGES.withdrawalTooLarge(available),
            undefined,
            said('emd.withdrawalTooLarge', { amount: available }),
          );
        if (input.amount > source.refundable)
          throw new AppError(
            HTTP.UNPROCESSABLE,
            'WITHDRAWAL_TOO_LARGE',
            EMD_MESSAGES.refundAboveSource(Math.min(source.refundable, available)),
            undefined,
            said('emd.refundAboveSource', { amount: Math.min(source.refundable, available) }),
          );
        const inserted = await emdWalletRepository.insertWithdrawal(tx, {
          userId: actor.userId,
          amount: input.amount,
          depositId: input.depositId,
          holderName: source.holderName,
          bankAccount: source.account,
          ifsc: source.ifsc,
        });
        await emdWalletRepository.append(tx, [
          { userId: actor.userId, kind: 'withdrawal', availableDelta: -input.amount, reference: `withdrawal ${inserted.id}` },
        ]);
        await audit.record(tx, actor, {
          action: 'emd_withdrawal.request',
          objectType: 'emd_withdrawal',
          objectId: inserted.id,
          after: { label: actor.name, amount: input.amount, account: `•••• ${source.last4} ${source.ifsc}`, depositId: input.depositId },
        });
        return { row: inserted, change: await sync(tx, actor.userId, null) };
      });
      announce([change]);
      return toWithdrawal(row);
    },

    async listWithdrawals(actorOrNull: Actor | null, status?: WithdrawalStatus): Promise<AdminWithdrawalList> {
      requireAdmin(actorOrNull);
      const rows = await emdWalletRepository.listWithdrawals(db, status);
      return {
        items: rows.map((r): AdminWithdrawal => ({
          ...toWithdrawal(r.withdrawal),
          user: { userId: r.withdrawal.userId, fullName: r.fullName, email: r.email },
          depositUtr: r.depositUtr,
        })),
      };
    },

    /** Admin: the money left the escrow account by this UTR (it left the wallet when requested). */
    async payWithdrawal(actorOrNull: Actor | null, id: string, utrReference: string): Promise<Withdrawal> {
      return review(actorOrNull, id, { status: 'paid', utrReference });
    },

    /** Admin: the withdrawal is not paid; its amount returns to the wallet. */
    async rejectWithdrawal(actorOrNull: Actor | null, id: string, reason: string): Promise<Withdrawal> {
      return review(actorOrNull, id, { status: 'rejected', reason });
    },
  };

  async function review(
    actorOrNull: Actor | null,
    id: string,
    decision: { status: 'paid'; utrReference: string } | { status: 'rejected'; reason: string },
  ): Promise<Withdrawal> {
    const actor = requireAdmin(actorOrNull);
    if (!isUuid(id)) throw new NotFoundError(EMD_MESSAGES.withdrawalNotFound);
    const { row, change } = await db.transaction(async (tx) => {
      const before = await emdWalletRepository.findWithdrawal(tx, id, { lock: true });
      if (!before) throw new NotFoundError(EMD_MESSAGES.withdrawalNotFound);
      if (before.status !== 'requested') throw new ConflictError(EMD_MESSAGES.withdrawalNotRequested, 'NOT_REQUESTED');
      await locked(tx, before.userId);
      const after = (await emdWalletRepository.updateWithdrawal(tx, id, {
        status: decision.status,
        utrReference: decision.status === 'paid' ? decision.utrReference : null,
        rejectionReason: decision.status === 'rejected' ? decision.reason : null,
        reviewedBy: actor.userId,
        reviewedAt: clock(),
      }))!;
      if (decision.status === 'rejected') {
        await emdWalletRepository.append(tx, [
          { userId: before.userId, kind: 'withdrawal_returned', availableDelta: before.amount, reference: `withdrawal ${id}` },
        ]);
      }
      await audit.record(tx, actor, {
        action: decision.status === 'paid' ? 'emd_withdrawal.pay' : 'emd_withdrawal.reject',
        objectType: 'emd_withdrawal',
        objectId: id,
        before: { status: before.status, amount: before.amount },
        after: { status: after.status, amount: after.amount, utrReference: after.utrReference, reason: after.rejectionReason },
      });
      return { row: after, change: await sync(tx, before.userId, null) };
    });
    announce([change]);
    return toWithdrawal(row);
  }
}
export type EmdWalletService = ReturnType<typeof createEmdWalletService>;
