import { Trash2Icon } from 'lucide-react';
import { formatDate } from '@shared/domain/date-format';
import type { Notification } from '@shared/schemas/notification';
import { Button } from '@web/components/ui/button';
import { useBuyerText } from '@web/i18n/ns/buyer';
import { cn } from '@web/lib/cn';
import { serverNow } from '@web/lib/use-now';

/** One row of the popover: title, message, relative time, unread dot and delete (spec §2). */
export function NotificationItem({
  notification,
  onOpen,
  onDelete,
}: {
  notification: Notification;
  onOpen: (n: Notification) => void;
  onDelete: (n: Notification) => void;
}) {
  const t = useBuyerText();
  const unread = !notification.read;
  return (
    <li
      className={cn('group relative flex items-start gap-2 border-b px-4 py-3 last:border-b-0', unread && 'bg-primary/5')}
      data-testid="notification"
      data-unread={unread || undefined}
    >
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className="flex min-w-0 flex-1 items-start gap-2.5 rounded-sm text-left focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <span aria-hidden className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')} />
        <span className="min-w-0 flex-1">
          <span className={cn('block text-sm leading-snug', unread ? 'font-semibold' : 'font-medium')}>
            {notification.title}
            {unread ? <span className="sr-only">{t('notifications.unread')}</span> : null}
          </span>
          <span className="mt-0.5 block text-sm break-words text-muted-foreground">{notification.message}</span>
          <span className="mt-1 block text-xs text-muted-foreground">
            <time dateTime={notification.createdAt}>{formatDate(notification.createdAt, 'relative', { now: serverNow() })}</time>
          </span>
        </span>
      </button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 shrink-0 text-muted-foreground hover:text-destructive"
        aria-label={t('notifications.delete', { title: notification.title })}
        onClick={() => onDelete(notification)}
      >
        <Trash2Icon />
      </Button>
    </li>
  );
}
