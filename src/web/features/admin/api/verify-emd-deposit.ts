import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminEmdDeposit } from '@shared/schemas/emd';
import { api } from '@web/lib/api-client';
import { invalidateEmdDeposits } from './get-emd-deposits';

/** `POST /api/admin/emd-deposits/:id/verify`: the buyer's EMD becomes paid with the deposit's amount. */
export function useVerifyEmdDeposit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<AdminEmdDeposit>(`/api/admin/emd-deposits/${encodeURIComponent(id)}/verify`, { method: 'POST', body: {} }),
    onSettled: () => invalidateEmdDeposits(qc),
  });
}
