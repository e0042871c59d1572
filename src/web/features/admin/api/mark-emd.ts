import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, MarkEmd } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';
import { adminUserPath, invalidateAdminUsers } from './get-admin-users';

/** `POST /api/admin/users/:id/emd`: mark the EMD paid with its amount, or clear it (`paid: false`). */
export function useMarkEmd() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, input }: { userId: string; input: MarkEmd }) =>
      api<AdminUser>(`${adminUserPath(userId)}/emd`, { method: 'POST', body: input }),
    onSettled: () => invalidateAdminUsers(qc),
  });
}
