import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { auctionTopic, type EventMessage } from '@shared/realtime';
import type { Auction } from '@shared/schemas/auction';
import { useRealtimeStatus, useRealtimeTopic } from '@web/lib/use-realtime';
import { auctionKeys } from '../../api/auction-keys';
import { applyBidState } from '../api/place-bid';
import type { EndedHint } from '../components/auction-result';

/**
 * Keeps one auction's page live: every event on `auction:<id>` updates the cached auction (price,
 * bidders, end time) and refetches Recent Bids; a start or end refetches the auction; after a
 * reconnect everything shown is refetched, so a missed event never leaves a stale price.
 */
export function useLiveAuction(auctionId: string) {
  const qc = useQueryClient();
  const [endedHint, setEndedHint] = useState<EndedHint | null>(null);

  const refetchAll = useCallback(() => {
    void qc.invalidateQueries({ queryKey: auctionKeys.detail(auctionId) });
  }, [qc, auctionId]);

  const onEvent = useCallback(
    (msg: EventMessage) => {
      switch (msg.event) {
        case 'bid.placed':
          qc.setQueryData<Auction>(auctionKeys.detail(auctionId), (a) => applyBidState(a, msg.data));
          void qc.invalidateQueries({ queryKey: auctionKeys.bids(auctionId) });
          // The lead may have moved past or back to the viewer's own maximum (only its owner has it cached).
          void qc.invalidateQueries({ queryKey: auctionKeys.proxyBid(auctionId) });
          break;
        case 'bid.status_changed':
          qc.setQueryData<Auction>(auctionKeys.detail(auctionId), (a) =>
            a ? { ...a, currentBid: msg.data.currentBid, bidCount: msg.data.bidCount, biddersCount: msg.data.biddersCount } : a,
          );
          void qc.invalidateQueries({ queryKey: auctionKeys.bids(auctionId) });
          void qc.invalidateQueries({ queryKey: auctionKeys.proxyBid(auctionId) });
          break;
        case 'auction.ended':
          setEndedHint({ winnerAlias: msg.data.winnerAlias, finalBid: msg.data.finalBid });
          refetchAll();
          break;
        // A sale after the close that moved on changes the result too (a confirmed sale has its winner).
        case 'auction.started':
        case 'auction.updated':
        case 'sale.changed':
          refetchAll();
          break;
        default:
          break;
      }
    },
    [qc, auctionId, refetchAll],
  );

  useRealtimeTopic(auctionTopic(auctionId), onEvent, { onResync: refetchAll });
  const status = useRealtimeStatus();
  return { reconnecting: status === 'reconnecting', endedHint };
}
