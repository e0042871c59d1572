import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AuctionTab, ManagedAuctionList } from '@shared/schemas/auction-form';
import { api } from '@web/lib/api-client';

export const adminAuctionsKey = ['admin', 'auctions'] as const;
export const ADMIN_AUCTIONS_PAGE_SIZE = 100;

export const adminAuctionsQuery = (q: string, tab: AuctionTab, page: number) =>
  queryOptions({
    queryKey: [...adminAuctionsKey, { q, tab, page }] as const,
    queryFn: () =>
      api<ManagedAuctionList>('/api/admin/auctions', {
        query: { q: q.trim() || undefined, tab, page, pageSize: ADMIN_AUCTIONS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    // Admin lists change under other people's hands: every visit to a tab or filter asks again.
    staleTime: 0,
  });

/** `GET /api/admin/auctions`: every auction with its reserve price, and the five counts. */
export function useAdminAuctions(q: string, tab: AuctionTab, page: number) {
  return useQuery(adminAuctionsQuery(q, tab, page));
}

/** After any change to an auction: the admin lists and cards, and the public listings. */
export function invalidateAuctions(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: adminAuctionsKey }),
    qc.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    qc.invalidateQueries({ queryKey: ['admin', 'activity'] }),
    qc.invalidateQueries({ queryKey: ['auctions'] }),
  ]);
}
