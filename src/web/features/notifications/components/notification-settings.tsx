import { useState } from 'react';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '@shared/domain/notification-kinds';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useBuyerText } from '@web/i18n/ns/buyer';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';

type Key = `${NotificationKind}|${NotificationChannel}`;

/**
 * The kinds × channels grid of `/settings/notifications`: a labelled checkbox per switch (keyboard
 * operable), the ones carrying a payment deadline locked on in the app; Save sends the changes.
 */
export function NotificationSettings() {
  const t = useBuyerText();
  const query = useNotificationPreferences();
  const save = useUpdateNotificationPreferences();
  const [changed, setChanged] = useState<Partial<Record<Key, boolean>>>({});

  if (query.isPending) return <Skeleton className="h-96 w-full" aria-label={t('settings.loading')} />;
  if (query.isError) {
    return (
      <div role="alert" className="grid gap-3">
        <p>{t('messages.notificationPreferences.loadError')}</p>
        <Button variant="outline" className="w-fit" onClick={() => void query.refetch()}>
          {t('settings.tryAgain')}
        </Button>
      </div>
    );
  }
  const stored = new Map(query.data.items.map((i) => [`${i.kind}|${i.channel}` as Key, i]));
  const value = (key: Key) => changed[key] ?? stored.get(key)?.enabled ?? false;
  // The shared labels (NOTIFICATION_KIND_LABELS, NOTIFICATION_CHANNEL_LABELS) word for word in English.
  const kindLabel = (kind: NotificationKind) => t(`messages.notificationKinds.${kind}`);
  const channelLabel = (channel: NotificationChannel) => t(`messages.notificationChannels.${channel}`);
  const dirty = Object.entries(changed).filter(([key, on]) => stored.get(key as Key)?.enabled !== on);

  const onSave = () => {
    const items = dirty.map(([key, enabled]) => {
      const [kind, channel] = key.split('|') as [NotificationKind, NotificationChannel];
      return { kind, channel, enabled: Boolean(enabled) };
    });
    save.mutate({ items }, { onSuccess: () => setChanged({}) });
  };

  return (
    <div className="grid gap-4">
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('messages.notificationPreferences.title')}</caption>
          <thead className="bg-muted/50">
            <tr>
              <th scope="col" className="p-3 text-left font-medium">
                {t('settings.notification')}
              </th>
              {NOTIFICATION_CHANNELS.map((c) => (
                <th key={c} scope="col" className="p-3 text-center font-medium">
                  {channelLabel(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_KINDS.map((kind) => (
              <tr key={kind} className="border-t">
                <th scope="row" className="p-3 text-left font-normal">
                  {kindLabel(kind)}
                </th>
                {NOTIFICATION_CHANNELS.map((channel) => {
                  const key: Key = `${kind}|${channel}`;
                  const locked = stored.get(key)?.locked ?? false;
                  const id = `pref-${kind}-${channel}`;
                  return (
                    <td key={channel} className="p-3 text-center">
                      <input
                        id={id}
                        type="checkbox"
                        className="size-4 accent-primary"
                        checked={value(key)}
                        disabled={locked || save.isPending}
                        aria-label={t('settings.switch', { kind: kindLabel(kind), channel: channelLabel(channel) })}
                        aria-describedby={locked ? 'pref-locked-hint' : undefined}
                        title={locked ? t('messages.notificationPreferences.lockedHint') : undefined}
                        onChange={(e) => setChanged((c) => ({ ...c, [key]: e.target.checked }))}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p id="pref-locked-hint" className="text-xs text-muted-foreground">
        {t('messages.notificationPreferences.inAppLocked')}
      </p>
      <Button className="w-fit" onClick={onSave} disabled={dirty.length === 0 || save.isPending}>
        {save.isPending ? t('settings.saving') : t('settings.save')}
      </Button>
    </div>
  );
}
