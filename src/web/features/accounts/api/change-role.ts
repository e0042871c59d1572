import { useMutation } from '@tanstack/react-query';
import type { Role } from '@shared/domain/constants';
import type { AdminUser } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { accountKeys } from './account-keys';

export function changeRole(userId: string, role: Role, add: boolean): Promise<AdminUser> {
  return api<AdminUser>(`/api/admin/users/${encodeURIComponent(userId)}/roles`, { method: add ? 'POST' : 'DELETE', body: { role } });
}

/** `POST` (add) or `DELETE` (remove) `/api/admin/users/:id/roles` with `{ role }`. */
export function useChangeRole() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ userId, role, add }: { userId: string; role: Role; add: boolean }) => changeRole(userId, role, add),
    onSettled: () => refresh(accountKeys.all),
  });
}
