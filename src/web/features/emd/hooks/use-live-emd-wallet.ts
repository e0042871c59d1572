import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { EventMessage } from '@shared/realtime';
import type { EmdWallet } from '@shared/schemas/emd';
import { useRefreshAlso } from '@web/lib/refresh-also';
import { useCoalescedRefresh } from '@web/lib/use-coalesced-refresh';
import { useRealtimeTopic } from '@web/lib/use-realtime';
import { emdKeys } from '../api/emd-keys';

/**
 * Keeps the EMD wallet live, and what the composing route adds (the buyer's dashboard figures):
 * `emd.changed` on the buyer's `user` topic (a deposit verified, a hold, a release, a withdrawal
 * paid or rejected) shows the new totals at once, then refetches the holds and withdrawals; a
 * deposit's review (its notification, verified or rejected) refetches them too.
 */
export function useLiveEmdWallet(enabled = true) {
  const qc = useQueryClient();
  const also = useRefreshAlso();
  const { soon: refresh } = useCoalescedRefresh([emdKeys.wallet(), emdKeys.mine(), ...also]);

  const onEvent = useCallback(
    (msg: EventMessage) => {
      // NOTE: a rejected deposit moves no money, so no `emd.changed`: its notification refreshes the lists.
      if (msg.event === 'notification.created') {
        if (String(msg.data.data.event ?? '').startsWith('emd')) refresh();
        return;
      }
      if (msg.event !== 'emd.changed') return;
      const { balance, held, available } = msg.data;
      qc.setQueryData<EmdWallet>(emdKeys.wallet(), (w) => (w ? { ...w, balance, held, available } : w));
      refresh();
    },
    [qc, refresh],
  );
  useRealtimeTopic(enabled ? 'user' : null, onEvent, { onResync: refresh });
}
