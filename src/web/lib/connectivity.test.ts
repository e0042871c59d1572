import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { isOffline, reportNetworkAnswer } from './connectivity';

/** Whether the tab reaches the server (decision 045): the browser's word, and what our requests found. */
describe('connectivity', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    onlineManager.setOnline(true);
    reportNetworkAnswer();
  });

  it('is offline while the browser says so', () => {
    expect(isOffline()).toBe(false);
    onlineManager.setOnline(false);
    expect(isOffline()).toBe(true);
    onlineManager.setOnline(true);
    expect(isOffline()).toBe(false);
  });

  it('is offline after a request got no answer, until one is answered, whatever its status', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api('/api/auctions')).rejects.toThrow('Failed to fetch');
    expect(isOffline()).toBe(true);

    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'Sign in' } }), { status: 401 }),
    );
    await expect(api('/api/me')).rejects.toMatchObject({ status: 401 });
    expect(isOffline()).toBe(false);
  });

  it('does not take a cancelled request for a lost network', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));
    await expect(api('/api/auctions')).rejects.toThrow('aborted');
    expect(isOffline()).toBe(false);
  });
});
