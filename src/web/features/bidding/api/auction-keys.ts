/**
 * Query keys of the auction detail page. NOTE: they are the same keys the auctions feature reads
 * the detail page with (`['auctions', 'detail', id, ...]`), so a bid placed here, or a live event,
 * updates what that page shows without the two features importing each other.
 */
export const auctionKeys = {
  all: ['auctions'] as const,
  detail: (id: string) => ['auctions', 'detail', id] as const,
  bids: (id: string) => ['auctions', 'detail', id, 'bids'] as const,
  reservePrice: (id: string) => ['auctions', 'detail', id, 'reserve-price'] as const,
};
