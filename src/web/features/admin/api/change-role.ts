import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@shared/domain/constants';
import type { AdminUser } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';
import { adminUserPath, invalidateAdminUsers } from './get-admin-users';

/** `POST` (add) or `DELETE` (remove) `/api/admin/users/:id/roles` with `{ role }`. */
export function useChangeRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role, add }: { userId: string; role: Role; add: boolean }) =>
      api<AdminUser>(`${adminUserPath(userId)}/roles`, { method: add ? 'POST' : 'DELETE', body: { role } }),
    onSettled: () => invalidateAdminUsers(qc),
  });
}
