/** Every `['documents', …]` query key, spelled here and nowhere else. */
export const documentKeys = {
  all: ['documents'] as const,
  /** Every auction's documents, filtered (admins). */
  lists: () => [...documentKeys.all, 'list'] as const,
  list: (filters: object) => [...documentKeys.lists(), filters] as const,
  /** The published documents of one auction (its Legal Info tab). */
  ofAuction: (auctionId: string) => [...documentKeys.all, 'auction', auctionId] as const,
  /** The sale notice being prepared for one auction, and what the caller may do with it (issue 31, part 3). */
  saleNotice: (auctionId: string) => [...documentKeys.all, 'sale-notice', auctionId] as const,
};
