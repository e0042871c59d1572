import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyProxyBid } from '@shared/schemas/proxy-bid';
import { api } from '@web/lib/api-client';
import { auctionKeys } from '../../api/auction-keys';

/** `GET /api/auctions/:id/proxy-bid`: the caller's own maximum on the auction, or null. */
export function getMyProxyBid(auctionId: string): Promise<MyProxyBid> {
  return api<MyProxyBid>(`/api/auctions/${encodeURIComponent(auctionId)}/proxy-bid`);
}

export const myProxyBidQueryOptions = (auctionId: string) =>
  queryOptions({ queryKey: auctionKeys.proxyBid(auctionId), queryFn: () => getMyProxyBid(auctionId) });

/** Refetched on the owner's `proxy.updated` and on every `bid.placed` of the auction (the lead may have moved). */
export function useMyProxyBid(auctionId: string, enabled = true) {
  return useQuery({ ...myProxyBidQueryOptions(auctionId), enabled });
}
