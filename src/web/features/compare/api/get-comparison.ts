import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Comparison } from '@shared/schemas/comparison';
import { api } from '@web/lib/api-client';

/** Every `['comparison', …]` query key, spelled here and nowhere else. */
export const comparisonKeys = { all: ['comparison'] as const, of: (ids: readonly string[]) => ['comparison', ...ids] as const };

/** `GET /api/compare?ids=`: the chosen auctions side by side, as the caller may see them. */
export function useComparison(ids: readonly string[]) {
  return useQuery({
    queryKey: comparisonKeys.of(ids),
    queryFn: () => api<Comparison>('/api/compare', { query: { ids: ids.join(',') } }),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
}
