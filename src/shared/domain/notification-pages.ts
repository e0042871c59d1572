/** Pages a notification without an auction leads to, by its event: a saved search's digest opens the saved searches. */
const EVENT_PAGES: Readonly<Record<string, string>> = { savedSearchDigest: '/saved-searches' };

/**
 * Where a notification leads — the bell's click, the e-mail's button, the push message's tap: its
 * auction, else its event's own page, else none (the e-mail and push then open the dashboard).
 * NOTE: apart from the text catalogue, so the bell (in every page's first load) does not load it.
 */
export function notificationPage(event: unknown, auctionId: string | null | undefined): string | null {
  if (auctionId) return `/auction/${auctionId}`;
  return typeof event === 'string' && Object.hasOwn(EVENT_PAGES, event) ? EVENT_PAGES[event]! : null;
}
