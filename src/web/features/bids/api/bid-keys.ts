/** Every `['bids', …]` query key, spelled here and nowhere else. */
export const bidKeys = {
  all: ['bids'] as const,
  /** Every bid on the platform, filtered (admins). */
  list: (filters: object) => [...bidKeys.all, 'list', filters] as const,
  /** One bid with its auction and bidder (admins). */
  detail: (id: string | null) => [...bidKeys.all, 'detail', id] as const,
  /** The signed-in user's own bids. */
  mine: () => [...bidKeys.all, 'mine'] as const,
  myList: (limit: number) => [...bidKeys.mine(), { limit }] as const,
  /** The signed-in buyer's maximum bids on auctions not yet ended (decision 020). */
  myMaximums: () => [...bidKeys.mine(), 'maximums'] as const,
  /** An ended auction's bid sheet (its seller and admins). */
  sheet: (auctionId: string) => [...bidKeys.all, 'sheet', auctionId] as const,
};
