import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Auction, ReservePrice } from '@shared/schemas/auction';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';

export const reservePriceQueryKey = (auctionId: string) => ['auctions', 'detail', auctionId, 'reserve-price'] as const;

export function getReservePrice(auctionId: string): Promise<ReservePrice> {
  return api<ReservePrice>(`/api/auctions/${encodeURIComponent(auctionId)}/reserve-price`);
}

export const reservePriceQueryOptions = (auctionId: string) =>
  queryOptions({ queryKey: reservePriceQueryKey(auctionId), queryFn: () => getReservePrice(auctionId), retry: false });

/**
 * `GET /api/auctions/:id/reserve-price`, asked only by those spec §6 lets see it (admins and the
 * owning vendor); anyone else never makes the call. The server enforces the same rule.
 */
export function useReservePrice(auction: Pick<Auction, 'id' | 'createdBy' | 'hasReserve'> | undefined) {
  const { me, role } = useSession();
  const allowed = !!auction && !!me && (role === 'admin' || (role === 'vendor' && auction.createdBy === me.user.id));
  return useQuery({ ...reservePriceQueryOptions(auction?.id ?? ''), enabled: allowed && !!auction?.hasReserve });
}
