import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorDashboard } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';
import { reportKeys } from './report-keys';

export const vendorDashboardQuery = queryOptions({
  queryKey: reportKeys.dashboard('vendor'),
  queryFn: () => api<VendorDashboard>('/api/vendor/dashboard'),
});

/** `GET /api/vendor/dashboard`: the cards, the performance figures and five of the vendor's auctions. */
export function useVendorDashboard() {
  return useQuery(vendorDashboardQuery);
}
