import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyType } from '@shared/domain/constants';
import type { AuctionTab, ManagedAuctionList } from '@shared/schemas/auction-form';
import { api } from '@web/lib/api-client';
import { managedAuctionKeys } from './managed-auction-keys';

export const MANAGED_AUCTIONS_PAGE_SIZE = 100;

/** The Advanced Filters as the API takes them; an absent one does not filter. */
export type ManagedAuctionFilters = {
  propertyType?: PropertyType;
  featured?: boolean;
  withReserve?: boolean;
  withBids?: boolean;
};

export const managedAuctionsQuery = (q: string, tab: AuctionTab, page: number, filters: ManagedAuctionFilters = {}) =>
  queryOptions({
    queryKey: managedAuctionKeys.list('all', { q, tab, page, ...filters }),
    queryFn: () =>
      api<ManagedAuctionList>('/api/admin/auctions', {
        query: { q: q.trim() || undefined, tab, ...filters, page, pageSize: MANAGED_AUCTIONS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    // Admin lists change under other people's hands: every visit to a tab or filter asks again.
    staleTime: 0,
  });

/**
 * `GET /api/admin/auctions`: every auction with its reserve price, searched, tabbed and filtered
 * on the server, with the tab counts for the same filters and the five cards (admins only).
 */
export function useManagedAuctions(q: string, tab: AuctionTab, page: number, filters: ManagedAuctionFilters = {}) {
  return useQuery(managedAuctionsQuery(q, tab, page, filters));
}
