import { useMutation } from '@tanstack/react-query';
import type { Withdrawal } from '@shared/schemas/emd';
import type { Reason } from '@shared/schemas/sale';
import { api } from '@web/lib/api-client';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { emdKeys } from './emd-keys';

export function rejectEmdWithdrawal(id: string, input: Reason): Promise<Withdrawal> {
  return api<Withdrawal>(`/api/admin/emd-withdrawals/${encodeURIComponent(id)}/reject`, { method: 'POST', body: input });
}

/** `POST /api/admin/emd-withdrawals/:id/reject` with a reason the buyer sees; the amount returns to the wallet. */
export function useRejectEmdWithdrawal() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Reason }) => rejectEmdWithdrawal(id, input),
    onSettled: () => refresh(emdKeys.withdrawals()),
  });
}
