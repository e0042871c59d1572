import type { QueryKey } from '@tanstack/react-query';
import { useCoalescedRefresh } from './use-coalesced-refresh';
import { useRealtimeStatus, useRealtimeTopic } from './use-realtime';

/**
 * Refetches the given queries whenever the `admin` realtime topic reports a change (a bid, a start
 * or end, a status change), and after a reconnect. Events arriving together cause one refetch.
 * Returns whether the live connection is open.
 */
export function useAdminLiveUpdates(keys: QueryKey[]): boolean {
  const { soon } = useCoalescedRefresh(keys);
  useRealtimeTopic('admin', soon, { onResync: soon });
  return useRealtimeStatus() === 'open';
}
