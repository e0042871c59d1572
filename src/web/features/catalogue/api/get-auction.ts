import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuctionDetail } from '@shared/schemas/auction';
import { api } from '@web/lib/api-client';
import { auctionKeys } from './auction-keys';

export function getAuction(id: string): Promise<AuctionDetail> {
  return api<AuctionDetail>(`/api/auctions/${encodeURIComponent(id)}`);
}

export const auctionQueryOptions = (id: string) => queryOptions({ queryKey: auctionKeys.detail(id), queryFn: () => getAuction(id) });

/** `GET /api/auctions/:id`: one auction with its images, its seller and, once ended, its result (never the reserve price). */
export function useAuction(id: string) {
  return useQuery(auctionQueryOptions(id));
}
