import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { EventMessage } from '@shared/realtime';
import { useRefreshAlso } from '@web/lib/refresh-also';
import { useRealtimeTopic } from '@web/lib/use-realtime';
import { bidKeys } from '../api/bid-keys';

const REFRESH_EVERY_MS = 2_000;

/**
 * Keeps the buyer's own lists live ("My Bids", "My maximum bids": every `['bids', 'mine', …]`
 * query), and what the composing route adds (the buyer's dashboard figures): the buyer's own events
 * on the `user` topic (a bid placed here, in another tab or for their maximum, outbid, won, lost, a
 * maximum set or passed) and any bid or close on an auction of `auctionIds` (those the list shows)
 * refetch them, at most once per REFRESH_EVERY_MS.
 */
export function useLiveMyBids(auctionIds: readonly string[] | undefined) {
  const qc = useQueryClient();
  const also = useRefreshAlso();
  const shown = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    shown.current = new Set(auctionIds);
  }, [auctionIds]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = useCallback(() => {
    timer.current = undefined;
    for (const queryKey of [bidKeys.mine(), ...also]) void qc.invalidateQueries({ queryKey });
  }, [qc, also]);
  const schedule = useCallback(() => {
    if (!timer.current) timer.current = setTimeout(refresh, REFRESH_EVERY_MS / 4);
  }, [refresh]);

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
