import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeStats } from '@shared/schemas/stats';
import { api } from '@web/lib/api-client';
import { auctionKeys } from './auction-keys';

export function getStats(): Promise<HomeStats> {
  return api<HomeStats>('/api/stats');
}

export const statsQueryOptions = queryOptions({ queryKey: auctionKeys.stats(), queryFn: getStats, staleTime: 60_000 });

/** `GET /api/stats`: the home page's headline figures. */
export function useStats() {
  return useQuery(statsQueryOptions);
}
