import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmdDepositList } from '@shared/schemas/emd';
import { api } from '@web/lib/api-client';
import { emdKeys } from './emd-keys';

/** `GET /api/emd-deposits/mine`: the caller's deposits, newest first. */
export function getMyEmdDeposits(): Promise<EmdDepositList> {
  return api<EmdDepositList>('/api/emd-deposits/mine');
}

export const myEmdDepositsQueryOptions = () => queryOptions({ queryKey: emdKeys.mine(), queryFn: getMyEmdDeposits });

export function useMyEmdDeposits(enabled = true) {
  return useQuery({ ...myEmdDepositsQueryOptions(), enabled });
}
