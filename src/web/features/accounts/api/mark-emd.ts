import { useMutation } from '@tanstack/react-query';
import type { AdminUser, MarkEmd } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { accountKeys } from './account-keys';

export function markEmd(userId: string, input: MarkEmd): Promise<AdminUser> {
  return api<AdminUser>(`/api/admin/users/${encodeURIComponent(userId)}/emd`, { method: 'POST', body: input });
}

/** `POST /api/admin/users/:id/emd`: mark the EMD paid with its amount, or clear it (`paid: false`). */
export function useMarkEmd() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ userId, input }: { userId: string; input: MarkEmd }) => markEmd(userId, input),
    onSettled: () => refresh(accountKeys.all),
  });
}
