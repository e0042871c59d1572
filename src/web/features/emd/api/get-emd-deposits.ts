import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EmdDepositStatus } from '@shared/domain/constants';
import type { AdminEmdDepositList } from '@shared/schemas/emd';
import { api } from '@web/lib/api-client';
import { emdKeys } from './emd-keys';

export const emdDepositsQuery = (status: EmdDepositStatus | 'all', q: string) =>
  queryOptions({
    queryKey: emdKeys.depositList(status, q),
    queryFn: () => api<AdminEmdDepositList>('/api/admin/emd-deposits', { query: { status, q: q.trim() || undefined } }),
    placeholderData: keepPreviousData,
    // Admin lists change under other people's hands: every visit to a tab or filter asks again.
    staleTime: 0,
  });

/** `GET /api/admin/emd-deposits`: deposits with their buyer, and the counts per status (admins). */
export function useEmdDeposits(status: EmdDepositStatus | 'all', q: string) {
  return useQuery(emdDepositsQuery(status, q));
}
