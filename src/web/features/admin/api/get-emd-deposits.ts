import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { EmdDepositStatus } from '@shared/domain/constants';
import type { AdminEmdDepositList } from '@shared/schemas/emd';
import { api } from '@web/lib/api-client';
import { refreshAfterWrite } from '@web/lib/query-client';

export const emdDepositsKey = ['admin', 'emd-deposits'] as const;

export const emdDepositsQuery = (status: EmdDepositStatus | 'all', q: string) =>
  queryOptions({
    queryKey: [...emdDepositsKey, status, q] as const,
    queryFn: () => api<AdminEmdDepositList>('/api/admin/emd-deposits', { query: { status, q: q.trim() || undefined } }),
    placeholderData: keepPreviousData,
    // Admin lists change under other people's hands: every visit to a tab or filter asks again.
    staleTime: 0,
  });

/** `GET /api/admin/emd-deposits`: deposits with their buyer, and the counts per status. */
export function useEmdDeposits(status: EmdDepositStatus | 'all', q: string) {
  return useQuery(emdDepositsQuery(status, q));
}

export function invalidateEmdDeposits(qc: QueryClient) {
  return refreshAfterWrite(qc, emdDepositsKey, ['admin', 'users'], ['admin', 'dashboard'], ['admin', 'activity']);
}
