import { useSyncExternalStore } from 'react';

let resolveHydrated: () => void = () => {};
/**
 * When the page's own part has hydrated (or, for a page the browser renders, rendered): until then a
 * server-rendered page shows the server's HTML, and anything that changes what it says (a switch of
 * language) would make React's hydration meet text it did not expect. Such changes wait for this.
 */
export const hydrated = new Promise<void>((resolve) => (resolveHydrated = resolve));

/** Called by the root layout once the page has committed: `<html data-hydrated>` tells the journeys too. */
export function markHydrated() {
  document.documentElement.dataset.hydrated = '';
  resolveHydrated();
}

const noSubscription = () => () => {};

/**
 * False while the server renders and while React hydrates the server's HTML, true once the page is
 * live (at once on a page the browser renders). A form whose submit waits for this cannot be sent by
 * the browser itself before its handler exists: that would be a GET carrying the fields in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
