import type { AuctionStatus } from '@shared/domain/constants';
import { cardTimeLeft, vendorStartsIn } from '@shared/domain/time-left';
import { timeText, useAuctionsText } from '@web/i18n/ns/auctions';
import { cn } from '@web/lib/cn';
import { useNow } from '@web/lib/use-now';

const FIVE_MINUTES = 5 * 60_000;
const ONE_MINUTE = 60_000;

/**
 * The card's time-left text (spec §4), on the server-corrected clock. A live auction turns amber
 * in its last five minutes and red in its last minute (DESIGN "Realtime").
 */
export function AuctionTimeLeft({
  status,
  startTime,
  endTime,
  className,
}: {
  status: AuctionStatus;
  startTime: string;
  endTime: string;
  className?: string;
}) {
  const t = useAuctionsText();
  const now = useNow();
  let text: string;
  let tone = '';
  if (status === 'live') {
    text = cardTimeLeft(endTime, now);
    const left = new Date(endTime).getTime() - now;
    if (left > 0 && left <= ONE_MINUTE) tone = 'text-destructive font-semibold dark:text-red-400';
    else if (left > 0 && left <= FIVE_MINUTES) tone = 'text-amber-700 dark:text-accent font-semibold';
  } else if (status === 'upcoming' || status === 'draft') {
    text = vendorStartsIn(startTime, now);
  } else if (status === 'cancelled') {
    text = 'Cancelled';
  } else {
    text = 'Ended';
  }
  return <span className={cn('tabular', tone, className)}>{timeText(t, text)}</span>;
}
