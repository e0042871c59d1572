import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { EmdDepositStatus } from '@shared/domain/constants';
import type { AdminEmdDepositList } from '@shared/schemas/emd';
import { api } from '@web/lib/api-client';

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
  return Promise.all([
    qc.invalidateQueries({ queryKey: emdDepositsKey }),
    qc.invalidateQueries({ queryKey: ['admin', 'users'] }),
    qc.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    qc.invalidateQueries({ queryKey: ['admin', 'activity'] }),
  ]);
}
