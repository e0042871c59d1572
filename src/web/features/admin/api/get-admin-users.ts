import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Role, VerificationStatus } from '@shared/domain/constants';
import type { AdminUserList, UserTab } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';
import { refreshAfterWrite } from '@web/lib/query-client';

export type AdminUserFilters = { q: string; role: Role | 'all'; status: VerificationStatus | 'all'; tab: UserTab };

export const adminUsersKey = ['admin', 'users'] as const;

export const adminUsersQuery = (f: AdminUserFilters) =>
  queryOptions({
    queryKey: [...adminUsersKey, f] as const,
    queryFn: () =>
      api<AdminUserList>('/api/admin/users', {
        query: { q: f.q.trim() || undefined, role: f.role, status: f.status, tab: f.tab, pageSize: 500 },
      }),
    placeholderData: keepPreviousData,
    // Admin lists change under other people's hands: every visit to a tab or filter asks again.
    staleTime: 0,
  });

/** `GET /api/admin/users`: the filtered list plus the counts of the summary cards. */
export function useAdminUsers(filters: AdminUserFilters) {
  return useQuery(adminUsersQuery(filters));
}

/** After any change to a user: the list, its cards, the dashboard figures and the activity feed. */
export function invalidateAdminUsers(qc: QueryClient) {
  return refreshAfterWrite(qc, adminUsersKey, ['admin', 'dashboard'], ['admin', 'activity']);
}

export const adminUserPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;
