import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { refreshAfterWrite } from './query-client';

describe('refreshAfterWrite', () => {
  it('replaces a first fetch that started before the write with one that starts after it', async () => {
    const qc = new QueryClient();
    let stored = 'pending';
    let calls = 0;
    const observer = new QueryObserver(qc, {
      queryKey: ['admin', 'users', { q: 'esha' }],
      queryFn: async () => {
        calls += 1;
        const seen = stored; // what the database held when the request was answered
        await new Promise((r) => setTimeout(r, 30));
        return seen;
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await new Promise((r) => setTimeout(r, 5)); // the first fetch is on its way
    stored = 'verified'; // the write commits
    await refreshAfterWrite(qc, ['admin', 'users']);
    expect(qc.getQueryData(['admin', 'users', { q: 'esha' }])).toBe('verified');
    expect(calls).toBe(2);
    unsubscribe();
  });
});
