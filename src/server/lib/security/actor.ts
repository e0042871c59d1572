import type { Role } from '../../../shared/domain/constants';
import type { Profile } from '../../../shared/schemas/account';

/**
 * Who is calling: resolved at most once per request from the session cookie (the accounts module's
 * `resolveActor`), then handed to services. Its shape is the API's own, not a database row, so any
 * layer may take one. Every access rule of src/shared/domain/access.ts accepts it.
 */
export type Actor = {
  userId: string;
  email: string;
  name: string;
  /** The effective role: the highest of `roles` (spec §6), buyer when there are none. */
  role: Role;
  roles: Role[];
  profile: Profile | null;
};
