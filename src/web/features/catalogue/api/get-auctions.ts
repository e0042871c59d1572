import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuctionList, AuctionListQueryInput } from '@shared/schemas/auction';
import { api } from '@web/lib/api-client';
import { auctionKeys } from './auction-keys';

export function getAuctions(query: AuctionListQueryInput): Promise<AuctionList> {
  return api<AuctionList>('/api/auctions', { query: query as Record<string, string | number | boolean | undefined> });
}

export const auctionsQueryOptions = (query: AuctionListQueryInput) =>
  queryOptions({ queryKey: auctionKeys.list(query), queryFn: () => getAuctions(query) });

/**
 * `GET /api/auctions`: one page of auctions with the counts for headers and tabs, filtered,
 * sorted and paged on the server. The previous page stays on screen while the next one loads.
 */
export function useAuctions(query: AuctionListQueryInput) {
  return useQuery({ ...auctionsQueryOptions(query), placeholderData: keepPreviousData });
}
