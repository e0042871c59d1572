import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PendingBuyer } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';
import { pendingBuyersQuery } from './get-pending-buyers';
import { refreshAfterWrite } from '@web/lib/query-client';

/** `POST /api/vendor/buyers/:id/approve`: a verified vendor approves a pending buyer (spec §1). */
export function useApproveBuyer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api<PendingBuyer>(`/api/vendor/buyers/${encodeURIComponent(userId)}/approve`, { method: 'POST', body: {} }),
    onSettled: () => refreshAfterWrite(qc, pendingBuyersQuery.queryKey),
  });
}
