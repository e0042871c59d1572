import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The current time as the server sees it, ticking once a second.
 *
 * NOTE: every countdown on a page shares one interval (not one per card), and the clock is
 * corrected by the offset the realtime connection measures (`hello.serverTime`), so a viewer
 * whose device clock is wrong still sees the right time left.
 */
let serverOffsetMs = 0;
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  now = Date.now() + serverOffsetMs;
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    tick();
    timer = setInterval(tick, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const getSnapshot = () => now;

/** Called by the realtime client with `serverTime - Date.now()` measured on connect. */
export function setServerTimeOffset(offsetMs: number) {
  serverOffsetMs = offsetMs;
  tick();
}

/** Server-corrected `Date.now()` for code outside React. */
export function serverNow(): number {
  return Date.now() + serverOffsetMs;
}

/**
 * The time a server-rendered page was rendered at (decision 035): the server renders with it, and the
 * browser hydrates with it, so that every countdown and "5 minutes ago" agrees; then the clock ticks.
 */
export const RenderedAt = createContext<number | null>(null);

/** Server-corrected milliseconds since the epoch, re-rendering the caller every second. */
export function useNow(): number {
  const renderedAt = useContext(RenderedAt);
  return useSyncExternalStore(subscribe, getSnapshot, () => renderedAt ?? getSnapshot());
}
