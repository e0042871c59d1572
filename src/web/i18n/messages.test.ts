import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_MESSAGES } from '@shared/messages/auction';
import { messageKey, said, type Said } from '@shared/messages/define';
import { NOTIFICATION_PREFERENCE_MESSAGES } from '@shared/messages/notification-preferences';
import { PUSH_MESSAGES } from '@shared/messages/push';
import { BID_SHEET_MESSAGES } from '@shared/messages/bid-sheet';
import { CALENDAR_MESSAGES } from '@shared/messages/calendar';
import { INSPECTION_MESSAGES } from '@shared/messages/inspection';
import { LISTING_IMPORT_MESSAGES } from '@shared/messages/listing-import';
import { QUESTION_MESSAGES } from '@shared/messages/question';
import { SAVED_SEARCH_MESSAGES } from '@shared/messages/saved-search';
import { MAP_MESSAGES } from '@shared/messages/map';
import { REMINDER_MESSAGES } from '@shared/messages/reminder';
import { SALE_NOTICE_MESSAGES } from '@shared/messages/sale-notice';
import { WATCHLIST_MESSAGES } from '@shared/messages/watchlist';
import { REALTIME_MESSAGES } from '@shared/realtime-protocol';
import { ADD_USER_MESSAGES, ADMIN_MESSAGES, SAMPLE_IMAGE_MESSAGES } from '@shared/schemas/admin';
import { AUCTION_FORM_MESSAGES } from '@shared/schemas/auction-form';
import { AUTH_MESSAGES } from '@shared/schemas/auth';
import { BID_MESSAGES, ELIGIBILITY_MESSAGES, LIFECYCLE_MESSAGES } from '@shared/schemas/bid';
import { DEMO_MESSAGES } from '@shared/schemas/demo';
import { DOCUMENT_MESSAGES } from '@shared/schemas/document';
import { EMD_MESSAGES } from '@shared/schemas/emd';
import { PROXY_MESSAGES } from '@shared/schemas/proxy-bid';
import { SALE_MESSAGES, SALE_STAGE_LABELS } from '@shared/schemas/sale';
import { UPLOAD_MESSAGES } from '@shared/schemas/upload';
import { ApiError } from '@web/lib/api-client';
import { createScreenI18n, loadEveryCatalogue } from './i18n';
import { errorText, issueText, saidText, sharedText } from './messages';

type Catalogue = Record<string, Record<string, string>>;
const catalogue = (lang: string) =>
  JSON.parse(readFileSync(new URL(`./locales/${lang}/messages.json`, import.meta.url), 'utf8')) as Catalogue;
const english = catalogue('en');

/** Every group of shared texts, by the name its keys start with. */
const GROUPS: Record<string, Record<string, unknown>> = {
  sale: SALE_MESSAGES,
  saleStage: SALE_STAGE_LABELS,
  admin: ADMIN_MESSAGES,
  addUser: ADD_USER_MESSAGES,
  sampleImages: SAMPLE_IMAGE_MESSAGES,
  proxy: PROXY_MESSAGES,
  document: DOCUMENT_MESSAGES,
  upload: UPLOAD_MESSAGES,
  emd: EMD_MESSAGES,
  demo: DEMO_MESSAGES,
  bid: BID_MESSAGES,
  lifecycle: LIFECYCLE_MESSAGES,
  eligibility: ELIGIBILITY_MESSAGES,
  auth: AUTH_MESSAGES,
  auctionForm: AUCTION_FORM_MESSAGES,
  push: PUSH_MESSAGES,
  auction: AUCTION_MESSAGES,
  watchlist: WATCHLIST_MESSAGES,
  notificationPreferences: NOTIFICATION_PREFERENCE_MESSAGES,
  reminder: REMINDER_MESSAGES,
  realtime: REALTIME_MESSAGES,
  question: QUESTION_MESSAGES,
  calendar: CALENDAR_MESSAGES,
  savedSearch: SAVED_SEARCH_MESSAGES,
  inspection: INSPECTION_MESSAGES,
  map: MAP_MESSAGES,
  bidSheet: BID_SHEET_MESSAGES,
  saleNotice: SALE_NOTICE_MESSAGES,
  listingImport: LISTING_IMPORT_MESSAGES,
};

const DATE = '2026-12-28T04:30:00.000Z';
/** Each text with figures the server says by key: its key and parameters, and the English the server sends with them. */
const SAID: [Said, string][] = [
  [said('bid.tooLow', { amount: 12_500_000 }), BID_MESSAGES.tooLow(12_500_000)],
  [said('bid.increment', { amount: 50_000 }), BID_MESSAGES.increment(50_000)],
  [said('bid.emdRequiredJoin', { amount: 500_000 }), BID_MESSAGES.emdRequired(500_000, 900_000)],
  [said('bid.emdRequiredShort', { amount: 500_000, available: 200_000, more: 300_000 }), BID_MESSAGES.emdRequired(500_000, 200_000)],
  [said('proxy.tooLow', { amount: 10_500_000 }), PROXY_MESSAGES.tooLow(10_500_000)],
  [said('proxy.notHigher', { amount: 10_500_000 }), PROXY_MESSAGES.notHigher(10_500_000)],
  [said('proxy.covered', { amount: 10_500_000 }), PROXY_MESSAGES.covered(10_500_000)],
  [said('emd.insufficient', { amount: 500_000, available: 200_000, more: 300_000 }), EMD_MESSAGES.insufficient(500_000, 200_000)],
  [said('emd.withdrawalTooLarge', { amount: 200_000 }), EMD_MESSAGES.withdrawalTooLarge(200_000)],
  [said('emd.refundAboveSource', { amount: 200_000 }), EMD_MESSAGES.refundAboveSource(200_000)],
  [said('sale.wrongStage', { stage: 'balance_due' }), SALE_MESSAGES.wrongStage('balance_due')],
  [said('sale.amountDue', { amount: 2_250_000 }), SALE_MESSAGES.amountDue(2_250_000)],
  [said('sale.extensionTooLate', { date: DATE }), SALE_MESSAGES.extensionTooLate(DATE)],
  [said('auctionForm.noticePeriod', { date: DATE }), AUCTION_FORM_MESSAGES.noticePeriod(DATE)],
  [said('eligibility.emdNeeded', { amount: 500_000 }), ELIGIBILITY_MESSAGES.emdNeeded(500_000)],
  [said('eligibility.emdHeld', { amount: 500_000 }), ELIGIBILITY_MESSAGES.emdHeld(500_000)],
  [said('eligibility.emdJoin', { amount: 500_000, available: 900_000, more: -400_000 }), ELIGIBILITY_MESSAGES.emdJoin(500_000, 900_000)],
  [said('eligibility.emdShort', { amount: 500_000, available: 200_000, more: 300_000 }), ELIGIBILITY_MESSAGES.emdShort(500_000, 200_000)],
  [said('eligibility.joinBy', { date: DATE }), ELIGIBILITY_MESSAGES.joinBy(DATE)],
  [said('eligibility.opensAt', { date: DATE }), ELIGIBILITY_MESSAGES.opensAt(DATE)],
];

/**
 * The shared messages by key (decision 043): the server's errors carry a key and parameters and the
 * browser words them from the `messages` catalogue; its English is the shared texts, word for word.
 */
describe('the shared messages', () => {
  beforeAll(() => loadEveryCatalogue());

  it('has every fixed text of every group under its key, in the same words', () => {
    for (const [group, texts] of Object.entries(GROUPS))
      for (const [name, text] of Object.entries(texts)) {
        if (typeof text !== 'string') continue;
        const key = messageKey(text)!;
        expect(key, `${group}.${name}`).toBeDefined();
        const [g, n] = key.split('.') as [string, string];
        expect(english[g]?.[n], key).toBe(text);
      }
  });

  it('words each text with figures in English exactly as the server does', () => {
    const en = createScreenI18n('en');
    for (const [s, server] of SAID) expect(saidText(s, 'not found', en), s.key).toBe(server);
  });

  it('holds no key that nothing says', () => {
    const keys = new Set(SAID.map(([s]) => s.key));
    // NOTE: a text two groups share keeps either key (the first defined): both are in the catalogue.
    for (const [group, texts] of Object.entries(GROUPS))
      for (const [name, text] of Object.entries(texts)) if (typeof text === 'string') keys.add(`${group}.${name}`);
    const catalogued = Object.entries(english).flatMap(([g, texts]) => Object.keys(texts).map((n) => `${g}.${n}`));
    expect(catalogued.filter((k) => !keys.has(k))).toEqual([]);
  });

  it('words a server error in Hindi by its key, with its amounts in rupees and a stage by its name', () => {
    const hi = createScreenI18n('hi');
    const hindi = catalogue('hi');
    const low = new ApiError(409, 'BID_TOO_LOW', BID_MESSAGES.tooLow(12_500_000), undefined, said('bid.tooLow', { amount: 12_500_000 }));
    expect(errorText(low, 'x', hi)).toBe(hindi.bid!.tooLow!.replace('{amount}', '₹1,25,00,000'));
    const stage = new ApiError(
      409,
      'SALE_STAGE',
      SALE_MESSAGES.wrongStage('balance_due'),
      undefined,
      said('sale.wrongStage', { stage: 'balance_due' }),
    );
    expect(errorText(stage, 'x', hi)).not.toContain('Balance due');
    expect(errorText(stage, 'x', hi)).not.toContain('balance_due');
    // A fixed text of a group is keyed by the server as well; an issue too.
    expect(errorText(new ApiError(404, 'NOT_FOUND', AUCTION_MESSAGES.notFound, undefined, { key: 'auction.notFound' }), 'x', hi)).toBe(
      hindi.auction!.notFound,
    );
    expect(issueText({ message: BID_MESSAGES.amountPositive, key: 'bid.amountPositive' }, hi)).toBe(hindi.bid!.amountPositive);
  });

  it('words a shared text the screen shows itself, and leaves any other text as it came', () => {
    const hi = createScreenI18n('hi');
    expect(sharedText(WATCHLIST_MESSAGES.addedTitle, hi)).toBe(catalogue('hi').watchlist!.addedTitle);
    expect(sharedText('Something no group says: ₹5', hi)).toBe('Something no group says: ₹5');
    // An error with no key (a failed fetch) shows its message, or the fallback in the screens' language.
    expect(errorText(new Error('Failed to fetch'), 'x', hi)).toBe('Failed to fetch');
    expect(errorText(null, BID_MESSAGES.failedFallback, hi)).toBe(catalogue('hi').bid!.failedFallback);
  });
});
