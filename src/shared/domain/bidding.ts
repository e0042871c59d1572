/**
 * The bid rules of spec §5 and §9 and the soft close, one named function each. The server's batch
 * decision (src/server/modules/bids/decide-batch.ts) applies them inside the bid transaction; the web
 * mirrors them to catch a bad amount before the round trip and to explain the rules.
 */

/** Spec §9: 5 lakh. The default of `auctions.bid_increment`; each auction may have its own. */
export const DEFAULT_BID_INCREMENT = 500_000;

/**
 * Soft close: a bid in the last SOFT_CLOSE_WINDOW_S seconds of an auction moves its end to
 * SOFT_CLOSE_EXTENSION_S seconds after that bid. The defaults of `auctions.extension_window_s` and
 * `auctions.extension_s`.
 */
export const SOFT_CLOSE_WINDOW_S = 300;
export const SOFT_CLOSE_EXTENSION_S = 300;

const minutes = (s: number) => {
  const m = Math.round(s / 60);
  return `${m} minute${m === 1 ? '' : 's'}`;
};

/**
 * The soft close in words, as it behaves: the end moves to a fixed time after the late bid (a bid
 * with 4m52s left leaves 5m00s, not 9m52s).
 */
export function softCloseRule(a: { extensionWindowS: number; extensionS: number }): string {
  return `A bid in the last ${minutes(a.extensionWindowS)} moves the end to ${minutes(a.extensionS)} after it.`;
}

type Figures = { currentBid: number | null | undefined; startingBid: number; bidIncrement: number; bidCount: number };

/** Spec §9: the smallest acceptable bid is the current bid (or the starting bid when there are no bids yet) plus the increment. */
export function nextMinimumBid(a: Figures): number {
  const base = a.bidCount > 0 && a.currentBid != null ? a.currentBid : a.startingBid;
  return base + a.bidIncrement;
}

/** Why an amount cannot be a bid on these figures (spec §5, in the order the spec lists the rules). */
export type AmountRefusal = { code: 'BID_TOO_LOW'; currentBid: number } | { code: 'BID_INCREMENT'; increment: number };

export function amountRefusal(amount: number, a: Figures & { currentBid: number }): AmountRefusal | null {
  if (amount <= a.currentBid) return { code: 'BID_TOO_LOW', currentBid: a.currentBid };
  if (amount < nextMinimumBid(a)) return { code: 'BID_INCREMENT', increment: a.bidIncrement };
  return null;
}

/**
 * The end of an auction after a bid at `at`: unchanged, unless the bid falls in the last `windowS`
 * seconds, when the end moves to `extensionS` seconds after the bid (never earlier than it was).
 * NOTE: nobody can win by sniping in the final second: every late bid gives the others time to answer.
 */
export function softCloseEnd(a: { endTime: Date; windowS: number; extensionS: number }, at: Date): Date {
  if (a.extensionS <= 0 || a.endTime.getTime() - at.getTime() > a.windowS * 1000) return a.endTime;
  const moved = new Date(at.getTime() + a.extensionS * 1000);
  return moved > a.endTime ? moved : a.endTime;
}
