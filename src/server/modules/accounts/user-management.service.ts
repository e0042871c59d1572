import type { Role, VerificationStatus } from '../../../shared/domain/constants';
import {
  ADMIN_MESSAGES,
  statusNeedsReason,
  type AddUser,
  type AdminUser,
  type AdminUserList,
  type AdminUserListQuery,
  type PendingBuyer,
  type PendingBuyerList,
  type UserCounts,
} from '../../../shared/schemas/admin';
import type { Db, Executor } from '../../db/client';
import { requireAdmin, requireBuyerApprover } from '../../lib/security/access';
import type { Actor } from '../../lib/security/actor';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/http/errors';
import type { AuditService } from '../audit/audit.service';
import { auditSnapshot as snapshot, toAdminUser, toPendingBuyer } from './accounts.dto';
import { accountsRepository, type ProfileRow } from './accounts.repository';
import { insertAccount } from './accounts.service';
import type { Publisher } from '../../realtime/bus';
import { NOTIFICATION_TEXTS } from '../../../shared/schemas/notification';
import type { CreatedNotification, NotificationsService } from '../notifications/notifications.service';

/** Spec §4: the toggle sends verified to suspended and anything else to verified. */
export function toggledStatus(current: VerificationStatus): VerificationStatus {
  return current === 'verified' ? 'suspended' : 'verified';
}

export function createUserManagementService({
  db,
  audit,
  publisher,
  notifications,
}: {
  db: Db;
  audit: AuditService;
  publisher: Publisher;
  /** Tells the user their account was approved, rejected or suspended (bell, e-mail, push). */
  notifications?: Pick<NotificationsService, 'create' | 'announce'>;
}) {
  /** After the commit: the user's open tabs refresh what depends on their approval and roles (the buyer dashboard, the bid box). */
  async function announce(userId: string, told: CreatedNotification[] = []) {
    notifications?.announce(told);
    const profile = await accountsRepository.findProfile(db, userId);
    if (!profile) return;
    publisher.publish(`user:${userId}`, 'account.changed', {
      verificationStatus: profile.verificationStatus,
      roles: await rolesOf(db, userId),
    });
  }

  async function rolesOf(ex: Executor, userId: string): Promise<Role[]> {
    return (await accountsRepository.rolesFor(ex, [userId])).map((r) => r.role);
  }

  async function one(userId: string, ex: Executor = db): Promise<AdminUser> {
    const row = await accountsRepository.findListed(ex, userId);
    if (!row) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
    return toAdminUser(row, await rolesOf(ex, userId));
  }

  async function lockedProfile(tx: Executor, userId: string): Promise<ProfileRow> {
    const profile = await accountsRepository.findProfile(tx, userId, { lock: true });
    if (!profile) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
    return profile;
  }

  /**
   * Sets the status and, for a suspension or rejection, the reason the user reads (decision 042); what the
   * user is told of it is added to `told`, to announce after the commit.
   */
  async function setStatus(
    actor: Actor,
    tx: Executor,
    before: ProfileRow,
    status: VerificationStatus,
    told: CreatedNotification[],
    reason: string | null = null,
  ) {
    const patch: Partial<ProfileRow> = { verificationStatus: status, statusReason: statusNeedsReason(status) ? reason : null };
    if (status === 'verified') {
      patch.approvedBy = actor.userId;
      patch.approvedAt = new Date();
    }
    const after = (await accountsRepository.updateProfile(tx, before.userId, patch))!;
    const note = before.verificationStatus === status ? null : await statusNote(tx, after);
    if (note && notifications) told.push(...(await notifications.create(tx, [{ userId: after.userId, auctionId: null, ...note }])));
    return after;
  }

  /** What the user is told of their new status (the welcome text promises it). */
  async function statusNote(tx: Executor, profile: ProfileRow) {
    if (profile.verificationStatus === 'verified') {
      const vendor = (await rolesOf(tx, profile.userId)).includes('vendor');
      return NOTIFICATION_TEXTS.accountApproved({ vendor, withEmd: !vendor && profile.emdPaid });
    }
    if (profile.verificationStatus === 'suspended') return NOTIFICATION_TEXTS.accountSuspended(profile.statusReason);
    if (profile.verificationStatus === 'rejected') return NOTIFICATION_TEXTS.accountRejected(profile.statusReason);
    return null;
  }

  /** Adds or removes one role under the profile's lock, auditing the roles before and after. */
  async function changeRole(actor: Actor, userId: string, role: Role, change: 'add' | 'remove'): Promise<AdminUser> {
    await db.transaction(async (tx) => {
      const profile = await lockedProfile(tx, userId);
      const before = await rolesOf(tx, userId);
      if (change === 'add') await accountsRepository.addRole(tx, userId, role);
      else await accountsRepository.removeRole(tx, userId, role);
      await audit.record(tx, actor, {
        action: `user.role.${change}`,
        objectType: 'user',
        objectId: userId,
        before: snapshot(profile, before),
        after: { ...snapshot(profile, await rolesOf(tx, userId)), changedRole: role },
      });
    });
    await announce(userId);
    return one(userId);
  }

  async function counts(): Promise<UserCounts> {
    return accountsRepository.countByRole(db);
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
        conflicting ? [] : accountsRepository.list(db, filter, { limit: query.pageSize, offset }),
        conflicting ? 0 : accountsRepository.count(db, filter),
        counts(),
      ]);
      const roles = await accountsRepository.rolesFor(
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

    async changeVerification(
      actorOrNull: Actor | null,
      userId: string,
      { status, reason }: { status?: VerificationStatus; reason?: string } = {},
    ): Promise<AdminUser> {
      const actor = requireAdmin(actorOrNull);
      if (userId === actor.userId) throw new ConflictError(ADMIN_MESSAGES.cannotChangeOwnStatus);
      const told: CreatedNotification[] = [];
      let suspended = false;
      await db.transaction(async (tx) => {
        const before = await lockedProfile(tx, userId);
        const next = status ?? toggledStatus(before.verificationStatus);
        // NOTE: the user reads the reason on their dashboard and in the notice (decision 042), so a
        // suspension or rejection without one is refused, even as the body-less toggle of spec §4.
        if (statusNeedsReason(next) && !reason) throw new ValidationError(ADMIN_MESSAGES.reasonRequired);
        const after = await setStatus(actor, tx, before, next, told, reason ?? null);
        // NOTE: a suspension ends every session, as a password reset does: whatever a session was
        // allowed (an open socket, a cached bidder, a stolen cookie) is decided again at the next sign-in.
        suspended = after.verificationStatus === 'suspended' && before.verificationStatus !== 'suspended';
        if (suspended) await accountsRepository.deleteSessions(tx, userId);
        await audit.record(tx, actor, {
          action: 'user.verification',
          objectType: 'user',
          objectId: userId,
          before: snapshot(before),
          after: { ...snapshot(after), ...(reason ? { reason } : {}) },
        });
      });
      // Every server closes the user's sockets and forgets their cached bidder (decision 018).
      if (suspended) publisher.publish(`user:${userId}`, 'session.ended', { userId, sessionId: null });
      await announce(userId, told);
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
        if (await accountsRepository.emailTaken(tx, input.email)) throw new ConflictError(ADMIN_MESSAGES.emailTaken, 'EMAIL_TAKEN');
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
        const profile = (await accountsRepository.findProfile(tx, id))!;
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

    /**
     * The buyers awaiting approval that this vendor may see: those who have shown interest in one of its
     * auctions, with their contacts masked (decision 037).
     */
    async pendingBuyers(actorOrNull: Actor | null): Promise<PendingBuyerList> {
      const actor = requireBuyerApprover(actorOrNull);
      return { items: (await accountsRepository.pendingBuyersOf(db, actor.userId)).map(toPendingBuyer) };
    },

    /**
     * A verified vendor approves a pending buyer it may see (decision 037); it cannot suspend anyone or
     * touch other roles. Anyone else is not found, as if the account did not exist.
     */
    async approveBuyer(actorOrNull: Actor | null, userId: string): Promise<PendingBuyer> {
      const actor = requireBuyerApprover(actorOrNull);
      const told: CreatedNotification[] = [];
      const after = await db.transaction(async (tx) => {
        const before = await lockedProfile(tx, userId);
        if (!(await accountsRepository.isInterestedInAuctionsOf(tx, userId, actor.userId)))
          throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
        if ((await accountsRepository.effectiveRoleOf(tx, userId)) !== 'buyer') throw new ForbiddenError(ADMIN_MESSAGES.notABuyer);
        if (before.verificationStatus !== 'pending') throw new ConflictError(ADMIN_MESSAGES.buyerNotPending, 'NOT_PENDING');
        const updated = await setStatus(actor, tx, before, 'verified', told);
        await audit.record(tx, actor, {
          action: 'buyer.approve',
          objectType: 'user',
          objectId: userId,
          before: snapshot(before),
          after: snapshot(updated),
        });
        return updated;
      });
      await announce(userId, told);
      return toPendingBuyer(after);
    },
  };
}
export type UserManagementService = ReturnType<typeof createUserManagementService>;
