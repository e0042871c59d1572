import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Auction } from '@shared/schemas/auction';
import { api } from '@web/lib/api-client';
import { auctionKeys } from './auction-keys';

export function getAuction(id: string): Promise<Auction> {
  return api<Auction>(`/api/auctions/${encodeURIComponent(id)}`);
}

export const auctionQueryOptions = (id: string) => queryOptions({ queryKey: auctionKeys.detail(id), queryFn: () => getAuction(id) });

/** `GET /api/auctions/:id`: one auction with its images (never the reserve price). */
export function useAuction(id: string) {
  return useQuery(auctionQueryOptions(id));
}
