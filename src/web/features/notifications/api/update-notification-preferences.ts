import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, UpdateNotificationPreferences } from '@shared/schemas/notification-preferences';
import { NOTIFICATION_PREFERENCE_MESSAGES } from '@shared/messages/notification-preferences';
import { commonText } from '@web/i18n/ns/common';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { notificationPreferencesKey } from './get-notification-preferences';

export function updateNotificationPreferences(body: UpdateNotificationPreferences): Promise<NotificationPreferences> {
  return api<NotificationPreferences>('/api/me/notification-preferences', { method: 'PUT', body });
}

/** `PUT /api/me/notification-preferences`: saves the switches and says so in a toast. */
export function useUpdateNotificationPreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (data) => {
      qc.setQueryData(notificationPreferencesKey, data);
      toast.success(NOTIFICATION_PREFERENCE_MESSAGES.saved);
    },
    onError: (err) => toast.apiError(commonText('load.errorTitle'), err),
  });
}
