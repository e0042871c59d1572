import { useMutation } from '@tanstack/react-query';
import type { Withdrawal, WithdrawalRequest } from '@shared/schemas/emd';
import { api } from '@web/lib/api-client';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { emdKeys } from './emd-keys';

/** `POST /api/me/emd/withdrawals`: available EMD is set aside at once and paid to the bank account by an admin. */
export function requestWithdrawal(input: WithdrawalRequest): Promise<Withdrawal> {
  return api<Withdrawal>('/api/me/emd/withdrawals', { method: 'POST', body: input });
}

/** Refreshes the wallet, and what the composing route adds (the buyer's dashboard figures). */
export function useRequestWithdrawal() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: requestWithdrawal, onSuccess: () => refresh(emdKeys.wallet()) });
}
