import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';

export const adminDashboardQuery = queryOptions({
  queryKey: ['admin', 'dashboard'] as const,
  queryFn: () => api<AdminDashboard>('/api/admin/dashboard'),
});

/** `GET /api/admin/dashboard`: the four cards and the three newest auctions. */
export function useAdminDashboard() {
  return useQuery(adminDashboardQuery);
}
