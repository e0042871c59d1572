import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankDetails } from '@shared/schemas/emd';
import { api } from '@web/lib/api-client';
import { emdKeys } from './emd-keys';

/** `GET /api/emd/bank-details`: the platform's escrow account the deposit is sent to. */
export function getBankDetails(): Promise<BankDetails> {
  return api<BankDetails>('/api/emd/bank-details');
}

export const bankDetailsQueryOptions = () =>
  queryOptions({ queryKey: emdKeys.bankDetails(), queryFn: getBankDetails, staleTime: 60 * 60_000 });

export function useBankDetails(enabled = true) {
  return useQuery({ ...bankDetailsQueryOptions(), enabled });
}
