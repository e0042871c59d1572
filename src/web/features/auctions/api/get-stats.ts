import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeStats } from '@shared/schemas/stats';
import { api } from '@web/lib/api-client';

export const statsQueryKey = ['stats'] as const;

export function getStats(): Promise<HomeStats> {
  return api<HomeStats>('/api/stats');
}

export const statsQueryOptions = queryOptions({ queryKey: statsQueryKey, queryFn: getStats, staleTime: 60_000 });

/** `GET /api/stats`: the home page's headline figures. */
export function useStats() {
  return useQuery(statsQueryOptions);
}
