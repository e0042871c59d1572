import { useCoalescedRefresh } from '@web/lib/use-coalesced-refresh';
import { useRealtimeTopic } from '@web/lib/use-realtime';
import { auctionKeys } from '../../api/auction-keys';

/** At most one refetch of the lists per this many milliseconds, however busy the bidding. */
const REFRESH_EVERY_MS = 2_000;

/**
 * Keeps cards and lists live: any event on the `auctions` topic (a bid, a start, an end, a new
 * listing) refetches the lists on screen and the headline figures, throttled so a bidding storm costs one request per
 * REFRESH_EVERY_MS. After a reconnect the lists are refetched too.
 */
export function useLiveAuctionLists() {
  // The headline figures (the live count of the Live Auctions badge among them) move with starts and ends.
  const { soon, now } = useCoalescedRefresh([auctionKeys.lists(), auctionKeys.stats()], { delayMs: 0, minGapMs: REFRESH_EVERY_MS });
  useRealtimeTopic('auctions', soon, { onResync: now });
}
