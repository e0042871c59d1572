import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ErrorMessage, EventMessage, Topic } from '@shared/realtime';
import { getRealtimeClient, type ConnectionState, type RealtimeClient } from './realtime-client';
import { createResyncGate } from './resync-gate';
import { setServerTimeOffset } from './use-now';

/** The tab's realtime connection, wired to the server-corrected clock of use-now. */
export function realtimeClient(): RealtimeClient {
  return getRealtimeClient({ onClockOffset: setServerTimeOffset });
}

/**
 * Follows `topic` while the component is mounted (null: follow nothing). The latest callbacks are
 * used without resubscribing; `onResync` runs when cached data may miss an event: after a reconnect
 * or a missed event, or once the subscription is confirmed if data was asked for before the topic's
 * last event (resync-gate.ts), so a quiet page fetches its data once.
 */
export function useRealtimeTopic(
  topic: Topic | null,
  onEvent: (message: EventMessage) => void,
  opts: { onResync?: () => void; onError?: (error: ErrorMessage) => void } = {},
): void {
  const qc = useQueryClient();
  const latest = useRef({ onEvent, ...opts });
  useEffect(() => {
    latest.current = { onEvent, ...opts };
  });
  useEffect(() => {
    if (!topic) return;
    const gate = createResyncGate(qc, () => latest.current.onResync?.());
    const stop = realtimeClient().subscribe(topic, {
      onEvent: (m) => {
        latest.current.onEvent(m);
        gate.eventApplied();
      },
      onResync: (staleBefore) => gate.resync(staleBefore),
      onError: (e) => latest.current.onError?.(e),
    });
    return () => {
      stop();
      gate.dispose();
    };
  }, [topic, qc]);
}

/** The connection state, for a "Reconnecting…" pill. */
export function useRealtimeStatus(): ConnectionState {
  return useSyncExternalStore(
    (listener) => realtimeClient().onStateChange(listener),
    () => realtimeClient().state,
    () => 'idle' as const,
  );
}
