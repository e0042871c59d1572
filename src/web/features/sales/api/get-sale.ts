import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Sale } from '@shared/schemas/sale';
import { api, ApiError } from '@web/lib/api-client';
import { saleKeys } from './sale-keys';

/** `GET /api/auctions/:id/sale`: the sale after the close, for its buyer, its seller and admins. */
export function getSale(auctionId: string): Promise<Sale> {
  return api<Sale>(`/api/auctions/${encodeURIComponent(auctionId)}/sale`);
}

export const saleQueryOptions = (auctionId: string) =>
  queryOptions({
    queryKey: saleKeys.detail(auctionId),
    queryFn: () => getSale(auctionId),
    // Not a party (403) or no sale yet (404) is an answer, not a failure worth retrying.
    retry: (count, err) => !(err instanceof ApiError && (err.status === 403 || err.status === 404)) && count < 2,
  });

export function useSale(auctionId: string, enabled = true) {
  return useQuery({ ...saleQueryOptions(auctionId), enabled });
}
