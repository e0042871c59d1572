import { useMutation } from '@tanstack/react-query';
import type { AdminEmdDeposit, EmdDepositReject } from '@shared/schemas/emd';
import { api } from '@web/lib/api-client';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { emdKeys } from './emd-keys';

export function rejectEmdDeposit(id: string, input: EmdDepositReject): Promise<AdminEmdDeposit> {
  return api<AdminEmdDeposit>(`/api/admin/emd-deposits/${encodeURIComponent(id)}/reject`, { method: 'POST', body: input });
}

/** `POST /api/admin/emd-deposits/:id/reject` with a reason the buyer will see. */
export function useRejectEmdDeposit() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: EmdDepositReject }) => rejectEmdDeposit(id, input),
    onSettled: () => refresh(emdKeys.deposits()),
  });
}
