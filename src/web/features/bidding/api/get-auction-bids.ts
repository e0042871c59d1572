import { queryOptions, useQuery } from '@tanstack/react-query';
import { RECENT_BIDS_LIMIT } from '@shared/domain/constants';
import type { BidList } from '@shared/schemas/bid';
import { api } from '@web/lib/api-client';
import { auctionKeys } from './auction-keys';

/** `GET /api/auctions/:id/bids?limit=10`, the same query (and cache entry) as the page's Recent Bids. */
export function getAuctionBids(auctionId: string): Promise<BidList> {
  return api<BidList>(`/api/auctions/${encodeURIComponent(auctionId)}/bids`, { query: { limit: RECENT_BIDS_LIMIT } });
}

export const auctionBidsQueryOptions = (auctionId: string) =>
  queryOptions({ queryKey: auctionKeys.bids(auctionId), queryFn: () => getAuctionBids(auctionId) });

export function useAuctionBids(auctionId: string, enabled = true) {
  return useQuery({ ...auctionBidsQueryOptions(auctionId), enabled });
}
