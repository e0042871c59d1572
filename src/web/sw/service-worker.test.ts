import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The service worker's push and click handlers (decision 027), run against a stand-in for the
 * worker's global scope: a push shows its notification, a click focuses the tab already on its page
 * or opens one. (Playwright delivers a push through CDP, but cannot click a system notification.)
 */
const SOURCE = readFileSync(fileURLToPath(new URL('./service-worker.js', import.meta.url)), 'utf8');
const ORIGIN = 'https://neelami.example.in';

type Handler = (event: Record<string, unknown>) => void;
type Tab = { url: string; focused: boolean; focus(): Promise<Tab> };

/** A stand-in for the worker's cache storage: one cache holding these paths, each answering its own path. */
function cacheOf(paths: string[]) {
  const cache = { match: async (url: string) => (paths.includes(url) ? new Response(url) : undefined) };
  return { open: async () => cache, keys: async () => ['neelami-test'] };
}

function loadWorker(tabs: Tab[], { cached = [] as string[], network = fetch as (req: unknown) => Promise<Response> } = {}) {
  const handlers = new Map<string, Handler>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const self = {
    __NEELAMI_VERSION__: 'test',
    __NEELAMI_SHELL__: [],
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => tabs,
      openWindow: async (url: string) => {
        opened.push(url);
        return null;
      },
    },
  };
  new Function('self', 'caches', 'fetch', SOURCE)(self, cacheOf(cached), network);
  /** Fires an event and waits for what it asked the worker to wait for. */
  const fire = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    handlers.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  };
  /** Fires a fetch and returns what the worker answered, or null when it let the request go by. */
  const request = async (url: string, mode = 'navigate') => {
    const answers: Promise<Response>[] = [];
    const req = { url: `${ORIGIN}${url}`, method: 'GET', mode, headers: new Headers() };
    handlers.get('fetch')!({
      request: req,
      preloadResponse: Promise.resolve(undefined),
      respondWith: (p: Promise<Response>) => answers.push(p),
    });
    return answers[0] ? await answers[0] : null;
  };
  return { fire, request, shown, opened };
}

const tab = (path: string): Tab => {
  const t: Tab = { url: `${ORIGIN}${path}`, focused: false, focus: async () => ((t.focused = true), t) };
  return t;
};

describe('the service worker', () => {
  it('shows a push as a notification that remembers its page', async () => {
    const worker = loadWorker([]);
    const message = { title: 'You have been outbid', body: 'Flat in Thane: ₹1,25,00,000', url: '/auction/a1', tag: 'outbid:a1' };
    await worker.fire('push', { data: { json: () => message, text: () => JSON.stringify(message) } });
    expect(worker.shown).toEqual([
      {
        title: message.title,
        options: expect.objectContaining({ body: message.body, tag: message.tag, data: { url: message.url }, icon: '/icons/icon-192.png' }),
      },
    ]);
  });

  it('on a click, closes the notification and focuses the tab already on its page', async () => {
    const [other, auction] = [tab('/live-auctions'), tab('/auction/a1')];
    const worker = loadWorker([other, auction]);
    let closed = false;
    await worker.fire('notificationclick', { notification: { data: { url: '/auction/a1' }, close: () => (closed = true) } });
    expect(closed).toBe(true);
    expect([other.focused, auction.focused]).toEqual([false, true]);
    expect(worker.opened).toEqual([]);
  });

  it('on a click with no tab on its page, opens one (the home page when it names none)', async () => {
    const worker = loadWorker([tab('/live-auctions')]);
    await worker.fire('notificationclick', { notification: { data: { url: '/auction/a2' }, close: () => {} } });
    await worker.fire('notificationclick', { notification: { data: {}, close: () => {} } });
    expect(worker.opened).toEqual([`${ORIGIN}/auction/a2`, `${ORIGIN}/`]);
  });

  it('answers a failed navigation with the offline page, not the bare app page', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const worker = loadWorker([], { cached: ['/index.html', '/offline.html'], network: offline });
    expect(await (await worker.request('/live-auctions'))!.text()).toBe('/offline.html');
  });

  it('answers a navigation from the network when it answers', async () => {
    const worker = loadWorker([], { cached: ['/offline.html'], network: async () => new Response('the page') });
    expect(await (await worker.request('/live-auctions'))!.text()).toBe('the page');
  });

  it('lets the API go by untouched', async () => {
    const worker = loadWorker([], { cached: ['/offline.html'] });
    expect(await worker.request('/api/session', 'cors')).toBeNull();
  });
});
