import { useState } from 'react';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '@shared/domain/notification-kinds';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_PREFERENCE_MESSAGES,
} from '@shared/messages/notification-preferences';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';

type Key = `${NotificationKind}|${NotificationChannel}`;

/**
 * The kinds × channels grid of `/settings/notifications`: a labelled checkbox per switch (keyboard
 * operable), the ones carrying a payment deadline locked on in the app; Save sends the changes.
 */
export function NotificationSettings() {
  const query = useNotificationPreferences();
  const save = useUpdateNotificationPreferences();
  const [changed, setChanged] = useState<Partial<Record<Key, boolean>>>({});

  if (query.isPending) return <Skeleton className="h-96 w-full" aria-label="Loading notification settings" />;
  if (query.isError) {
    return (
      <div role="alert" className="grid gap-3">
        <p>{NOTIFICATION_PREFERENCE_MESSAGES.loadError}</p>
        <Button variant="outline" className="w-fit" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const stored = new Map(query.data.items.map((i) => [`${i.kind}|${i.channel}` as Key, i]));
  const value = (key: Key) => changed[key] ?? stored.get(key)?.enabled ?? false;
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
          <caption className="sr-only">{NOTIFICATION_PREFERENCE_MESSAGES.title}</caption>
          <thead className="bg-muted/50">
            <tr>
              <th scope="col" className="p-3 text-left font-medium">
                Notification
              </th>
              {NOTIFICATION_CHANNELS.map((c) => (
                <th key={c} scope="col" className="p-3 text-center font-medium">
                  {NOTIFICATION_CHANNEL_LABELS[c]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_KINDS.map((kind) => (
              <tr key={kind} className="border-t">
                <th scope="row" className="p-3 text-left font-normal">
                  {NOTIFICATION_KIND_LABELS[kind]}
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
                        aria-label={`${NOTIFICATION_KIND_LABELS[kind]}: ${NOTIFICATION_CHANNEL_LABELS[channel]}`}
                        aria-describedby={locked ? 'pref-locked-hint' : undefined}
                        title={locked ? NOTIFICATION_PREFERENCE_MESSAGES.lockedHint : undefined}
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
        {NOTIFICATION_PREFERENCE_MESSAGES.inAppLocked}
      </p>
      <Button className="w-fit" onClick={onSave} disabled={dirty.length === 0 || save.isPending}>
        {save.isPending ? 'Saving…' : 'Save'}
      </Button>
    </div>
  );
}
