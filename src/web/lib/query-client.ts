import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: true,
        retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
      },
    },
  });
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
