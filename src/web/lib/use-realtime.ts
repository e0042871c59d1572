import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ErrorMessage, EventMessage, Topic } from '@shared/realtime';
import { getRealtimeClient, type ConnectionState, type RealtimeClient } from './realtime-client';
import { setServerTimeOffset } from './use-now';

/** The tab's realtime connection, wired to the server-corrected clock of use-now. */
export function realtimeClient(): RealtimeClient {
  return getRealtimeClient({ onClockOffset: setServerTimeOffset });
}

/**
 * Follows `topic` while the component is mounted (null: follow nothing). The latest callbacks are
 * used without resubscribing; `onResync` runs after a reconnect or a missed event.
 */
export function useRealtimeTopic(
  topic: Topic | null,
  onEvent: (message: EventMessage) => void,
  opts: { onResync?: () => void; onError?: (error: ErrorMessage) => void } = {},
): void {
  const latest = useRef({ onEvent, ...opts });
  useEffect(() => {
    latest.current = { onEvent, ...opts };
  });
  useEffect(() => {
    if (!topic) return;
    return realtimeClient().subscribe(topic, {
      onEvent: (m) => latest.current.onEvent(m),
      onResync: () => latest.current.onResync?.(),
      onError: (e) => latest.current.onError?.(e),
    });
  }, [topic]);
}

/** The connection state, for a "Reconnecting…" pill. */
export function useRealtimeStatus(): ConnectionState {
  return useSyncExternalStore(
    (listener) => realtimeClient().onStateChange(listener),
    () => realtimeClient().state,
    () => 'idle' as const,
  );
}
