import { queryOptions, useQuery } from '@tanstack/react-query';
import { RECENT_BIDS_LIMIT } from '@shared/domain/constants';
import type { BidList } from '@shared/schemas/bid';
import { api } from '@web/lib/api-client';
import { auctionKeys } from './auction-keys';

export function getRecentBids(auctionId: string): Promise<BidList> {
  return api<BidList>(`/api/auctions/${encodeURIComponent(auctionId)}/bids`, { query: { limit: RECENT_BIDS_LIMIT } });
}

export const recentBidsQueryOptions = (auctionId: string) =>
  queryOptions({ queryKey: auctionKeys.bids(auctionId), queryFn: () => getRecentBids(auctionId) });

/**
 * `GET /api/auctions/:id/bids?limit=10`: the latest bids, bidders shown by alias (spec §9: 10). The
 * page's Recent Bids and an ended auction's result read this one cache entry.
 */
export function useRecentBids(auctionId: string, enabled = true) {
  return useQuery({ ...recentBidsQueryOptions(auctionId), enabled });
}
