import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BidStatus } from '@shared/domain/constants';
import type { AdminBidList, BidTypeFilter } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';
import { bidKeys } from './bid-keys';

export type BidFilters = { q: string; type: BidTypeFilter | 'all'; status: BidStatus | 'all' };

export const bidsQuery = (f: BidFilters) =>
  queryOptions({
    queryKey: bidKeys.list(f),
    queryFn: () =>
      api<AdminBidList>('/api/admin/bids', {
        query: { q: f.q.trim() || undefined, type: f.type, status: f.status, pageSize: 500 },
      }),
    placeholderData: keepPreviousData,
    // Admin lists change under other people's hands: every visit to a tab or filter asks again.
    staleTime: 0,
  });

/** `GET /api/admin/bids`: every bid on the platform, newest first, with auction, bidder and the five counts (admins). */
export function useBids(filters: BidFilters) {
  return useQuery(bidsQuery(filters));
}
