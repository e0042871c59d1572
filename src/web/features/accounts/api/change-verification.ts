import { useMutation } from '@tanstack/react-query';
import type { VerificationStatus } from '@shared/domain/constants';
import type { AdminUser } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { accountKeys } from './account-keys';

export function changeVerification(userId: string, status?: VerificationStatus, reason?: string): Promise<AdminUser> {
  return api<AdminUser>(`/api/admin/users/${encodeURIComponent(userId)}/verification`, {
    method: 'POST',
    body: { ...(status ? { status } : {}), ...(reason ? { reason } : {}) },
  });
}

/**
 * `POST /api/admin/users/:id/verification`: without a status it toggles (spec §4: verified →
 * suspended, anything else → verified); with one it sets it. A suspension or rejection carries the
 * reason the user reads (decision 042).
 */
export function useChangeVerification() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ userId, status, reason }: { userId: string; status?: VerificationStatus; reason?: string }) =>
      changeVerification(userId, status, reason),
    onSettled: () => refresh(accountKeys.all),
  });
}
