import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddUser, AdminUser } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';
import { invalidateAdminUsers } from './get-admin-users';

/** `POST /api/admin/users` (Add User): a sign-in account with a role and a temporary password. */
export function useAddUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: AddUser) => api<AdminUser>('/api/admin/users', { method: 'POST', body: input }),
    onSuccess: () => invalidateAdminUsers(qc),
  });
}
