import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtimeStatus, useRealtimeTopic } from './use-realtime';

/**
 * Refetches the given queries whenever the `admin` realtime topic reports a change (a bid, a start
 * or end, a status change), and after a reconnect. Events arriving together cause one refetch.
 * Returns whether the live connection is open.
 */
export function useAdminLiveUpdates(keys: QueryKey[]): boolean {
  const qc = useQueryClient();
  const latestKeys = useRef(keys);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latestKeys.current = keys;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const refetch = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      for (const queryKey of latestKeys.current) void qc.invalidateQueries({ queryKey });
    }, 250);
  };
  useRealtimeTopic('admin', refetch, { onResync: refetch });
  return useRealtimeStatus() === 'open';
}
