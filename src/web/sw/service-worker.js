// Neelami's service worker (decision 027), served as /sw.js. The build (scripts/vite-service-worker.ts)
// puts the app shell's files and a version in place of the two constants below.
//
// - The app shell (the entry script and styles, the Latin fonts, the landing pages' code, the offline
//   page) is kept in a cache named after the build, and caches of other builds are deleted when this
//   one activates.
// - A page is always asked of the network first; without one, offline.html answers (decision 045). Pages
//   are not kept (they carry who is signed in and their data), and the bare index.html is not served in
//   their place: without the page's data and session it started an app that showed a signed-out
//   visitor and load errors instead of saying the network was gone.
// - Files under /assets/ are named after their content, so a kept copy is never stale: they come from
//   the cache first, and the ones the shell does not list are kept as they are fetched.
// - Nothing else is touched: /api/*, /media/*, the WebSocket and every request that is not a GET
//   (or carries an Authorization header) go to the network as if there were no service worker, so no
//   answer that depends on who is signed in is ever kept or served stale.
// - A push shows a notification; a click on it focuses a tab on its page, or opens one.

const VERSION = self.__NEELAMI_VERSION__;
const SHELL = self.__NEELAMI_SHELL__;

const CACHE = `neelami-${VERSION}`;
const OFFLINE_PAGE = '/offline.html';
const ICON = '/icons/icon-192.png';

self.addEventListener('install', (event) => {
  // NOTE: every file at once or none: a half-kept shell would start an app that cannot load.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('neelami-') && name !== CACHE).map((name) => caches.delete(name)));
      // The page's request starts while this worker starts, instead of after it.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

/** Whether the service worker answers this request; everything else goes to the network untouched. */
function handles(request, url) {
  if (request.method !== 'GET' || url.origin !== self.location.origin) return false;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/')) return false;
  if (request.headers.has('authorization')) return false;
  return true;
}

async function page(event) {
  try {
    const preloaded = await event.preloadResponse;
    return preloaded || (await fetch(event.request));
  } catch {
    const cache = await caches.open(CACHE);
    return (await cache.match(OFFLINE_PAGE)) || Response.error();
  }
}

async function asset(request, url) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreSearch: true });
  if (kept) return kept;
  const response = await fetch(request);
  // Only whole, same-origin answers of content-named files: never a partial, an error or a redirect.
  if (url.pathname.startsWith('/assets/') && response.status === 200 && response.type === 'basic') {
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (!handles(request, url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(event));
  } else if (url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname)) {
    event.respondWith(asset(request, url));
  }
});

/** The message of a push (src/shared/schemas/push.ts: title, body, url, tag), or a plain one. */
function messageOf(data) {
  let message;
  try {
    message = data ? data.json() : {};
  } catch {
    message = { body: data ? data.text() : '' };
  }
  const url = typeof message.url === 'string' && message.url.startsWith('/') && !message.url.startsWith('//') ? message.url : '/';
  return {
    title: typeof message.title === 'string' && message.title ? message.title : 'Neelami',
    body: typeof message.body === 'string' ? message.body : '',
    tag: typeof message.tag === 'string' && message.tag ? message.tag : undefined,
    url,
  };
}

self.addEventListener('push', (event) => {
  const message = messageOf(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: ICON,
      badge: ICON,
      tag: message.tag,
      // A repeat under the same tag (a retried send, a newer price) alerts again instead of silently replacing.
      renotify: Boolean(message.tag),
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = tabs.find((tab) => tab.url === target);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    })(),
  );
});
