import type { AuctionListQueryInput } from '@shared/schemas/auction';

/**
 * Every `['auctions', …]` query key, spelled here and nowhere else: the listings, one auction's page
 * (its bids and reserve price sit under it, so refetching the page refetches them), the home page's
 * figures. Other features that must refresh auction data get these keys from their route.
 */
export const auctionKeys = {
  all: ['auctions'] as const,
  /** Every listing page, whatever its filters (what the `auctions` topic refreshes). */
  lists: () => [...auctionKeys.all, 'list'] as const,
  list: (query: AuctionListQueryInput) => [...auctionKeys.lists(), query] as const,
  detail: (id: string) => [...auctionKeys.all, 'detail', id] as const,
  bids: (id: string) => [...auctionKeys.detail(id), 'bids'] as const,
  reservePrice: (id: string) => [...auctionKeys.detail(id), 'reserve-price'] as const,
  /** What the caller still needs before a bid on it is accepted (it depends on who asks, and on their EMD wallet). */
  eligibility: (id: string) => [...auctionKeys.detail(id), 'eligibility'] as const,
  /** The caller's own maximum bid on it (decision 020); only its owner ever sees it. */
  proxyBid: (id: string) => [...auctionKeys.detail(id), 'proxy-bid'] as const,
  /** Its public, hash-chained bid log. */
  bidLog: (id: string) => [...auctionKeys.detail(id), 'bid-log'] as const,
  /** The platform's key that signs closed bid logs. */
  bidLogPublicKey: () => [...auctionKeys.all, 'bid-log-public-key'] as const,
  stats: () => [...auctionKeys.all, 'stats'] as const,
  /** Who lists public auctions (the listing's Bank / seller filter). */
  sellers: () => [...auctionKeys.all, 'sellers'] as const,
};
