import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerificationStatus } from '@shared/domain/constants';
import type { AdminUser } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';
import { adminUserPath, invalidateAdminUsers } from './get-admin-users';

/**
 * `POST /api/admin/users/:id/verification`: without a status it toggles (spec §4: verified →
 * suspended, anything else → verified); with one it sets it.
 */
export function useChangeVerification() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, status }: { userId: string; status?: VerificationStatus }) =>
      api<AdminUser>(`${adminUserPath(userId)}/verification`, { method: 'POST', body: status ? { status } : {} }),
    onSettled: () => invalidateAdminUsers(qc),
  });
}
