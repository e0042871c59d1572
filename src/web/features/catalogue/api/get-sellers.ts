import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Seller } from '@shared/schemas/auction';
import { api } from '@web/lib/api-client';
import { auctionKeys } from './auction-keys';

export function getSellers(): Promise<Seller[]> {
  return api<Seller[]>('/api/sellers');
}

export const sellersQueryOptions = queryOptions({ queryKey: auctionKeys.sellers(), queryFn: getSellers, staleTime: 60_000 });

/** `GET /api/sellers`: banks and other sellers with public auctions, by name (the Bank / seller filter). */
export function useSellers() {
  return useQuery(sellersQueryOptions);
}
