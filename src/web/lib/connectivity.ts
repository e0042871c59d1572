import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether this tab can reach the server (decision 045): the browser's own word (`navigator.onLine`,
 * its `online`/`offline` events, through TanStack Query's `onlineManager`, which pauses queries
 * while offline and refetches when the network returns) and what our requests found: a fetch that
 * failed without an answer marks the server unreachable until a request is answered again.
 */

const PROBE_MS = 10_000;

let unreachable = false;
let probe: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();
const catchUpListeners = new Set<() => void>();

// NOTE: `onlineManager` assumes online until an event says otherwise; a page started while the browser
// is already offline would fetch, fail and show load errors instead of waiting.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

function emit() {
  for (const l of listeners) l();
}

/** A request failed with no answer from the server (a network error, not an HTTP status). */
export function reportNetworkFailure(): void {
  if (unreachable) return;
  unreachable = true;
  emit();
  scheduleProbe();
}

/** The server answered a request (whatever its status). */
export function reportNetworkAnswer(): void {
  if (!unreachable) return;
  unreachable = false;
  if (probe) clearTimeout(probe);
  probe = null;
  emit();
  // The browser thought it was online all along, so TanStack Query saw no reconnect: catch up here.
  if (onlineManager.isOnline()) for (const l of catchUpListeners) l();
}

/**
 * While the server is unreachable and the browser says it is online (no `online` event will come),
 * ask the health endpoint now and then; its answer ends the outage.
 */
function scheduleProbe() {
  if (probe || typeof window === 'undefined') return;
  probe = setTimeout(() => {
    probe = null;
    if (!unreachable) return;
    if (!onlineManager.isOnline()) {
      scheduleProbe();
      return;
    }
    fetch('/api/health', { cache: 'no-store' }).then(reportNetworkAnswer, () => scheduleProbe());
  }, PROBE_MS);
}

export function isOffline(): boolean {
  return !onlineManager.isOnline() || unreachable;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stop = onlineManager.subscribe(() => {
    // Back online by the browser's word: let the next request say whether the server answers.
    if (onlineManager.isOnline() && unreachable) {
      unreachable = false;
      emit();
    }
    listener();
  });
  return () => {
    listeners.delete(listener);
    stop();
  };
}

/**
 * When the server answers again after failed requests while the browser said online, the queries on
 * screen are fetched again. (A return of the browser's network is TanStack Query's own
 * `refetchOnReconnect`; the realtime client reconnects on the `online` event and resyncs its screens.)
 */
export function useCatchUpWhenReachable(): void {
  const qc = useQueryClient();
  useEffect(() => {
    const catchUp = () => void qc.refetchQueries({ type: 'active' });
    catchUpListeners.add(catchUp);
    return () => {
      catchUpListeners.delete(catchUp);
    };
  }, [qc]);
}

/** True while this tab is offline or cannot reach the server; false on the server and while hydrating. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
