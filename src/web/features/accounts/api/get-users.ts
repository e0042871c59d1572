import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Role, VerificationStatus } from '@shared/domain/constants';
import type { AdminUserList, UserTab } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';
import { accountKeys } from './account-keys';

export type UserFilters = { q: string; role: Role | 'all'; status: VerificationStatus | 'all'; tab: UserTab };

export const usersQuery = (f: UserFilters) =>
  queryOptions({
    queryKey: accountKeys.users(f),
    queryFn: () =>
      api<AdminUserList>('/api/admin/users', {
        query: { q: f.q.trim() || undefined, role: f.role, status: f.status, tab: f.tab, pageSize: 500 },
      }),
    placeholderData: keepPreviousData,
    // Admin lists change under other people's hands: every visit to a tab or filter asks again.
    staleTime: 0,
  });

/** `GET /api/admin/users`: every account, filtered, plus the counts of the summary cards (admins). */
export function useUsers(filters: UserFilters) {
  return useQuery(usersQuery(filters));
}
