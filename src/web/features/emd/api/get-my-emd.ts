import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmdWallet } from '@shared/schemas/emd';
import { api } from '@web/lib/api-client';
import { emdKeys } from './emd-keys';

/** `GET /api/me/emd`: the buyer's EMD wallet: balance, held, available, the holds and the withdrawals. */
export function getMyEmd(): Promise<EmdWallet> {
  return api<EmdWallet>('/api/me/emd');
}

export const myEmdQueryOptions = () => queryOptions({ queryKey: emdKeys.wallet(), queryFn: getMyEmd });

export function useMyEmd(enabled = true) {
  return useQuery({ ...myEmdQueryOptions(), enabled });
}
