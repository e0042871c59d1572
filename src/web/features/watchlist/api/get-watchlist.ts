import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Watchlist } from '@shared/schemas/watchlist';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { watchlistQueryKey } from './get-watchlist-ids';

export const watchlistListQueryKey = [...watchlistQueryKey, 'list'] as const;

export function getWatchlist(): Promise<Watchlist> {
  return api<Watchlist>('/api/watchlist');
}

export const watchlistListQueryOptions = queryOptions({ queryKey: watchlistListQueryKey, queryFn: getWatchlist });

/** `GET /api/watchlist`: the signed-in user's watched auctions, newest first. */
export function useWatchlist() {
  const { me } = useSession();
  return useQuery({ ...watchlistListQueryOptions, enabled: !!me });
}
