import { randomBytes } from 'node:crypto';
import { highestRole } from '../../../shared/domain/roles';
import type { Role } from '../../../shared/domain/constants';
import type { Registration } from '../../../shared/schemas/auth';
import type { Db, Executor } from '../../db/client';
import { usersRepository, type ProfileRow } from './users.repository';

/** Who is calling: resolved once per request from the session cookie. */
export type Actor = {
  userId: string;
  email: string;
  name: string;
  role: Role;
  roles: Role[];
  profile: ProfileRow | null;
};

export function makeAlias(): string {
  return `Bidder ${randomBytes(2).toString('hex').toUpperCase()}`;
}

export function createUsersService(db: Db) {
  return {
    /** Profile and role rows for a freshly registered account (spec §3 registration data). */
    async createRegistrationRecords(userId: string, reg: Registration, tx: Executor = db) {
      const profile = await usersRepository.insertProfile(tx, {
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
      await usersRepository.addRole(tx, userId, reg.userType);
    },

    /**
     * Spec §6: the highest role wins; no role rows, or a lookup failure, gives buyer.
     */
    async resolveActor(user: { id: string; email: string; name: string }): Promise<Actor> {
      const [roles, profile] = await Promise.all([
        usersRepository.listRoles(db, user.id).catch((): Role[] => []),
        usersRepository.findProfile(db, user.id).catch((): ProfileRow | null => null),
      ]);
      return {
        userId: user.id,
        email: user.email,
        name: profile?.fullName || user.name,
        role: highestRole(roles),
        roles,
        profile,
      };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
