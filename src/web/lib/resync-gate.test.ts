import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createResyncGate, trackFetchTimes } from './resync-gate';

const T0 = Date.parse('2026-11-24T10:00:00Z');
const at = (ms: number) => vi.setSystemTime(T0 + ms);

/** A fetch the test answers when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

let qc: QueryClient;
let refetches: number;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at(0);
  qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  trackFetchTimes(qc);
  refetches = 0;
});
afterEach(() => {
  qc.clear();
  vi.useRealTimers();
});

function gate() {
  return createResyncGate(qc, () => refetches++);
}

describe('resync gate', () => {
  it('refetches nothing when every query was asked for after the topic’s last event', async () => {
    at(1_000);
    await qc.fetchQuery({ queryKey: ['auctions'], queryFn: () => Promise.resolve(['a']) });
    at(1_200);
    gate().resync(T0 + 500);
    await flush();
    expect(refetches).toBe(0);
  });

  it('refetches when some data was asked for before it', async () => {
    at(1_000);
    await qc.fetchQuery({ queryKey: ['auctions'], queryFn: () => Promise.resolve(['a']) });
    at(1_200);
    gate().resync(T0 + 1_100);
    await flush();
    expect(refetches).toBe(1);
  });

  it('waits for a first fetch still running before refetching, so the refetch comes after its answer', async () => {
    const answer = deferred<string[]>();
    at(1_000);
    void qc.fetchQuery({ queryKey: ['auctions'], queryFn: () => answer.promise });
    at(1_200);
    gate().resync(T0 + 1_100);
    await flush();
    expect(refetches).toBe(0);
    answer.resolve(['a']);
    await flush();
    expect(refetches).toBe(1);
  });

  it('refetches after a fetch begun before the confirmation, when an event arrived while it ran', async () => {
    const answer = deferred<string[]>();
    at(1_000);
    void qc.fetchQuery({ queryKey: ['auctions'], queryFn: () => answer.promise });
    const g = gate();
    at(1_200);
    g.resync(T0 + 500);
    at(1_300);
    g.eventApplied();
    g.eventApplied();
    answer.resolve(['a']);
    await flush();
    expect(refetches).toBe(1);
    // Later events find the data in place: the screen applies them itself.
    at(2_000);
    g.eventApplied();
    await flush();
    expect(refetches).toBe(1);
  });

  it('counts data only ever set by hand as stale', async () => {
    at(1_000);
    qc.setQueryData(['me'], null);
    at(1_200);
    gate().resync(T0 + 500);
    await flush();
    expect(refetches).toBe(1);
  });

  it('keeps the fetch time of data an event patched by hand', async () => {
    at(1_000);
    await qc.fetchQuery({ queryKey: ['auction'], queryFn: () => Promise.resolve({ bid: 1 }) });
    at(1_100);
    qc.setQueryData(['auction'], { bid: 2 });
    at(1_200);
    gate().resync(T0 + 1_050);
    await flush();
    expect(refetches).toBe(1);
  });

  it('asks nothing once disposed', async () => {
    const answer = deferred<string[]>();
    at(1_000);
    void qc.fetchQuery({ queryKey: ['auctions'], queryFn: () => answer.promise });
    const g = gate();
    g.resync(T0 + 1_100);
    g.dispose();
    answer.resolve(['a']);
    await flush();
    expect(refetches).toBe(0);
  });
});
