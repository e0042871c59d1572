import { BellIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notificationPage } from '@shared/domain/notification-pages';
import type { Notification } from '@shared/schemas/notification';
import { Button } from '@web/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { useSession } from '@web/lib/session';
import { useCommonText } from '@web/i18n/ns/common';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { badgeText } from '../lib/badge-text';
import { NotificationItem } from './notification-item';

/** The bell and its popover (spec §2 Notifications popover). New notifications arrive live. */
export function NotificationsBell() {
  const { me } = useSession();
  const t = useCommonText();
  const signedIn = !!me;
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const query = useNotifications(signedIn);
  useLiveNotifications(signedIn);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();

  if (!signedIn) return null;
  const items = query.data?.items ?? [];
  const unread = query.data?.unreadCount ?? 0;
  const badge = badgeText(unread);

  const onOpen = (n: Notification) => {
    if (!n.read) markRead.mutate(n.id);
    const page = notificationPage(n.data.event, typeof n.data.auctionId === 'string' ? n.data.auctionId : undefined);
    if (page) {
      setOpen(false);
      navigate(page);
    }
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? t('notifications.unread', { count: String(unread) }) : t('notifications.label')}
        >
          <BellIcon />
          {badge ? (
            <span
              data-testid="bell-badge"
              className="tabular absolute -top-0.5 -right-0.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-destructive-solid px-1 text-[10px] leading-none font-bold text-destructive-foreground"
            >
              {badge}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-[min(24rem,calc(100vw-1rem))] p-0" aria-label={t('notifications.heading')}>
        <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
          <h2 className="text-sm font-semibold">{t('notifications.heading')}</h2>
          {items.length > 0 ? (
            <Button
              variant="link"
              size="sm"
              className="h-auto p-0"
              disabled={unread === 0 || markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              {t('notifications.markAllRead')}
            </Button>
          ) : null}
        </div>
        {/* Spec §9: the list is 400 px high and scrolls. */}
        <div className="max-h-[400px] overflow-y-auto overscroll-contain">
          {query.isPending ? (
            <p className="px-4 py-8 text-center text-sm text-muted-foreground" role="status">
              {t('notifications.loading')}
            </p>
          ) : items.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-muted-foreground">{t('notifications.empty')}</p>
          ) : (
            <ul aria-label={t('notifications.heading')}>
              {items.map((n) => (
                <NotificationItem key={n.id} notification={n} onOpen={onOpen} onDelete={(x) => remove.mutate(x.id)} />
              ))}
            </ul>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}
