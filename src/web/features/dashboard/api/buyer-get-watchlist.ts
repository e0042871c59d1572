import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Watchlist } from '@shared/schemas/watchlist';
import { api } from '@web/lib/api-client';

/** NOTE: the watchlist's own key, so a heart toggled anywhere refreshes this list too. */
export const buyerWatchlistQueryKey = ['watchlist', 'list'] as const;

/** `GET /api/watchlist`: the buyer's watched auctions, newest first. */
export function getBuyerWatchlist(): Promise<Watchlist> {
  return api<Watchlist>('/api/watchlist');
}

export const buyerWatchlistQueryOptions = () => queryOptions({ queryKey: buyerWatchlistQueryKey, queryFn: getBuyerWatchlist });

export function useBuyerWatchlist() {
  return useQuery(buyerWatchlistQueryOptions());
}
