import { useMutation } from '@tanstack/react-query';
import type { AdminEmdDeposit } from '@shared/schemas/emd';
import { api } from '@web/lib/api-client';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { emdKeys } from './emd-keys';

export function verifyEmdDeposit(id: string): Promise<AdminEmdDeposit> {
  return api<AdminEmdDeposit>(`/api/admin/emd-deposits/${encodeURIComponent(id)}/verify`, { method: 'POST', body: {} });
}

/**
 * `POST /api/admin/emd-deposits/:id/verify`: the buyer's EMD becomes paid with the deposit's amount.
 * Refreshes the deposits, and what the composing route adds (the accounts, the dashboard, the activity).
 */
export function useVerifyEmdDeposit() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: verifyEmdDeposit, onSettled: () => refresh(emdKeys.deposits()) });
}
