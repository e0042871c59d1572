import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestNotification } from '@shared/schemas/notification';
import { buyerText } from '@web/i18n/ns/buyer';
import { api } from '@web/lib/api-client';
import { refreshAfterWrite } from '@web/lib/query-client';
import { toast } from '@web/lib/toast';
import { notificationsQueryKey } from './get-notifications';

export function sendTestNotification(): Promise<TestNotification> {
  return api<TestNotification>('/api/me/notifications/test', { method: 'POST', body: {} });
}

/**
 * `POST /api/me/notifications/test` (decision 045): the bell shows it at once (its realtime event, and
 * the list fetched again here for a tab whose socket is down); e-mail and push follow from the outbox.
 * One a minute: the server's refusal is shown in the screen's language.
 */
export function useSendTestNotification() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: sendTestNotification,
    onSuccess: () => {
      toast.success(buyerText('settings.test.sent'));
      void refreshAfterWrite(qc, notificationsQueryKey);
    },
    onError: (err) => toast.apiError(buyerText('settings.test.failed'), err),
  });
}
