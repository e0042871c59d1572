import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PendingBuyer } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';
import { refreshAfterWrite } from '@web/lib/query-client';
import { accountKeys } from './account-keys';

export function approveBuyer(userId: string): Promise<PendingBuyer> {
  return api<PendingBuyer>(`/api/vendor/buyers/${encodeURIComponent(userId)}/approve`, { method: 'POST', body: {} });
}

/** `POST /api/vendor/buyers/:id/approve`: a verified vendor approves a pending buyer (spec §1). */
export function useApproveBuyer() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: approveBuyer, onSettled: () => refreshAfterWrite(qc, accountKeys.pendingBuyers()) });
}
