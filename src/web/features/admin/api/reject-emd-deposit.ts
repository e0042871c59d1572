import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminEmdDeposit, EmdDepositReject } from '@shared/schemas/emd';
import { api } from '@web/lib/api-client';
import { invalidateEmdDeposits } from './get-emd-deposits';

/** `POST /api/admin/emd-deposits/:id/reject` with a reason the buyer will see. */
export function useRejectEmdDeposit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: EmdDepositReject }) =>
      api<AdminEmdDeposit>(`/api/admin/emd-deposits/${encodeURIComponent(id)}/reject`, { method: 'POST', body: input }),
    onSettled: () => invalidateEmdDeposits(qc),
  });
}
