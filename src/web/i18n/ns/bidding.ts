import english from '../locales/en/bidding.json';
import { localise } from '../localise';
import { namespace } from '../namespace';

/** Bidding on the auction page (price card, bid panel, its dialogs, the EMD deposit) and the sale after the close. */
export const { useText: useBiddingText, t: biddingText } = namespace('bidding', english);

type T = (key: string, values?: Record<string, unknown>) => string;

const MONEY = '(₹[\\d,]+)';
const ANY = '(.+)';

/**
 * The shared messages with figures (`@shared/schemas/bid`, `proxy-bid`, `emd`, `sale`) as the server
 * sends them: the English pattern, and the catalogue key that says it with the same figures.
 */
const PATTERNS: [key: string, pattern: RegExp, names: string[]][] = (
  [
    ['tooLow', `Bid must be higher than current bid of ${MONEY}`, ['amount']],
    ['increment', `Minimum bid increment is ${MONEY}`, ['amount']],
    ['emdRequiredJoin', `Join this auction to bid: it holds its EMD of ${MONEY} from your EMD wallet\\.`, ['amount']],
    [
      'emdRequiredShort',
      `Join this auction to bid: it needs an EMD of ${MONEY} held from your EMD wallet, which has ${MONEY} available\\. Deposit ${MONEY} more, then join\\.`,
      ['amount', 'available', 'more'],
    ],
    ['placed', `Your bid of ${MONEY} has been placed\\.`, ['amount']],
    ['emdNeeded', `This auction's EMD of ${MONEY} must be held from a buyer's EMD wallet\\.`, ['amount']],
    ['emdHeld', `EMD of ${MONEY} held for this auction`, ['amount']],
    ['emdJoin', `Join this auction to hold its EMD of ${MONEY} \\(${MONEY} available in your EMD wallet\\)\\.`, ['amount', 'available']],
    [
      'emdShort',
      `Available ${MONEY} of ${MONEY} needed: deposit ${MONEY} more to your EMD wallet, then join\\.`,
      ['available', 'amount', 'more'],
    ],
    ['joinBy', `Join by ${ANY}, the EMD cut-off\\.`, ['date']],
    ['opensAt', `Bidding opens on ${ANY}\\.`, ['date']],
    ['proxySet', `Your maximum is ${MONEY}\\. Neelami bids for you only as much as needed to keep the lead\\.`, ['amount']],
    ['proxyLeading', `Your maximum ${MONEY} — you are leading`, ['amount']],
    ['proxyExhausted', `outbid: your maximum ${MONEY} was reached`, ['amount']],
    ['proxyWaiting', `Your maximum ${MONEY} is set`, ['amount']],
    ['proxyTooLow', `Your maximum must be at least ${MONEY}, the next minimum bid\\.`, ['amount']],
    ['proxyNotHigher', `Your maximum of ${MONEY} is leading: a new maximum must be higher\\.`, ['amount']],
    ['proxyCovered', `Another bidder's earlier maximum already covers ${MONEY}\\. Bid higher to take the lead\\.`, ['amount']],
    [
      'insufficient',
      `This auction needs an EMD of ${MONEY}; your EMD wallet has ${MONEY} available\\. Deposit ${MONEY} more to join\\.`,
      ['amount', 'available', 'more'],
    ],
    ['joined', `Joined: ${MONEY} of your EMD wallet is held for this auction\\.`, ['amount']],
    ['wrongStage', `The sale is at "${ANY}", where this cannot be done\\.`, ['stage']],
    ['amountDue', `The amount due now is ${MONEY}\\.`, ['amount']],
    ['extensionTooLate', `An extension may move the balance's deadline to at most three months after confirmation: ${ANY}\\.`, ['date']],
  ] as const
).map(([key, source, names]) => [key, new RegExp(`^${source}$`), [...names]]);

/**
 * A bidding or sale message that arrives in English — from the server (a refusal, an eligibility
 * line) or a shared constant with figures — in the current language: the figures (₹ amounts, dates)
 * are kept as they came. Texts without figures go through `localise()`.
 */
export function serverText(text: string): string;
export function serverText(text: string | undefined): string | undefined;
export function serverText(text: string | undefined): string | undefined {
  if (!text) return text;
  for (const [key, pattern, names] of PATTERNS) {
    const m = pattern.exec(text);
    if (!m) continue;
    const values: Record<string, string> = {};
    names.forEach((name, i) => (values[name] = m[i + 1]!));
    // A sale stage inside a message is one of SALE_STAGE_LABELS.
    if (key === 'wrongStage') values.stage = localise(values.stage!);
    return (biddingText as T)(`server.${key}`, values);
  }
  return localise(text);
}
