import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorDashboard } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';

export const vendorDashboardQuery = queryOptions({
  queryKey: ['vendor', 'dashboard'] as const,
  queryFn: () => api<VendorDashboard>('/api/vendor/dashboard'),
});

/** `GET /api/vendor/dashboard`: the cards, the performance figures and five of the vendor's auctions. */
export function useVendorDashboard() {
  return useQuery(vendorDashboardQuery);
}
