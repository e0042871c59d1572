import { randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { Role } from '../../../shared/domain/constants';
import type { Language } from '../../../shared/domain/languages';
import { highestRole } from '../../../shared/domain/roles';
import type { Registration } from '../../../shared/schemas/auth';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/security/actor';
import { NotFoundError } from '../../lib/http/errors';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { toProfileDto } from './accounts.dto';
import { accountsRepository, type NewProfile, type ProfileRow } from './accounts.repository';

export type NewAccount = {
  email: string;
  name: string;
  password: string;
  roles: Role[];
  profile?: Partial<Omit<NewProfile, 'userId' | 'email'>>;
  /** When the account was registered (the seed backdates its accounts); now by default. */
  createdAt?: Date;
};

/**
 * Fills `profiles.alias`, which nothing shows any more (decision 038: a bidder's alias belongs to one
 * auction), until a migration drops the column.
 */
export function makeAlias(): string {
  return `Bidder ${randomBytes(2).toString('hex').toUpperCase()}`;
}

const hashes = new Map<string, Promise<string>>();
/** Seeding hashes each distinct password once; scrypt is deliberately slow. */
function hashOnce(password: string): Promise<string> {
  let h = hashes.get(password);
  if (!h) hashes.set(password, (h = hashPassword(password)));
  return h;
}

function newUserId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Creates a credential account the way Better Auth's sign-up would (user + credential account),
 * plus our profile and role rows, in the caller's transaction. Used by the seed, the demo buyers,
 * the admin's Add User and tests.
 */
export async function insertAccount(db: Executor, input: NewAccount): Promise<string> {
  const id = newUserId();
  const email = input.email.toLowerCase();
  const now = input.createdAt ?? new Date();
  await accountsRepository.insertUser(db, { id, email, name: input.name, emailVerified: true, createdAt: now, updatedAt: now });
  await accountsRepository.insertCredential(db, {
    id: newUserId(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashOnce(input.password),
    createdAt: now,
    updatedAt: now,
  });
  await accountsRepository.insertProfile(db, {
    userId: id,
    email,
    fullName: input.name,
    userType: input.roles.includes('vendor') ? 'vendor' : 'buyer',
    alias: makeAlias(),
    ...input.profile,
  });
  for (const role of input.roles) await accountsRepository.addRole(db, id, role);
  return id;
}

/**
 * Who people are: the caller behind a session, new accounts, and the few profile fields other
 * modules change (EMD) inside their own transactions.
 */
export function createAccountsService(db: Db) {
  return {
    /** Spec §6: the highest role wins; no role rows, or a lookup failure, gives buyer. */
    async resolveActor(user: { id: string; email: string; name: string }): Promise<Actor> {
      const [roles, profile] = await Promise.all([
        accountsRepository.listRoles(db, user.id).catch((): Role[] => []),
        accountsRepository.findProfile(db, user.id).catch((): ProfileRow | null => null),
      ]);
      return {
        userId: user.id,
        email: user.email,
        name: profile?.fullName || user.name,
        role: highestRole(roles),
        roles,
        profile: profile ? toProfileDto(profile) : null,
      };
    },

    /** Profile and role rows for a freshly registered account (spec §3 registration data), in the sign-up transaction. */
    async createRegistrationRecords(userId: string, reg: Registration, tx: Executor = db) {
      const profile = await accountsRepository.insertProfile(tx, {
        userId,
        email: reg.email,
        fullName: reg.fullName,
        phone: reg.phone,
        companyName: reg.organizationName,
        userType: reg.userType,
        buyerType: reg.buyerType,
        pan: reg.pan,
        gst: reg.gst,
        aadhaarLast4: reg.aadhaarLast4,
        verificationStatus: 'pending',
        alias: makeAlias(),
      });
      // insertProfile skips a conflicting row; a new account must never share a profile it did not write.
      if (!profile) throw new Error(`a profile already exists for user ${userId}`);
      await accountsRepository.addRole(tx, userId, reg.userType);
    },

    insertAccount,

    async idsByEmail(emails: string[], ex: Executor = db): Promise<{ id: string; email: string }[]> {
      return accountsRepository.findUserIdsByEmail(
        ex,
        emails.map((e) => e.toLowerCase()),
      );
    },

    /** Deletes accounts in the caller's transaction; their rows elsewhere go by cascade. */
    async deleteAccounts(tx: Executor, userIds: string[]) {
      await accountsRepository.deleteUsers(tx, userIds);
    },

    /** Row locks on accounts (see the repository), for a caller that must keep new rows from referring to them. */
    lockAccounts(tx: Executor, userIds: string[]) {
      return accountsRepository.lockUsers(tx, userIds);
    },

    /**
     * Takes the profile's row lock for the rest of the caller's transaction: the EMD wallet serialises
     * each buyer's money movements on it (decision 014). Returns the profile, or null.
     */
    lockProfile(tx: Executor, userId: string): Promise<ProfileRow | null> {
      return accountsRepository.findProfile(tx, userId, { lock: true });
    },

    /** The language the user reads Neelami in (decision 028). */
    async setLanguage(userId: string, language: Language): Promise<Language> {
      const after = await accountsRepository.updateProfile(db, userId, { language });
      if (!after) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
      return after.language;
    },

    /**
     * The profile's EMD figures as the spec shows them (EMD Status card, the admin's EMD column): paid
     * while the wallet holds money, and the wallet's balance. The EMD wallet keeps them current.
     */
    async setEmdFigures(tx: Executor, userId: string, figures: { emdPaid: boolean; emdAmount: number }) {
      const after = await accountsRepository.updateProfile(tx, userId, figures);
      if (!after) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
      return after;
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
