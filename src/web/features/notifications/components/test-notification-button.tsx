import { BellRingIcon } from 'lucide-react';
import type { NotificationChannel } from '@shared/domain/notification-kinds';
import { Button } from '@web/components/ui/button';
import { useBuyerText } from '@web/i18n/ns/buyer';
import { useSendTestNotification } from '../api/send-test-notification';

/** "Send me a test notification": checks that notifications reach this user, on the channels their settings turn on. */
export function TestNotificationButton() {
  const t = useBuyerText();
  const send = useSendTestNotification();
  const sent = send.data;
  const channels = sent
    ? (['in_app', 'email', 'push'] as const satisfies readonly NotificationChannel[]).filter((c) => (c === 'in_app' ? sent.inApp : sent[c]))
    : [];
  return (
    <div className="grid gap-3 sm:flex sm:items-center sm:justify-between">
      <div className="grid gap-1">
        <p className="font-medium">{t('settings.test.title')}</p>
        <p className="text-sm text-muted-foreground">{t('settings.test.hint')}</p>
        <p role="status" className="text-sm">
          {sent ? t('settings.test.sentTo', { channels: channels.map((c) => t(`messages.notificationChannels.${c}`)).join(', ') }) : null}
        </p>
      </div>
      <Button variant="outline" className="w-fit shrink-0" onClick={() => send.mutate()} disabled={send.isPending}>
        <BellRingIcon className="size-4" aria-hidden />
        {send.isPending ? t('settings.test.sending') : t('settings.test.button')}
      </Button>
    </div>
  );
}
