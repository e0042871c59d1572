import { queryOptions, useQuery } from '@tanstack/react-query';
import { canSeeReservePrice } from '@shared/domain/access';
import type { Auction, ReservePrice } from '@shared/schemas/auction';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { auctionKeys } from './auction-keys';

export function getReservePrice(auctionId: string): Promise<ReservePrice> {
  return api<ReservePrice>(`/api/auctions/${encodeURIComponent(auctionId)}/reserve-price`);
}

export const reservePriceQueryOptions = (auctionId: string) =>
  queryOptions({ queryKey: auctionKeys.reservePrice(auctionId), queryFn: () => getReservePrice(auctionId), retry: false });

/**
 * `GET /api/auctions/:id/reserve-price`, asked only by those spec §6 lets see it (canSeeReservePrice:
 * admins and the owning vendor); anyone else never makes the call. The server enforces the same rule.
 */
export function useReservePrice(auction: Pick<Auction, 'id' | 'createdBy' | 'hasReserve'>) {
  const { subject } = useSession();
  return useQuery({ ...reservePriceQueryOptions(auction.id), enabled: canSeeReservePrice(subject, auction) && auction.hasReserve });
}
