import { useMutation } from '@tanstack/react-query';
import type { Withdrawal, WithdrawalPay } from '@shared/schemas/emd';
import { api } from '@web/lib/api-client';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { emdKeys } from './emd-keys';

export function payEmdWithdrawal(id: string, input: WithdrawalPay): Promise<Withdrawal> {
  return api<Withdrawal>(`/api/admin/emd-withdrawals/${encodeURIComponent(id)}/pay`, { method: 'POST', body: input });
}

/** `POST /api/admin/emd-withdrawals/:id/pay` with the UTR of the transfer to the buyer's bank. */
export function usePayEmdWithdrawal() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: WithdrawalPay }) => payEmdWithdrawal(id, input),
    onSettled: () => refresh(emdKeys.withdrawals()),
  });
}
