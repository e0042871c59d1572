import type { Role } from './constants';

const RANK: Record<Role, number> = { admin: 3, vendor: 2, buyer: 1 };

/**
 * Spec §6: a user with several roles gets the highest (admin over vendor over buyer);
 * no role rows gives buyer.
 */
export function highestRole(roles: readonly Role[] | null | undefined): Role {
  let best: Role = 'buyer';
  for (const role of roles ?? []) if (RANK[role] > RANK[best]) best = role;
  return best;
}

export const DASHBOARD_PATH: Record<Role, string> = {
  admin: '/admin-dashboard',
  vendor: '/vendor-dashboard',
  buyer: '/buyer-dashboard',
};

export const REPORTS_PATH: Record<Role, string> = {
  admin: '/admin-reports',
  vendor: '/vendor-reports',
  buyer: '/buyer-reports',
};
