/** Every `['sales', …]` query key, spelled here and nowhere else. */
export const saleKeys = {
  all: ['sales'] as const,
  /** One auction's sale after the close (`GET /api/auctions/:id/sale`). */
  detail: (auctionId: string) => [...saleKeys.all, 'detail', auctionId] as const,
  /** The caller's sales: a buyer's purchases, a vendor's auctions', every one for admins (`GET /api/sales`). */
  lists: () => [...saleKeys.all, 'list'] as const,
  list: (stage: string) => [...saleKeys.lists(), stage] as const,
};
