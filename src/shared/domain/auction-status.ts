import type { AuctionStatus } from './constants';

/** The three statuses a listing card shows (spec §4). */
export type DisplayStatus = 'live' | 'upcoming' | 'ended';

/**
 * Spec §4: listing cards show live, upcoming or ended; on the Properties All tab draft and
 * cancelled are shown as upcoming.
 */
export function displayStatus(status: AuctionStatus): DisplayStatus {
  if (status === 'live' || status === 'ended') return status;
  return 'upcoming';
}

/** The statuses a listing card shows as `shown`: upcoming stands for draft and cancelled too (spec §4). */
export function statusesShownAs(shown: DisplayStatus): AuctionStatus[] {
  return shown === 'upcoming' ? ['upcoming', 'draft', 'cancelled'] : [shown];
}

/**
 * The status as of `now`: a live auction whose end has passed reads as ended until the scheduler
 * closes it, so no screen offers a bid the server would refuse. `now` already carries the
 * server-time offset.
 */
export function effectiveStatus(a: { status: AuctionStatus; endTime: string | Date }, now: number | Date): AuctionStatus {
  if (a.status === 'live' && new Date(a.endTime).getTime() <= +now) return 'ended';
  return a.status;
}

/** Spec §4: Place Bid is enabled only when the status is live. */
export function canBid(status: AuctionStatus): boolean {
  return status === 'live';
}

/** Which extra button a card shows besides View Details (spec §2 auction card). */
export type CardAction = 'place_bid' | 'set_reminder' | 'view_result';
export function cardAction(status: AuctionStatus): CardAction {
  const shown = displayStatus(status);
  if (shown === 'live') return 'place_bid';
  if (shown === 'ended') return 'view_result';
  return 'set_reminder';
}

/** Badge colours of the detail page (spec §2: live green, upcoming blue, ended grey). */
export type StatusTone = 'green' | 'blue' | 'grey';
export function statusTone(status: AuctionStatus): StatusTone {
  const shown = displayStatus(status);
  return shown === 'live' ? 'green' : shown === 'upcoming' ? 'blue' : 'grey';
}

/** Upper-case badge text of a card: LIVE, UPCOMING, ENDED. */
export function statusLabel(status: AuctionStatus): string {
  return displayStatus(status).toUpperCase();
}
