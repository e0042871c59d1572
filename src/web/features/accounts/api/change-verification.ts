import { useMutation } from '@tanstack/react-query';
import type { VerificationStatus } from '@shared/domain/constants';
import type { AdminUser } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { accountKeys } from './account-keys';

export function changeVerification(userId: string, status?: VerificationStatus): Promise<AdminUser> {
  return api<AdminUser>(`/api/admin/users/${encodeURIComponent(userId)}/verification`, { method: 'POST', body: status ? { status } : {} });
}

/**
 * `POST /api/admin/users/:id/verification`: without a status it toggles (spec §4: verified →
 * suspended, anything else → verified); with one it sets it.
 */
export function useChangeVerification() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ userId, status }: { userId: string; status?: VerificationStatus }) => changeVerification(userId, status),
    onSettled: () => refresh(accountKeys.all),
  });
}
