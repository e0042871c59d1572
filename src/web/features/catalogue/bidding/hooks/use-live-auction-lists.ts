import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
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
  const qc = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const last = useRef(0);

  const refresh = useCallback(() => {
    last.current = Date.now();
    timer.current = undefined;
    void qc.invalidateQueries({ queryKey: auctionKeys.lists() });
    // The headline figures (the live count of the Live Auctions badge among them) move with starts and ends.
    void qc.invalidateQueries({ queryKey: auctionKeys.stats() });
  }, [qc]);

  const schedule = useCallback(() => {
    if (timer.current) return;
    const wait = Math.max(0, last.current + REFRESH_EVERY_MS - Date.now());
    timer.current = setTimeout(refresh, wait);
  }, [refresh]);

  useEffect(() => () => clearTimeout(timer.current), []);
  useRealtimeTopic('auctions', schedule, { onResync: refresh });
}
