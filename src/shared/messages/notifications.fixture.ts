import { LANGUAGES, type Language } from '../domain/languages';

/**
 * Sample parameters for every notification event: each branch of its text (a reason given or not, a
 * deposit due or already covered, no bid or a final bid), amounts of one rupee and of crores (and one
 * to round), dates in IST around noon and midnight, and titles that look like ICU syntax, HTML or
 * escape sequences. `notifications.fixture.json` holds what these rendered to in every language when
 * the texts were still per-language functions; the catalogue must render them word for word the same.
 */
type Params = Record<string, unknown>;

const TITLES = [
  'Flat in Pune',
  'फ्लैट, बाणेर (2 BHK)',
  `Shop "A-1" & <Godown> {id} #3 — it's 100% '{x}'`,
  String.raw`Plot \u0041 at C:\x41 \n`,
];
const AT = ['2026-11-24T11:26:00.000Z', '2026-12-31T18:30:00.000Z', new Date('2027-01-15T04:00:00.000Z')] as const;

/** Each event's cases without a title; events about an auction get every title on their first case. */
const CASES: Record<string, { titled: boolean; cases: Params[] }> = {
  accountApproved: { titled: false, cases: [{}, { withEmd: true }, { vendor: true }, { withEmd: true, vendor: false }] },
  accountRejected: { titled: false, cases: [{ reason: null }, { reason: 'The PAN card is not readable.' }, { reason: '' }, {}] },
  accountSuspended: { titled: false, cases: [{ reason: null }, { reason: 'for repeated unpaid wins' }] },
  welcome: { titled: false, cases: [{ vendor: false }, { vendor: true }, {}] },
  emdSubmitted: { titled: false, cases: [{ amount: 1 }, { amount: 1_234_567 }, { amount: 250_000.5 }] },
  emdVerified: { titled: false, cases: [{ amount: 1 }, { amount: 12_500_000 }] },
  emdRejected: {
    titled: false,
    cases: [
      { amount: 500_000, reason: null },
      { amount: 1, reason: 'UTR not found in the bank statement' },
    ],
  },
  outbid: { titled: true, cases: [{ amount: 1 }, { amount: 123_456_789 }] },
  maximumReached: { titled: true, cases: [{ max: 4_500_000 }] },
  auctionExtended: { titled: true, cases: [{ endTime: AT[0] }, { endTime: AT[2] }] },
  endingSoon: {
    titled: true,
    cases: [{ endTime: AT[0] }, { endTime: AT[1] }, { endTime: AT[0], minutesLeft: 4 }, { endTime: AT[1], minutesLeft: 1 }],
  },
  live: { titled: true, cases: [{}] },
  highestBidder: { titled: true, cases: [{ amount: 99_99_999 }] },
  saleConfirmed: {
    titled: true,
    cases: [
      { price: 12_500_000, deposit: 2_875_000, depositDueAt: AT[0], balanceDueAt: AT[1] },
      { price: 1_000_000, deposit: 0, depositDueAt: null, balanceDueAt: AT[2] },
    ],
  },
  lost: { titled: true, cases: [{ emd: 250_000 }, { emd: null }, { emd: 0 }] },
  sellerConfirm: { titled: true, cases: [{ amount: 10_000_000 }, { amount: 4_900_000, noReserve: true }] },
  vendorEnded: { titled: true, cases: [{ finalBid: 98_765_432 }, { finalBid: null }, { finalBid: 1 }] },
  reserveNotMetBidder: { titled: true, cases: [{ amount: 7_500_000, until: AT[1] }] },
  reserveNotMetSeller: { titled: true, cases: [{ amount: 7_500_000, until: AT[0] }] },
  saleNotConfirmed: { titled: true, cases: [{ reason: 'The bank withdrew the property.' }] },
  notSoldBuyer: { titled: true, cases: [{}] },
  notSoldSeller: { titled: true, cases: [{}] },
  paymentReported: { titled: true, cases: [{ amount: 2_875_000, utr: 'SBIN0123456789' }] },
  depositVerified: { titled: true, cases: [{ balance: 9_375_000, balanceDueAt: AT[2] }] },
  paymentRejected: { titled: true, cases: [{ reason: 'The UTR does not match any credit.' }] },
  saleCompleted: { titled: true, cases: [{}] },
  balanceExtended: { titled: true, cases: [{ until: AT[1] }] },
  paymentDueSoon: {
    titled: true,
    cases: [
      { what: 'deposit', amount: 2_875_000, due: AT[0] },
      { what: 'balance', amount: 9_375_000, due: AT[2] },
    ],
  },
  decisionDueSoon: { titled: true, cases: [{ due: AT[1] }] },
  forfeitedBuyer: { titled: true, cases: [{}] },
  forfeitedSeller: { titled: true, cases: [{}] },
  auctionSubmitted: { titled: true, cases: [{}] },
  questionAnswered: { titled: true, cases: [{ asker: true }, { asker: false }] },
  savedSearchMatch: {
    titled: true,
    cases: [
      { name: 'Flats in Pune under ₹50 lakh', savedSearchId: 's1' },
      { name: '{name} "x"', savedSearchId: 's2' },
    ],
  },
  savedSearchDigest: {
    titled: false,
    cases: [
      { name: 'Shops in Nashik', count: 1, titles: ['Shop in Nashik Road'], savedSearchId: 's1' },
      { name: 'बाणेर फ्लैट', count: 12, titles: ['Flat in Pune', 'फ्लैट, बाणेर (2 BHK)', 'Plot in Hinjewadi'], savedSearchId: 's2' },
    ],
  },
  inspectionForSeller: {
    titled: true,
    cases: [
      { what: 'requested', people: 1, start: AT[0], end: AT[1] },
      { what: 'requested', people: 4, start: AT[2], end: AT[2] },
      { what: 'confirmed', people: 2, start: AT[0], end: AT[0] },
      { what: 'cancelled', people: 2, start: AT[1], end: AT[2] },
    ],
  },
  inspectionAccepted: {
    titled: true,
    cases: [
      { start: AT[0], end: AT[1], inspectionId: 'i-1', note: null },
      { start: AT[2], end: AT[2], inspectionId: 'i-2', note: 'Bring a photo ID; the society office keeps the keys.' },
    ],
  },
  inspectionProposed: {
    titled: true,
    cases: [
      { start: AT[0], end: AT[1], note: 'The morning slot is taken.' },
      { start: AT[2], end: AT[2], note: null },
    ],
  },
  inspectionDeclined: {
    titled: true,
    cases: [
      { start: AT[0], end: AT[1], note: 'The flat is sealed until Monday.' },
      { start: AT[1], end: AT[2] },
    ],
  },
  inspectionReminder: { titled: true, cases: [{ start: AT[0], end: AT[1], inspectionId: 'i-1' }] },
  test: { titled: false, cases: [{ email: true, push: false }] },
};

export const NOTIFICATION_SAMPLES: { event: string; params: Params }[] = Object.entries(CASES).flatMap(([event, { titled, cases }]) => {
  if (!titled) return cases.map((params) => ({ event, params }));
  const [first, ...rest] = cases;
  return [
    ...TITLES.map((title) => ({ event, params: { title, ...first } })),
    ...rest.map((params) => ({ event, params: { title: TITLES[0], ...params } })),
  ];
});

/** The names a greeting is tried with. */
export const GREETING_NAMES = ['Meera', 'श्री. पाटील', '{name}'];

type Text = { title: string; message: string };
export type RenderedSample = { event: string; language: Language; params: Params; title: string; message: string };
export type RenderedChrome = { language: Language; greetings: string[]; texts: Record<string, string> };

/** Every sample in every language, through `render`; and the e-mail's words in every language, through `chrome`. */
export function renderSamples(
  render: (event: string, params: Params, language: Language) => Text,
  chrome: (language: Language) => { greeting: (name: string) => string; texts: Record<string, string> },
): { notifications: RenderedSample[]; email: RenderedChrome[] } {
  const notifications = NOTIFICATION_SAMPLES.flatMap(({ event, params }) =>
    LANGUAGES.map((language) => {
      const { title, message } = render(event, params, language);
      // Dates as the outbox keeps them (JSON), so the fixture file can hold the parameters too.
      return { event, language, params: JSON.parse(JSON.stringify(params)) as Params, title, message };
    }),
  );
  const email = LANGUAGES.map((language) => {
    const { greeting, texts } = chrome(language);
    return { language, greetings: GREETING_NAMES.map(greeting), texts };
  });
  return { notifications, email };
}
