import { queryOptions, useQuery } from '@tanstack/react-query';
import { RECENT_BIDS_LIMIT } from '@shared/domain/constants';
import type { BidList } from '@shared/schemas/bid';
import { api } from '@web/lib/api-client';

export const recentBidsQueryKey = (auctionId: string) => ['auctions', 'detail', auctionId, 'bids'] as const;

export function getRecentBids(auctionId: string): Promise<BidList> {
  return api<BidList>(`/api/auctions/${encodeURIComponent(auctionId)}/bids`, { query: { limit: RECENT_BIDS_LIMIT } });
}

export const recentBidsQueryOptions = (auctionId: string) =>
  queryOptions({ queryKey: recentBidsQueryKey(auctionId), queryFn: () => getRecentBids(auctionId) });

/** `GET /api/auctions/:id/bids?limit=10`: the latest bids, bidders shown by alias (spec §9: 10). */
export function useRecentBids(auctionId: string) {
  return useQuery(recentBidsQueryOptions(auctionId));
}
