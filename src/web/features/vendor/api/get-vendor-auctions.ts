import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AuctionTab, ManagedAuctionList } from '@shared/schemas/auction-form';
import { api } from '@web/lib/api-client';
import { refreshAfterWrite } from '@web/lib/query-client';

export const vendorAuctionsKey = ['vendor', 'auctions'] as const;
export const VENDOR_AUCTIONS_PAGE_SIZE = 100;

export const vendorAuctionsQuery = (q: string, tab: AuctionTab, page: number) =>
  queryOptions({
    queryKey: [...vendorAuctionsKey, { q, tab, page }] as const,
    queryFn: () =>
      api<ManagedAuctionList>('/api/vendor/auctions', {
        query: { q: q.trim() || undefined, tab, page, pageSize: VENDOR_AUCTIONS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    // These lists change under other people's hands: every visit to a tab or filter asks again.
    staleTime: 0,
  });

/** `GET /api/vendor/auctions`: only the caller's own listings, with their reserve prices. */
export function useVendorAuctions(q: string, tab: AuctionTab, page: number) {
  return useQuery(vendorAuctionsQuery(q, tab, page));
}

export function invalidateVendorAuctions(qc: QueryClient) {
  return refreshAfterWrite(qc, vendorAuctionsKey, ['vendor', 'dashboard'], ['auctions']);
}
