/**
 * Spec §9: the smallest acceptable bid is the current bid (or the starting bid when there are no
 * bids yet) plus the increment. The server checks the same rule inside the bid transaction.
 */
export function nextMinimumBid(a: {
  currentBid: number | null | undefined;
  startingBid: number;
  bidIncrement: number;
  bidCount: number;
}): number {
  const base = a.bidCount > 0 && a.currentBid != null ? a.currentBid : a.startingBid;
  return base + a.bidIncrement;
}
