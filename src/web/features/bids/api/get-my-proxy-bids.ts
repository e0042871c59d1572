import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyProxyBidList } from '@shared/schemas/proxy-bid';
import { api } from '@web/lib/api-client';
import { bidKeys } from './bid-keys';

/** `GET /api/me/proxy-bids`: the caller's maximum bids on auctions not yet ended (decision 020). */
export function getMyProxyBids(): Promise<MyProxyBidList> {
  return api<MyProxyBidList>('/api/me/proxy-bids');
}

export const myProxyBidsQueryOptions = () => queryOptions({ queryKey: bidKeys.myMaximums(), queryFn: getMyProxyBids });

export function useMyProxyBids() {
  return useQuery(myProxyBidsQueryOptions());
}
