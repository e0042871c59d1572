import { accountsRepository } from './accounts.repository';
import type { Db } from '../../db/client';

/** Sign-in attempts in a row, each within ACCOUNT_LOCKOUT_MS of the last, after which the account is locked (decision 031). */
export const ACCOUNT_SIGN_IN_ATTEMPTS = 10;
/** How long an account's sign-in stays locked after its last counted attempt. */
export const ACCOUNT_LOCKOUT_MS = 15 * 60 * 1000;

/** The e-mail address as sign-in compares it (Better Auth lower-cases it too). */
export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The per-account sign-in limit, beside the per-address one: an attempt is counted before the password
 * is checked, a successful sign-in or a password reset clears the count, and after
 * ACCOUNT_SIGN_IN_ATTEMPTS attempts the account refuses sign-in until ACCOUNT_LOCKOUT_MS has passed.
 * NOTE: keyed by the address typed, whether or not it has an account, so the lock-out tells no one who
 * has one; counted in the database, so every server process counts the same attempts.
 */
export function createSignInLockout(
  db: Db,
  {
    attempts = ACCOUNT_SIGN_IN_ATTEMPTS,
    lockoutMs = ACCOUNT_LOCKOUT_MS,
    now,
  }: {
    attempts?: number;
    lockoutMs?: number;
    /** Milliseconds (tests move it); the database's clock otherwise. */ now?: () => number;
  } = {},
) {
  const keyOf = (email: string) => `account:${normalisedEmail(email)}|/sign-in/email`;
  return {
    /** Counts one attempt at the account; false (nothing counted) while it is locked. */
    async take(email: string): Promise<boolean> {
      return accountsRepository.takeSignInAttempt(db, keyOf(email), { now: now?.(), windowMs: lockoutMs, max: attempts });
    },
    async clear(email: string): Promise<void> {
      await accountsRepository.clearSignInAttempts(db, keyOf(email));
    },
  };
}
export type SignInLockout = ReturnType<typeof createSignInLockout>;
