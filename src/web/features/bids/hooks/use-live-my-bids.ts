import { useCallback, useEffect, useRef } from 'react';
import type { EventMessage } from '@shared/realtime';
import { useRefreshAlso } from '@web/lib/refresh-also';
import { useCoalescedRefresh } from '@web/lib/use-coalesced-refresh';
import { useRealtimeTopic } from '@web/lib/use-realtime';
import { bidKeys } from '../api/bid-keys';

/** A burst of events is one refetch, this long after its first event. */
const REFRESH_AFTER_MS = 500;

/**
 * Keeps the buyer's own lists live ("My Bids", "My maximum bids": every `['bids', 'mine', …]`
 * query), and what the composing route adds (the buyer's dashboard figures): the buyer's own events
 * on the `user` topic (a bid placed here, in another tab or for their maximum, outbid, won, lost, a
 * maximum set or passed) and any bid or close on an auction of `auctionIds` (those the list shows)
 * refetch them, once per burst.
 */
export function useLiveMyBids(auctionIds: readonly string[] | undefined) {
  const also = useRefreshAlso();
  const shown = useRef(new Set<string>());
  const { soon: schedule, now: refresh } = useCoalescedRefresh([bidKeys.mine(), ...also], { delayMs: REFRESH_AFTER_MS });

  useEffect(() => {
    shown.current = new Set(auctionIds);
  }, [auctionIds]);

  const onAuctionsEvent = useCallback(
    (msg: EventMessage) => {
      const data = msg.data as { auctionId?: string };
      if (data.auctionId && shown.current.has(data.auctionId)) schedule();
    },
    [schedule],
  );
  const onUserEvent = useCallback(
    (msg: EventMessage) => {
      if (msg.event === 'notification.created' || msg.event === 'bid.placed' || msg.event === 'proxy.updated') schedule();
    },
    [schedule],
  );

  useRealtimeTopic('auctions', onAuctionsEvent, { onResync: refresh });
  useRealtimeTopic('user', onUserEvent, { onResync: refresh });
}
