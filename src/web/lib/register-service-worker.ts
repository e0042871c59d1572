/**
 * Registers the service worker (src/web/sw/service-worker.js, built as /sw.js: decision 027) once the
 * page has loaded, so it never competes with the first paint. Production builds only: the dev server
 * has no /sw.js, and a worker there would keep serving files that Vite replaces on every edit.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A browser that refuses (a private window, a disabled policy) simply runs without one.
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
