import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BidStatus } from '@shared/domain/constants';
import type { AdminBidDetail, AdminBidList, BidTypeFilter } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';

export type AdminBidFilters = { q: string; type: BidTypeFilter | 'all'; status: BidStatus | 'all' };

export const adminBidsKey = ['admin', 'bids'] as const;

export const adminBidsQuery = (f: AdminBidFilters) =>
  queryOptions({
    queryKey: [...adminBidsKey, 'list', f] as const,
    queryFn: () =>
      api<AdminBidList>('/api/admin/bids', {
        query: { q: f.q.trim() || undefined, type: f.type, status: f.status, pageSize: 500 },
      }),
    placeholderData: keepPreviousData,
    // Admin lists change under other people's hands: every visit to a tab or filter asks again.
    staleTime: 0,
  });

/** `GET /api/admin/bids`: newest first, with auction, bidder and the five counts. */
export function useAdminBids(filters: AdminBidFilters) {
  return useQuery(adminBidsQuery(filters));
}

/** `GET /api/admin/bids/:id`: the bid with its whole auction and bidder. */
export function useAdminBid(id: string | null) {
  return useQuery({
    queryKey: [...adminBidsKey, 'detail', id] as const,
    queryFn: () => api<AdminBidDetail>(`/api/admin/bids/${encodeURIComponent(id ?? '')}`),
    enabled: !!id,
  });
}
