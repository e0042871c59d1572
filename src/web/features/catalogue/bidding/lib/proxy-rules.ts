import { nextMinimumBid } from '@shared/domain/bidding';
import { formatINR } from '@shared/domain/money';
import type { Auction } from '@shared/schemas/auction';
import { BID_MESSAGES } from '@shared/schemas/bid';
import { PROXY_MESSAGES, type ProxyBid } from '@shared/schemas/proxy-bid';
import type { Translate } from '@web/i18n/i18n';

type BidFigures = Pick<Auction, 'currentBid' | 'startingBid' | 'bidIncrement' | 'bidCount'>;

/**
 * The server's rules for a maximum (decision 020), worded for the bid box so a bad amount is
 * caught before the round trip: at least the next minimum bid, and above a leading maximum. The
 * server decides: this only saves a request.
 */
export function maximumProblem(amount: number | null, a: BidFigures, current: ProxyBid | null): string | null {
  if (amount === null) return BID_MESSAGES.amountRequired;
  if (!Number.isSafeInteger(amount)) return BID_MESSAGES.amountWhole;
  if (amount <= 0) return BID_MESSAGES.amountPositive;
  const minimum = nextMinimumBid(a);
  if (amount < minimum) return PROXY_MESSAGES.tooLow(minimum);
  if (current?.leading && amount <= current.maxAmount) return PROXY_MESSAGES.notHigher(current.maxAmount);
  return null;
}

export type ProxyStanding = 'leading' | 'exhausted' | 'waiting';

/**
 * Where the caller's maximum stands: leading; passed (the server marked it exhausted, or the price
 * went beyond it before the server's word arrived); or set and waiting (an earlier maximum of the
 * same amount holds the lead).
 */
export function proxyStanding(proxy: ProxyBid, currentBid: number): ProxyStanding {
  if (proxy.leading) return 'leading';
  if (proxy.status === 'exhausted' || currentBid > proxy.maxAmount) return 'exhausted';
  return 'waiting';
}

const STATUS_KEYS = { leading: 'server.proxyLeading', exhausted: 'server.proxyExhausted', waiting: 'server.proxyWaiting' } as const;

/** The status line of the bid box, in the words of PROXY_MESSAGES, in the language of `t` (the bidding texts). */
export function proxyStatusText(proxy: ProxyBid, currentBid: number, t: Translate): string {
  return t(STATUS_KEYS[proxyStanding(proxy, currentBid)], { amount: formatINR(proxy.maxAmount) });
}
