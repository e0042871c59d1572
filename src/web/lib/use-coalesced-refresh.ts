import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Refetches `keys` after live events, coalesced: `soon()` refetches once `delayMs` after the first
 * event of a burst and no sooner than `minGapMs` after the last refetch, however many events arrive;
 * `now()` refetches at once (after a reconnect). The keys are read when the refetch runs.
 */
export function useCoalescedRefresh(keys: readonly QueryKey[], { delayMs = 250, minGapMs = 0 } = {}) {
  const qc = useQueryClient();
  const latestKeys = useRef(keys);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const last = useRef(0);
  useEffect(() => {
    latestKeys.current = keys;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const now = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    last.current = Date.now();
    for (const queryKey of latestKeys.current) void qc.invalidateQueries({ queryKey });
  }, [qc]);

  const soon = useCallback(() => {
    if (timer.current) return;
    timer.current = setTimeout(now, Math.max(delayMs, last.current + minGapMs - Date.now()));
  }, [now, delayMs, minGapMs]);

  return { soon, now };
}
