/**
 * Which cached data may miss a realtime event, judged by when it was asked for, so a screen refetches
 * after a subscription only when something could have been missed (issue 13: one fetch per page view).
 *
 * - `trackFetchTimes(qc)` notes when each query's fetch began (Date.now(), the clock of the realtime
 *   client's `staleBefore`): a lower bound of when the server read it;
 * - `createResyncGate(qc, resync)` turns the realtime client's `onResync(staleBefore)` into a call of the
 *   screen's refetch only when some data was asked for before `staleBefore`. A fetch still running then
 *   is waited for (TanStack Query would not restart a first fetch, so its answer could be the stale
 *   one); the same holds for an event that arrives while a fetch begun before the confirmation runs.
 *
 * NOTE: all queries in the cache count, not only the screen's: cheaper than a list per screen, and
 * wrong only towards an extra refetch.
 */
import type { Query, QueryClient } from '@tanstack/react-query';

type FetchTimes = { started?: number; data?: number };
const times = new WeakMap<Query, FetchTimes>();
const tracked = new WeakSet<QueryClient>();

/** Starts noting when each query's fetches begin; call once, before any query runs. */
export function trackFetchTimes(qc: QueryClient): void {
  if (tracked.has(qc)) return;
  tracked.add(qc);
  qc.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { query, action } = event;
    let t = times.get(query);
    if (!t) times.set(query, (t = {}));
    // NOTE: a fetch that replaces a running one (cancelRefetch) dispatches no new 'fetch': it keeps
    // the older start, which can only make its data look older than it is.
    if (action.type === 'fetch') t.started = Date.now();
    else if (action.type === 'success' && !action.manual) t.data = t.started;
  });
}

/** When what `query` shows (or is fetching) was asked for; -Infinity when unknown, undefined when it holds nothing. */
function askedAt(query: Query): number | undefined {
  const t = times.get(query);
  if (query.state.fetchStatus !== 'idle') return t?.started ?? -Infinity;
  if (query.state.data === undefined) return undefined;
  // Data only ever set by hand (setQueryData) is of unknown age.
  return t?.data ?? -Infinity;
}

function anyAskedBefore(qc: QueryClient, time: number, runningOnly: boolean): boolean {
  return qc
    .getQueryCache()
    .getAll()
    .some((q) => {
      if (runningOnly && q.state.fetchStatus === 'idle') return false;
      const at = askedAt(q);
      return at !== undefined && at < time;
    });
}

export type ResyncGate = {
  /** The realtime client's `onResync`. */
  resync(staleBefore: number): void;
  /** Call after each event of the topic was applied. */
  eventApplied(): void;
  dispose(): void;
};

export function createResyncGate(qc: QueryClient, refetch: () => void): ResyncGate {
  /** When the subscription was confirmed; fetches begun before then may answer without its events. */
  let confirmedAt: number | undefined;
  /** Refetch once no fetch asked for before this time runs any more. */
  let waitBefore: number | undefined;
  let stopWaiting: (() => void) | undefined;

  function settleWait() {
    if (waitBefore === undefined || anyAskedBefore(qc, waitBefore, true)) return;
    waitBefore = undefined;
    stopWaiting?.();
    stopWaiting = undefined;
    // Outside the cache's notification, which may be in the middle of a query's update.
    queueMicrotask(refetch);
  }

  function refetchAfterRunning(before: number) {
    waitBefore = Math.max(waitBefore ?? -Infinity, before);
    stopWaiting ??= qc.getQueryCache().subscribe(settleWait);
    settleWait();
  }

  return {
    resync(staleBefore) {
      confirmedAt = Date.now();
      if (anyAskedBefore(qc, staleBefore, false)) refetchAfterRunning(staleBefore);
    },
    eventApplied() {
      // NOTE: a fetch begun before the confirmation may answer with data older than this event,
      // over what the event just changed (or with nothing for it to change): fetch again after it.
      if (confirmedAt !== undefined && anyAskedBefore(qc, confirmedAt, true)) refetchAfterRunning(confirmedAt);
    },
    dispose() {
      stopWaiting?.();
      stopWaiting = undefined;
      waitBefore = undefined;
    },
  };
}
