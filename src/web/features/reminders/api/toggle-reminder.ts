import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderIds } from '@shared/schemas/notification';
import { api } from '@web/lib/api-client';
import { reminderIdsQueryKey } from './get-reminder-ids';

export type ToggleReminder = { auctionId: string; remind: boolean };

/** `POST /api/reminders {auctionId}` sets a reminder; `DELETE /api/reminders/:auctionId` removes it. */
export function toggleReminder({ auctionId, remind }: ToggleReminder): Promise<unknown> {
  return remind
    ? api('/api/reminders', { method: 'POST', body: { auctionId } })
    : api(`/api/reminders/${encodeURIComponent(auctionId)}`, { method: 'DELETE' });
}

export function useToggleReminder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: toggleReminder,
    onMutate: async ({ auctionId, remind }) => {
      await qc.cancelQueries({ queryKey: reminderIdsQueryKey });
      const before = qc.getQueryData<ReminderIds>(reminderIdsQueryKey);
      qc.setQueryData<ReminderIds>(reminderIdsQueryKey, (d) => {
        const ids = new Set(d?.ids ?? []);
        if (remind) ids.add(auctionId);
        else ids.delete(auctionId);
        return { ids: [...ids] };
      });
      return { before };
    },
    onError: (_err, _vars, ctx) => {
      if (ctx?.before) qc.setQueryData(reminderIdsQueryKey, ctx.before);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: reminderIdsQueryKey }),
  });
}
