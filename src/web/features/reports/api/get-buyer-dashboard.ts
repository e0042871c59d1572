import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BuyerDashboard } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';
import { reportKeys } from './report-keys';

/** `GET /api/buyer/dashboard`: the buyer's figures, approval and EMD state. */
export function getBuyerDashboard(): Promise<BuyerDashboard> {
  return api<BuyerDashboard>('/api/buyer/dashboard');
}

export const buyerDashboardQueryOptions = () => queryOptions({ queryKey: reportKeys.dashboard('buyer'), queryFn: getBuyerDashboard });

export function useBuyerDashboard() {
  return useQuery(buyerDashboardQueryOptions());
}
