import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { auctionKeys } from './auction-keys';

export type ReservePrice = { reservePrice: number | null };

/** `GET /api/auctions/:id/reserve-price`: admins and the owning vendor only (403 otherwise). */
export function getReservePrice(auctionId: string): Promise<ReservePrice> {
  return api<ReservePrice>(`/api/auctions/${encodeURIComponent(auctionId)}/reserve-price`);
}

export const reservePriceQueryOptions = (auctionId: string) =>
  queryOptions({ queryKey: auctionKeys.reservePrice(auctionId), queryFn: () => getReservePrice(auctionId), retry: false });

export function useReservePrice(auctionId: string, enabled: boolean) {
  return useQuery({ ...reservePriceQueryOptions(auctionId), enabled });
}
