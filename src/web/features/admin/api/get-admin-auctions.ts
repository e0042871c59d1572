import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PropertyType } from '@shared/domain/constants';
import type { AuctionTab, ManagedAuctionList } from '@shared/schemas/auction-form';
import { api } from '@web/lib/api-client';
import { refreshAfterWrite } from '@web/lib/query-client';

export const adminAuctionsKey = ['admin', 'auctions'] as const;
export const ADMIN_AUCTIONS_PAGE_SIZE = 100;

/** The Advanced Filters as the API takes them; an absent one does not filter. */
export type AdminAuctionFilters = {
  propertyType?: PropertyType;
  featured?: boolean;
  withReserve?: boolean;
  withBids?: boolean;
};

export const adminAuctionsQuery = (q: string, tab: AuctionTab, page: number, filters: AdminAuctionFilters = {}) =>
  queryOptions({
    queryKey: [...adminAuctionsKey, { q, tab, page, ...filters }] as const,
    queryFn: () =>
      api<ManagedAuctionList>('/api/admin/auctions', {
        query: { q: q.trim() || undefined, tab, ...filters, page, pageSize: ADMIN_AUCTIONS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    // Admin lists change under other people's hands: every visit to a tab or filter asks again.
    staleTime: 0,
  });

/**
 * `GET /api/admin/auctions`: every auction with its reserve price, searched, tabbed and filtered
 * on the server, with the tab counts for the same filters and the five cards.
 */
export function useAdminAuctions(q: string, tab: AuctionTab, page: number, filters: AdminAuctionFilters = {}) {
  return useQuery(adminAuctionsQuery(q, tab, page, filters));
}

/** After any change to an auction: the admin lists and cards, and the public listings. */
export function invalidateAuctions(qc: QueryClient) {
  return refreshAfterWrite(qc, adminAuctionsKey, ['admin', 'dashboard'], ['admin', 'activity'], ['auctions']);
}
