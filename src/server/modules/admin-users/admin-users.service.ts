import { highestRole } from '../../../shared/domain/roles';
import type { Role, VerificationStatus } from '../../../shared/domain/constants';
import {
  ADMIN_MESSAGES,
  type AddUser,
  type AdminUser,
  type AdminUserList,
  type AdminUserListQuery,
  type MarkEmd,
  type PendingBuyer,
  type PendingBuyerList,
  type UserCounts,
} from '../../../shared/schemas/admin';
import { AUCTION_FORM_MESSAGES } from '../../../shared/schemas/auction-form';
import type { Db, Executor } from '../../db/client';
import { ConflictError, ForbiddenError, NotApprovedError, NotFoundError } from '../../lib/errors';
import { requireSignedIn } from '../../lib/http';
import type { AuditService } from '../audit/audit.service';
import { insertAccount } from '../users/accounts';
import type { Actor } from '../users/users.service';
import { adminUsersRepository, type ProfileRow } from './admin-users.repository';

type ListedRow = NonNullable<Awaited<ReturnType<typeof adminUsersRepository.findOne>>>;

function toAdminUser(row: ListedRow, roles: Role[]): AdminUser {
  const p = row.profile;
  return {
    userId: p.userId,
    email: p.email,
    fullName: p.fullName,
    phone: p.phone,
    companyName: p.companyName,
    userType: p.userType,
    buyerType: p.buyerType,
    pan: p.pan,
    gst: p.gst,
    verificationStatus: p.verificationStatus,
    kycVerified: p.kycVerified,
    emdPaid: p.emdPaid,
    emdAmount: p.emdAmount,
    role: highestRole(roles),
    roles,
    auctionsCount: row.auctionsCount,
    bidsCount: row.bidsCount,
    approvedAt: p.approvedAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
  };
}

function toPendingBuyer(p: ProfileRow): PendingBuyer {
  return {
    userId: p.userId,
    email: p.email,
    fullName: p.fullName,
    phone: p.phone,
    buyerType: p.buyerType,
    companyName: p.companyName,
    verificationStatus: p.verificationStatus,
    emdPaid: p.emdPaid,
    createdAt: p.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a person (no PAN, GST or Aadhaar). */
function snapshot(p: ProfileRow, roles?: Role[]) {
  return {
    fullName: p.fullName,
    email: p.email,
    verificationStatus: p.verificationStatus,
    emdPaid: p.emdPaid,
    emdAmount: p.emdAmount,
    ...(roles ? { roles } : {}),
  };
}

function requireAdmin(actor: Actor | null): Actor {
  const a = requireSignedIn(actor);
  if (a.role !== 'admin') throw new ForbiddenError();
  return a;
}

/** Spec §1: a vendor approved by an admin may also approve buyers. */
function requireVerifiedVendor(actor: Actor | null): Actor {
  const a = requireSignedIn(actor);
  if (a.role !== 'vendor') throw new ForbiddenError();
  if (a.profile?.verificationStatus !== 'verified') throw new NotApprovedError(AUCTION_FORM_MESSAGES.vendorNotApproved);
  return a;
}

/** Spec §4: the toggle sends verified to suspended and anything else to verified. */
export function toggledStatus(current: VerificationStatus): VerificationStatus {
  return current === 'verified' ? 'suspended' : 'verified';
}

export function createAdminUsersService({ db, audit }: { db: Db; audit: AuditService }) {
  async function rolesOf(ex: Executor, userId: string): Promise<Role[]> {
    return (await adminUsersRepository.rolesFor(ex, [userId])).map((r) => r.role);
  }

  async function one(userId: string, ex: Executor = db): Promise<AdminUser> {
    const row = await adminUsersRepository.findOne(ex, userId);
    if (!row) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
    return toAdminUser(row, await rolesOf(ex, userId));
  }

  async function lockedProfile(tx: Executor, userId: string): Promise<ProfileRow> {
    const profile = await adminUsersRepository.findProfile(tx, userId, { lock: true });
    if (!profile) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
    return profile;
  }

  async function setStatus(actor: Actor, tx: Executor, before: ProfileRow, status: VerificationStatus) {
    const patch: Partial<ProfileRow> = { verificationStatus: status };
    if (status === 'verified') {
      patch.approvedBy = actor.userId;
      patch.approvedAt = new Date();
    }
    return (await adminUsersRepository.updateProfile(tx, before.userId, patch))!;
  }

  /** Adds or removes one role under the profile's lock, auditing the roles before and after. */
  async function changeRole(actor: Actor, userId: string, role: Role, change: 'add' | 'remove'): Promise<AdminUser> {
    await db.transaction(async (tx) => {
      const profile = await lockedProfile(tx, userId);
      const before = await rolesOf(tx, userId);
      if (change === 'add') await adminUsersRepository.addRole(tx, userId, role);
      else await adminUsersRepository.removeRole(tx, userId, role);
      await audit.record(tx, actor, {
        action: `user.role.${change}`,
        objectType: 'user',
        objectId: userId,
        before: snapshot(profile, before),
        after: { ...snapshot(profile, await rolesOf(tx, userId)), changedRole: role },
      });
    });
    return one(userId);
  }

  async function counts(): Promise<UserCounts> {
    return adminUsersRepository.countByRole(db);
  }

  return {
    counts,

    async list(actorOrNull: Actor | null, query: AdminUserListQuery): Promise<AdminUserList> {
      requireAdmin(actorOrNull);
      const tabRole: Record<string, Role | undefined> = { admins: 'admin', vendors: 'vendor', buyers: 'buyer' };
      const filter = { q: query.q || undefined, role: tabRole[query.tab] ?? query.role, status: query.status };
      // A tab and a different role filter together match nobody, as they would on screen.
      const conflicting = tabRole[query.tab] && query.role && tabRole[query.tab] !== query.role;
      const offset = (query.page - 1) * query.pageSize;
      const [rows, total, tally] = await Promise.all([
        conflicting ? [] : adminUsersRepository.list(db, filter, { limit: query.pageSize, offset }),
        conflicting ? 0 : adminUsersRepository.count(db, filter),
        counts(),
      ]);
      const roles = await adminUsersRepository.rolesFor(
        db,
        rows.map((r) => r.profile.userId),
      );
      return {
        items: rows.map((r) =>
          toAdminUser(
            r,
            roles.filter((x) => x.userId === r.profile.userId).map((x) => x.role),
          ),
        ),
        total,
        counts: tally,
      };
    },

    async get(actorOrNull: Actor | null, userId: string): Promise<AdminUser> {
      requireAdmin(actorOrNull);
      return one(userId);
    },

    async changeVerification(actorOrNull: Actor | null, userId: string, status?: VerificationStatus): Promise<AdminUser> {
      const actor = requireAdmin(actorOrNull);
      if (userId === actor.userId) throw new ConflictError(ADMIN_MESSAGES.cannotChangeOwnStatus);
      await db.transaction(async (tx) => {
        const before = await lockedProfile(tx, userId);
        const after = await setStatus(actor, tx, before, status ?? toggledStatus(before.verificationStatus));
        await audit.record(tx, actor, {
          action: 'user.verification',
          objectType: 'user',
          objectId: userId,
          before: snapshot(before),
          after: snapshot(after),
        });
      });
      return one(userId);
    },

    async addRole(actorOrNull: Actor | null, userId: string, role: Role): Promise<AdminUser> {
      return changeRole(requireAdmin(actorOrNull), userId, role, 'add');
    },

    async removeRole(actorOrNull: Actor | null, userId: string, role: Role): Promise<AdminUser> {
      const actor = requireAdmin(actorOrNull);
      if (userId === actor.userId && role === 'admin') throw new ConflictError(ADMIN_MESSAGES.cannotRemoveOwnAdmin);
      return changeRole(actor, userId, role, 'remove');
    },

    /** Add User: a sign-in account with the given role and a temporary password the admin passes on. */
    async addUser(actorOrNull: Actor | null, input: AddUser): Promise<AdminUser> {
      const actor = requireAdmin(actorOrNull);
      const userId = await db.transaction(async (tx) => {
        if (await adminUsersRepository.emailTaken(tx, input.email)) throw new ConflictError(ADMIN_MESSAGES.emailTaken, 'EMAIL_TAKEN');
        const verified = input.verificationStatus === 'verified';
        const id = await insertAccount(tx, {
          email: input.email,
          name: input.fullName,
          password: input.password,
          roles: [input.role],
          profile: {
            phone: input.phone || null,
            verificationStatus: input.verificationStatus,
            approvedBy: verified ? actor.userId : null,
            approvedAt: verified ? new Date() : null,
            buyerType: input.role === 'buyer' ? 'individual' : null,
          },
        });
        const profile = (await adminUsersRepository.findProfile(tx, id))!;
        await audit.record(tx, actor, {
          action: 'user.create',
          objectType: 'user',
          objectId: id,
          after: snapshot(profile, [input.role]),
        });
        return id;
      });
      return one(userId);
    },

    async markEmd(actorOrNull: Actor | null, userId: string, input: MarkEmd): Promise<AdminUser> {
      const actor = requireAdmin(actorOrNull);
      await db.transaction(async (tx) => {
        const before = await lockedProfile(tx, userId);
        const after = (await adminUsersRepository.updateProfile(tx, userId, {
          emdPaid: input.paid,
          emdAmount: input.paid ? input.amount! : 0,
        }))!;
        await audit.record(tx, actor, {
          action: 'user.emd',
          objectType: 'user',
          objectId: userId,
          before: snapshot(before),
          after: snapshot(after),
        });
      });
      return one(userId);
    },

    /**
     * Used by EMD deposit verification (same transaction): EMD becomes paid and the deposit is
     * added to the amount held, since a buyer may top up with several transfers.
     */
    async creditEmd(tx: Executor, userId: string, amount: number) {
      const before = await lockedProfile(tx, userId);
      const after = (await adminUsersRepository.updateProfile(tx, userId, {
        emdPaid: true,
        emdAmount: before.emdAmount + amount,
      }))!;
      return { before, after };
    },

    async pendingBuyers(actorOrNull: Actor | null): Promise<PendingBuyerList> {
      requireVerifiedVendor(actorOrNull);
      return { items: (await adminUsersRepository.pendingBuyers(db)).map(toPendingBuyer) };
    },

    /** A verified vendor approves a pending buyer; it cannot suspend anyone or touch other roles. */
    async approveBuyer(actorOrNull: Actor | null, userId: string): Promise<PendingBuyer> {
      const actor = requireVerifiedVendor(actorOrNull);
      const after = await db.transaction(async (tx) => {
        const before = await lockedProfile(tx, userId);
        if ((await adminUsersRepository.effectiveRoleOf(tx, userId)) !== 'buyer') throw new ForbiddenError(ADMIN_MESSAGES.notABuyer);
        if (before.verificationStatus !== 'pending') throw new ConflictError(ADMIN_MESSAGES.buyerNotPending, 'NOT_PENDING');
        const updated = await setStatus(actor, tx, before, 'verified');
        await audit.record(tx, actor, {
          action: 'buyer.approve',
          objectType: 'user',
          objectId: userId,
          before: snapshot(before),
          after: snapshot(updated),
        });
        return updated;
      });
      return toPendingBuyer(after);
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
