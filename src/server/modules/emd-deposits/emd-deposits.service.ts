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
import type { Db } from '../../db/client';
import type { profiles } from '../../db/schema';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { requireSignedIn } from '../../lib/http';
import { isUuid } from '../../lib/ids';
import type { AdminUsersService } from '../admin-users/admin-users.service';
import type { AuditService } from '../audit/audit.service';
import type { Actor } from '../users/users.service';
import { emdDepositsRepository, type EmdDepositRow } from './emd-deposits.repository';

function toDto(row: EmdDepositRow): EmdDeposit {
  return {
    id: row.id,
    userId: row.userId,
    utrReference: row.utrReference,
    amount: row.amount,
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

function requireAdmin(actor: Actor | null): Actor {
  const a = requireSignedIn(actor);
  if (a.role !== 'admin') throw new ForbiddenError();
  return a;
}

/**
 * EMD by bank transfer: the buyer reports the NEFT/RTGS UTR of a transfer to the platform's escrow
 * account; an admin checks it against the bank statement and verifies or rejects it.
 */
export function createEmdDepositsService({ db, audit, adminUsers }: { db: Db; audit: AuditService; adminUsers: AdminUsersService }) {
  async function review(
    actorOrNull: Actor | null,
    id: string,
    decision: { status: Exclude<EmdDepositStatus, 'pending'>; reason?: string },
  ) {
    const actor = requireAdmin(actorOrNull);
    if (!isUuid(id)) throw new NotFoundError(EMD_MESSAGES.depositNotFound);
    await db.transaction(async (tx) => {
      const before = await emdDepositsRepository.findOne(tx, id, { lock: true });
      if (!before) throw new NotFoundError(EMD_MESSAGES.depositNotFound);
      if (before.status !== 'pending') throw new ConflictError(EMD_MESSAGES.notPending, 'NOT_PENDING');
      const after = (await emdDepositsRepository.update(tx, id, {
        status: decision.status,
        rejectionReason: decision.reason ?? null,
        reviewedBy: actor.userId,
        reviewedAt: new Date(),
      }))!;
      const credited = decision.status === 'verified' ? await adminUsers.creditEmd(tx, before.userId, before.amount) : null;
      const owner = (await emdDepositsRepository.findWithProfile(tx, id))!.profile;
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
          emdAmount: credited?.after.emdAmount ?? owner.emdAmount,
        },
      });
    });
    const row = (await emdDepositsRepository.findWithProfile(db, id))!;
    return toAdminDto(row.deposit, row.profile);
  }

  return {
    bankDetails(actorOrNull: Actor | null): BankDetails {
      requireSignedIn(actorOrNull);
      return { ...EMD_BANK_DETAILS };
    },

    async submit(actorOrNull: Actor | null, input: EmdDepositCreate): Promise<EmdDeposit> {
      const actor = requireSignedIn(actorOrNull);
      if (actor.role !== 'buyer') throw new ForbiddenError(EMD_MESSAGES.buyersOnly);
      const row = await db.transaction(async (tx) => {
        const inserted = await emdDepositsRepository.insert(tx, {
          userId: actor.userId,
          utrReference: input.utrReference,
          amount: input.amount,
        });
        // NOTE: a UTR identifies one bank transfer; the same one cannot pay two deposits.
        if (!inserted) throw new ConflictError(EMD_MESSAGES.utrTaken, 'UTR_TAKEN');
        await audit.record(tx, actor, {
          action: 'emd_deposit.create',
          objectType: 'emd_deposit',
          objectId: inserted.id,
          after: { label: actor.name, amount: inserted.amount, utrReference: inserted.utrReference, status: inserted.status },
        });
        return inserted;
      });
      return toDto(row);
    },

    async mine(actorOrNull: Actor | null): Promise<EmdDepositList> {
      const actor = requireSignedIn(actorOrNull);
      return { items: (await emdDepositsRepository.listForUser(db, actor.userId)).map(toDto) };
    },

    async pendingCountFor(userId: string): Promise<number> {
      const rows = await emdDepositsRepository.countByStatus(db, userId);
      return rows.find((r) => r.status === 'pending')?.n ?? 0;
    },

    async pendingCount(): Promise<number> {
      const rows = await emdDepositsRepository.countByStatus(db);
      return rows.find((r) => r.status === 'pending')?.n ?? 0;
    },

    async listForAdmin(actorOrNull: Actor | null, query: AdminEmdDepositListQuery): Promise<AdminEmdDepositList> {
      requireAdmin(actorOrNull);
      const [rows, tally] = await Promise.all([
        emdDepositsRepository.listAll(db, { status: query.status, q: query.q || undefined }),
        emdDepositsRepository.countByStatus(db),
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
  };
}
export type EmdDepositsService = ReturnType<typeof createEmdDepositsService>;
