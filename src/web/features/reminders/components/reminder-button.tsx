import { BellPlusIcon, BellRingIcon } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { REMINDER_MESSAGES } from '@shared/messages/reminder';
import { WATCHLIST_MESSAGES } from '@shared/messages/watchlist';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { useAuctionsText } from '@web/i18n/ns/auctions';
import { cn } from '@web/lib/cn';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { signInPath } from '@web/lib/return-path';
import { useReminderIds } from '../api/get-reminder-ids';
import { useToggleReminder } from '../api/toggle-reminder';

/**
 * "Set Reminder" on an upcoming auction: a notification when it goes live. A second click removes
 * it. Signing in is required.
 */
export function ReminderButton({
  auctionId,
  variant = 'outline',
  size,
  className,
}: { auctionId: string } & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const t = useAuctionsText();
  const { me } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const ids = useReminderIds(!!me);
  const toggle = useToggleReminder();
  const reminding = !!ids.data?.has(auctionId);

  const onClick = () => {
    if (!me) {
      toast.error(WATCHLIST_MESSAGES.loginRequiredTitle, REMINDER_MESSAGES.signInRequired, {
        label: 'Login',
        onClick: () => navigate(signInPath(location.pathname + location.search)),
      });
      return;
    }
    if (toggle.isPending) return;
    const remind = !reminding;
    toggle.mutate(
      { auctionId, remind },
      {
        onSuccess: () =>
          remind ? toast.success(REMINDER_MESSAGES.set, REMINDER_MESSAGES.setDescription) : toast.success(REMINDER_MESSAGES.removed),
        onError: (err) => toast.apiError(t('card.error'), err, t('card.reminderFailed')),
      },
    );
  };

  return (
    <Button
      variant={reminding ? 'outline' : variant}
      size={size}
      className={cn(reminding && 'border-primary/60 text-primary', className)}
      aria-pressed={reminding}
      disabled={toggle.isPending}
      onClick={(e) => {
        // Cards are links: the button acts without opening the auction.
        e.preventDefault();
        e.stopPropagation();
        onClick();
      }}
    >
      {reminding ? <BellRingIcon aria-hidden /> : <BellPlusIcon aria-hidden />}
      {reminding ? t('card.reminderSet') : t('card.setReminder')}
    </Button>
  );
}
