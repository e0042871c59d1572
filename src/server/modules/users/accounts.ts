import { randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { Role } from '../../../shared/domain/constants';
import type { Executor } from '../../db/client';
import { accounts, users } from '../../db/schema';
import { usersRepository, type NewProfile } from './users.repository';
import { makeAlias } from './users.service';

export type NewAccount = {
  email: string;
  name: string;
  password: string;
  roles: Role[];
  profile?: Partial<Omit<NewProfile, 'userId' | 'email'>>;
};

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
 * plus our profile and role rows. Used by the seed, demo users and the admin's Add User.
 */
export async function insertAccount(db: Executor, input: NewAccount): Promise<string> {
  const id = newUserId();
  const email = input.email.toLowerCase();
  const now = new Date();
  await db.insert(users).values({ id, email, name: input.name, emailVerified: true, createdAt: now, updatedAt: now });
  await db.insert(accounts).values({
    id: newUserId(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashOnce(input.password),
    createdAt: now,
    updatedAt: now,
  });
  await usersRepository.insertProfile(db, {
    userId: id,
    email,
    fullName: input.name,
    userType: input.roles.includes('vendor') ? 'vendor' : 'buyer',
    alias: makeAlias(),
    ...input.profile,
  });
  for (const role of input.roles) await usersRepository.addRole(db, id, role);
  return id;
}
