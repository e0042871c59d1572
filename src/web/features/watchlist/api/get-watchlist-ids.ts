import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WatchlistIds } from '@shared/schemas/watchlist';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';

export const watchlistQueryKey = ['watchlist'] as const;
export const watchlistIdsQueryKey = [...watchlistQueryKey, 'ids'] as const;

export function getWatchlistIds(): Promise<WatchlistIds> {
  return api<WatchlistIds>('/api/watchlist/ids');
}

export const watchlistIdsQueryOptions = queryOptions({
  queryKey: watchlistIdsQueryKey,
  queryFn: getWatchlistIds,
  staleTime: 60_000,
});

/**
 * `GET /api/watchlist/ids`: which auctions the signed-in user watches. Every heart on a page
 * reads this one cached answer, so a page asks once, however many cards it shows.
 */
export function useWatchlistIds() {
  const { me } = useSession();
  const query = useQuery({ ...watchlistIdsQueryOptions, enabled: !!me });
  return { ...query, ids: me ? query.data?.auctionIds : undefined };
}
