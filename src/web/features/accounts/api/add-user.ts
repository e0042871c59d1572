import { useMutation } from '@tanstack/react-query';
import type { AddUser, AdminUser } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { accountKeys } from './account-keys';

export function addUser(input: AddUser): Promise<AdminUser> {
  return api<AdminUser>('/api/admin/users', { method: 'POST', body: input });
}

/**
 * `POST /api/admin/users` (Add User): a sign-in account with a role and a temporary password.
 * Refreshes the accounts, and what the composing route adds (the dashboard's figures and activity).
 */
export function useAddUser() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: addUser, onSuccess: () => refresh(accountKeys.all) });
}
