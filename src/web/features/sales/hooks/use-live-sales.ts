import { useCallback } from 'react';
import type { EventMessage } from '@shared/realtime';
import { useRefreshAlso } from '@web/lib/refresh-also';
import { useCoalescedRefresh } from '@web/lib/use-coalesced-refresh';
import { useRealtimeTopic } from '@web/lib/use-realtime';
import { saleKeys } from '../api/sale-keys';

/**
 * Events after which a sales list may read differently: a sale moved on, or an auction closed into
 * one. NOTE: the close itself is not announced on the parties' `user` topics, only its notifications
 * (the highest bidder's, the seller's), so those refetch the buyer's and the vendor's lists too.
 */
const SALE_EVENTS: Record<'user' | 'admin', ReadonlySet<EventMessage['event']>> = {
  user: new Set(['sale.changed', 'notification.created']),
  admin: new Set(['sale.changed', 'auction.ended']),
};

/**
 * Keeps the sales lists live: admins follow the `admin` topic, buyers and sellers their own `user`
 * topic (each party of a sale is told when it moves on). Events arriving together cause one refetch.
 */
export function useLiveSales(topic: 'user' | 'admin') {
  const also = useRefreshAlso();
  const { soon: refresh } = useCoalescedRefresh([saleKeys.lists(), ...also]);

  const onEvent = useCallback(
    (msg: EventMessage) => {
      if (SALE_EVENTS[topic].has(msg.event)) refresh();
    },
    [refresh, topic],
  );
  useRealtimeTopic(topic, onEvent, { onResync: refresh });
}
