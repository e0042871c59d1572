/**
 * Every `['managed-auctions', …]` query key, spelled here and nowhere else: the admin's table of every
 * auction and a vendor's own listings, both with reserve prices. The public catalogue's keys belong to
 * the catalogue; a route that shows both passes them in with <RefreshAlso>.
 */
export const managedAuctionKeys = {
  all: ['managed-auctions'] as const,
  list: (scope: 'all' | 'own', query: object) => [...managedAuctionKeys.all, scope, query] as const,
};
