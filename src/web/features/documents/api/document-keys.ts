/** Every `['documents', …]` query key, spelled here and nowhere else. */
export const documentKeys = {
  all: ['documents'] as const,
  /** Every auction's documents, filtered (admins). */
  lists: () => [...documentKeys.all, 'list'] as const,
  list: (filters: object) => [...documentKeys.lists(), filters] as const,
  /** The published documents of one auction (its Legal Info tab). */
  ofAuction: (auctionId: string) => [...documentKeys.all, 'auction', auctionId] as const,
};
