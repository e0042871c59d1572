import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_LIST_LIMIT } from '@shared/domain/constants';
import type { MyBidList } from '@shared/schemas/bid';
import { api } from '@web/lib/api-client';
import { bidKeys } from './bid-keys';

/** `GET /api/me/bids`: the caller's own bids, newest first, each with its auction. */
export function getMyBids(limit: number): Promise<MyBidList> {
  return api<MyBidList>('/api/me/bids', { query: { limit } });
}

export const myBidsQueryOptions = (limit: number = DASHBOARD_LIST_LIMIT) =>
  queryOptions({ queryKey: bidKeys.myList(limit), queryFn: () => getMyBids(limit) });

export function useMyBids(limit: number = DASHBOARD_LIST_LIMIT) {
  return useQuery(myBidsQueryOptions(limit));
}
