import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuctionTab, ManagedAuctionList } from '@shared/schemas/auction-form';
import { api } from '@web/lib/api-client';
import { managedAuctionKeys } from './managed-auction-keys';

export const MY_LISTINGS_PAGE_SIZE = 100;

export const myListingsQuery = (q: string, tab: AuctionTab, page: number) =>
  queryOptions({
    queryKey: managedAuctionKeys.list('own', { q, tab, page }),
    queryFn: () =>
      api<ManagedAuctionList>('/api/vendor/auctions', {
        query: { q: q.trim() || undefined, tab, page, pageSize: MY_LISTINGS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    // These lists change under other people's hands: every visit to a tab or filter asks again.
    staleTime: 0,
  });

/** `GET /api/vendor/auctions`: only the caller's own listings, with their reserve prices. */
export function useMyListings(q: string, tab: AuctionTab, page: number) {
  return useQuery(myListingsQuery(q, tab, page));
}
