import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawalStatus } from '@shared/domain/constants';
import type { AdminWithdrawalList } from '@shared/schemas/emd';
import { api } from '@web/lib/api-client';
import { emdKeys } from './emd-keys';

export const emdWithdrawalsQuery = (status: WithdrawalStatus | 'all') =>
  queryOptions({
    queryKey: emdKeys.withdrawalList(status),
    queryFn: () => api<AdminWithdrawalList>('/api/admin/emd-withdrawals', { query: { status } }),
    placeholderData: keepPreviousData,
    // Admin lists change under other people's hands: every visit to a filter asks again.
    staleTime: 0,
  });

/** `GET /api/admin/emd-withdrawals`: buyers' withdrawal requests with whose they are (admins). */
export function useEmdWithdrawals(status: WithdrawalStatus | 'all') {
  return useQuery(emdWithdrawalsQuery(status));
}
