import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';
import { reportKeys } from './report-keys';

export const adminDashboardQuery = queryOptions({
  queryKey: reportKeys.dashboard('admin'),
  queryFn: () => api<AdminDashboard>('/api/admin/dashboard'),
});

/** `GET /api/admin/dashboard`: the four cards and the three newest auctions (admins). */
export function useAdminDashboard() {
  return useQuery(adminDashboardQuery);
}
