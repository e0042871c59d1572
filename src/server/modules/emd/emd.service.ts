import { canDepositEmd } from '../../../shared/domain/access';
import { accountLast4, holderNameMatches } from '../../../shared/domain/bank-account';
import { NOTIFICATION_TEXTS } from '../../../shared/schemas/notification';
import type { CreatedNotification, NotificationsService } from '../notifications/notifications.service';
import type { EmdDepositStatus } from '../../../shared/domain/constants';
import {
  EMD_BANK_DETAILS,
  EMD_MESSAGES,
  type AdminEmdDeposit,
  type AdminEmdDepositList,
  type AdminEmdDepositListQuery,
  type BankDetails,
  type EmdDeposit,
  type EmdDepositCreate,
  type EmdDepositList,
} from '../../../shared/schemas/emd';
import { ADMIN_MESSAGES, type AdminUser, type MarkEmd } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import type { profiles } from '../../db/schema';
import { requireAdmin, requireRole, requireSignedIn } from '../../lib/security/access';
import type { Actor } from '../../lib/security/actor';
import { AppError, ConflictError, HTTP, NotApprovedError, NotFoundError } from '../../lib/http/errors';
import { isUuid } from '../../lib/security/ids';
import type { AccountsService } from '../accounts/accounts.service';
import { auditSnapshot } from '../accounts/accounts.dto';
import type { UserManagementService } from '../accounts/user-management.service';
import type { AuditService } from '../audit/audit.service';
import type { EmdWalletService } from './emd-wallet.service';
import { emdRepository, type EmdDepositRow } from './emd.repository';

/** 422: the account a deposit came from is not in the buyer's name (decision 033). */
export class HolderNameMismatchError extends AppError {
  constructor() {
    super(HTTP.UNPROCESSABLE, 'HOLDER_NAME_MISMATCH', EMD_MESSAGES.holderNameMismatch);
  }
}

/**
 * Whether the buyer may pay from an account in `holderName`: their own name as the profile has it, or,
 * for a buyer registered as a firm, the firm's.
 */
function isOwnAccount(actor: Actor, holderName: string): boolean {
  return [actor.name, actor.profile?.companyName].some((name) => !!name && holderNameMatches(holderName, name));
}

function toDto(row: EmdDepositRow): EmdDeposit {
  return {
    id: row.id,
    userId: row.userId,
    utrReference: row.utrReference,
    amount: row.amount,
    sourceAccount:
      row.sourceAccount && row.sourceIfsc
        ? { holderName: row.sourceHolderName, last4: accountLast4(row.sourceAccount), ifsc: row.sourceIfsc }
        : null,
    status: row.status,
    rejectionReason: row.rejectionReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toAdminDto(row: EmdDepositRow, profile: typeof profiles.$inferSelect): AdminEmdDeposit {
  return {
    ...toDto(row),
    reviewedBy: row.reviewedBy,
    user: { fullName: profile.fullName, email: profile.email, emdPaid: profile.emdPaid, emdAmount: profile.emdAmount },
  };
}

/**
 * EMD by bank transfer: the buyer reports the NEFT/RTGS UTR of a transfer to the platform's escrow
 * account and the account in their name it came from; an admin checks both against the bank statement
 * and verifies or rejects it.
 */
export type EmdDeps = {
  db: Db;
  audit: AuditService;
  accounts: Pick<AccountsService, 'lockProfile'>;
  users: Pick<UserManagementService, 'get'>;
  wallet: Pick<EmdWalletService, 'credit' | 'setAvailable' | 'announce'>;
  /** Tells the buyer their deposit was verified or rejected (bell, e-mail, push). */
  notifications?: Pick<NotificationsService, 'create' | 'announce'>;
};

export function createEmdService({ db, audit, accounts, users, wallet, notifications }: EmdDeps) {
  async function review(
    actorOrNull: Actor | null,
    id: string,
    decision: { status: Exclude<EmdDepositStatus, 'pending'>; reason?: string },
  ) {
    const actor = requireAdmin(actorOrNull);
    if (!isUuid(id)) throw new NotFoundError(EMD_MESSAGES.depositNotFound);
    let told: CreatedNotification[] = [];
    const change = await db.transaction(async (tx) => {
      const before = await emdRepository.findOne(tx, id, { lock: true });
      if (!before) throw new NotFoundError(EMD_MESSAGES.depositNotFound);
      if (before.status !== 'pending') throw new ConflictError(EMD_MESSAGES.notPending, 'NOT_PENDING');
      const after = (await emdRepository.update(tx, id, {
        status: decision.status,
        rejectionReason: decision.reason ?? null,
        reviewedBy: actor.userId,
        reviewedAt: new Date(),
      }))!;
      // NOTE: a verified deposit credits the buyer's EMD wallet; a buyer may top up with several transfers.
      const credited =
        decision.status === 'verified' ? await wallet.credit(tx, before.userId, before.amount, `deposit ${before.utrReference}`) : null;
      const owner = (await emdRepository.findWithProfile(tx, id))!.profile;
      await audit.record(tx, actor, {
        action: decision.status === 'verified' ? 'emd_deposit.verify' : 'emd_deposit.reject',
        objectType: 'emd_deposit',
        objectId: id,
        before: { status: before.status, amount: before.amount, utrReference: before.utrReference },
        after: {
          status: after.status,
          amount: after.amount,
          utrReference: after.utrReference,
          reason: after.rejectionReason,
          label: owner.fullName || owner.email,
          emdAmount: credited?.data.balance ?? owner.emdAmount,
        },
      });
      const note =
        decision.status === 'verified'
          ? NOTIFICATION_TEXTS.emdVerified(before.amount)
          : NOTIFICATION_TEXTS.emdRejected(before.amount, decision.reason);
      if (notifications) told = await notifications.create(tx, [{ userId: before.userId, auctionId: null, ...note }]);
      return credited;
    });
    if (change) wallet.announce([change]);
    notifications?.announce(told);
    const row = (await emdRepository.findWithProfile(db, id))!;
    return toAdminDto(row.deposit, row.profile);
  }

  return {
    bankDetails(actorOrNull: Actor | null): BankDetails {
      requireSignedIn(actorOrNull);
      return { ...EMD_BANK_DETAILS };
    },

    async submit(actorOrNull: Actor | null, input: EmdDepositCreate): Promise<EmdDeposit> {
      const actor = requireRole(actorOrNull, 'buyer', EMD_MESSAGES.buyersOnly);
      if (!canDepositEmd(actor)) {
        throw new NotApprovedError(
          actor.profile?.verificationStatus === 'rejected' ? EMD_MESSAGES.depositRejected : EMD_MESSAGES.depositSuspended,
        );
      }
      // NOTE: money is taken only from the buyer's own account, because it is refunded only to the account it
      // came from (decision 033); the admin then checks the statement's remitter against it.
      if (!isOwnAccount(actor, input.holderName)) throw new HolderNameMismatchError();
      const row = await db.transaction(async (tx) => {
        const inserted = await emdRepository.insert(tx, {
          userId: actor.userId,
          utrReference: input.utrReference,
          amount: input.amount,
          sourceHolderName: input.holderName,
          sourceAccount: input.bankAccount,
          sourceIfsc: input.ifsc,
        });
        // NOTE: a UTR identifies one bank transfer; it pays one thing in, a deposit here or a sale's payment (migration 0020).
        if (!inserted) throw new ConflictError(EMD_MESSAGES.utrTaken, 'UTR_TAKEN');
        await audit.record(tx, actor, {
          action: 'emd_deposit.create',
          objectType: 'emd_deposit',
          objectId: inserted.id,
          after: {
            label: actor.name,
            amount: inserted.amount,
            utrReference: inserted.utrReference,
            status: inserted.status,
            from: `${input.holderName}, •••• ${accountLast4(input.bankAccount)} ${input.ifsc}`,
          },
        });
        return inserted;
      });
      return toDto(row);
    },

    async mine(actorOrNull: Actor | null): Promise<EmdDepositList> {
      const actor = requireSignedIn(actorOrNull);
      return { items: (await emdRepository.listForUser(db, actor.userId)).map(toDto) };
    },

    async pendingCountFor(userId: string): Promise<number> {
      const rows = await emdRepository.countByStatus(db, userId);
      return rows.find((r) => r.status === 'pending')?.n ?? 0;
    },

    async pendingCount(): Promise<number> {
      const rows = await emdRepository.countByStatus(db);
      return rows.find((r) => r.status === 'pending')?.n ?? 0;
    },

    async listForAdmin(actorOrNull: Actor | null, query: AdminEmdDepositListQuery): Promise<AdminEmdDepositList> {
      requireAdmin(actorOrNull);
      const [rows, tally] = await Promise.all([
        emdRepository.listAll(db, { status: query.status, q: query.q || undefined }),
        emdRepository.countByStatus(db),
      ]);
      const by = (s: EmdDepositStatus) => tally.find((r) => r.status === s)?.n ?? 0;
      return {
        items: rows.map((r) => toAdminDto(r.deposit, r.profile)),
        counts: {
          total: tally.reduce((sum, r) => sum + r.n, 0),
          pending: by('pending'),
          verified: by('verified'),
          rejected: by('rejected'),
        },
      };
    },

    verify(actor: Actor | null, id: string) {
      return review(actor, id, { status: 'verified' });
    },

    reject(actor: Actor | null, id: string, reason: string) {
      return review(actor, id, { status: 'rejected', reason });
    },

    /**
     * The admin marks a buyer's EMD by hand: paid with the amount the wallet has available, or not
     * paid (nothing available). Money held for auctions stays held.
     */
    async markEmd(actorOrNull: Actor | null, userId: string, input: MarkEmd): Promise<AdminUser> {
      const actor = requireAdmin(actorOrNull);
      const change = await db.transaction(async (tx) => {
        const before = await accounts.lockProfile(tx, userId);
        if (!before) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
        const synced = await wallet.setAvailable(tx, userId, input.paid ? input.amount! : 0, `set by an admin`);
        await audit.record(tx, actor, {
          action: 'user.emd',
          objectType: 'user',
          objectId: userId,
          before: auditSnapshot(before),
          after: auditSnapshot(synced.profile),
        });
        return synced;
      });
      wallet.announce([change]);
      return users.get(actor, userId);
    },
  };
}
export type EmdService = ReturnType<typeof createEmdService>;
