import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { trackFetchTimes } from './resync-gate';

export function createQueryClient(): QueryClient {
  const qc = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: true,
        // Back online, everything on screen is fetched again, however fresh it was when the network went (decision 045).
        refetchOnReconnect: 'always',
        retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
      },
    },
  });
  // Realtime resyncs refetch only data asked for before an event they may have missed.
  trackFetchTimes(qc);
  return qc;
}

/**
 * After a write: every query under these keys is fetched again, answers that were already on their
 * way included. NOTE: `invalidateQueries` alone leaves a query's first fetch running when it started
 * before the write (e.g. a search typed just before a click), and that older answer would stay on
 * screen; cancelling first makes the refetch start after the write.
 */
export async function refreshAfterWrite(qc: QueryClient, ...queryKeys: readonly (readonly unknown[])[]): Promise<void> {
  await Promise.all(queryKeys.map((queryKey) => qc.cancelQueries({ queryKey })));
  await Promise.all(queryKeys.map((queryKey) => qc.invalidateQueries({ queryKey })));
}
