import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../domain/languages';
import { formatIstDate } from '../domain/date-format';
import { formatINR } from '../domain/money';
import type { NotificationKind } from '../domain/notification-kinds';
import { createI18n } from './i18n';
import { translate } from './lingui-translate';

/**
 * Every notification event (decision 026): its kind (what the user switches), its parameters, and how
 * they become the values of its messages. The words are in the catalogues (`locales/<language>/
 * notifications.json`: `<event>.title` and `<event>.message`), rendered with Lingui (decision 036). The
 * bell, the e-mail (subject = title, body = message) and the push message all read them, and so does
 * the demo seed. Amounts keep the money forms (₹1,25,00,000) and times are IST, formatted here and
 * passed as text; a branch of a text (a reason given or not) is an ICU `select`. Parameters are plain
 * JSON, since the outbox keeps them until the e-mail is rendered in the reader's language.
 */
export type NotificationText = { title: string; message: string };
type When = string | Date;
type Values = Record<string, string>;

/** Per-language formatting of the parameters. */
type Fmt = { rupees: (n: number) => string; date: (at: When) => string; time: (at: When) => string };

const fmt = (language: Language): Fmt => ({
  rupees: formatINR,
  date: (at) => formatIstDate(at, 'full', { language }),
  time: (at) => formatIstDate(at, 'time', { language }),
});
const FMT: Record<Language, Fmt> = { en: fmt('en'), hi: fmt('hi'), mr: fmt('mr') };

type Def<P> = { kind: NotificationKind; values: (p: P, f: Fmt) => Values };
const define = <P>(d: Def<P>) => d;

type T = { title: string };
/** Text as a template literal writes it (a missing value reads "undefined", as it always has). */
const text = (value: unknown): string => String(value);
const yes = (value: unknown): 'yes' | 'no' => (value ? 'yes' : 'no');
const reason = (p: { reason?: string | null }): Values => ({ hasReason: yes(p.reason), reason: text(p.reason) });
/** Minutes under the hour, whole hours from it: `unit` chooses the words, `count` their plural form. */
const timeLeft = (minutes: number): Values =>
  minutes >= 60 ? { unit: 'hours', count: String(Math.round(minutes / 60)) } : { unit: 'minutes', count: String(minutes) };

/** A site visit's auction and slot: its start in full, its end as a time (IST). */
type Visit = T & { start: When; end: When };
const visit = (p: Visit, f: Fmt): Values => ({ title: text(p.title), start: f.date(p.start), end: f.time(p.end) });
const officerNote = (p: { note?: string | null }): Values => ({ hasNote: yes(p.note), note: text(p.note ?? '') });

export const NOTIFICATION_EVENTS = {
  accountApproved: define<{ withEmd?: boolean; vendor?: boolean }>({
    kind: 'account',
    values: (p) => ({ state: p.vendor ? 'vendor' : p.withEmd ? 'emd' : 'other' }),
  }),
  accountRejected: define<{ reason?: string | null }>({ kind: 'account', values: reason }),
  accountSuspended: define<{ reason?: string | null }>({ kind: 'account', values: reason }),
  welcome: define<{ vendor?: boolean }>({ kind: 'account', values: (p) => ({ vendor: yes(p.vendor) }) }),
  emdSubmitted: define<{ amount: number }>({ kind: 'emd', values: (p, f) => ({ amount: f.rupees(p.amount) }) }),
  emdVerified: define<{ amount: number }>({ kind: 'emd', values: (p, f) => ({ amount: f.rupees(p.amount) }) }),
  emdRejected: define<{ amount: number; reason?: string | null }>({
    kind: 'emd',
    values: (p, f) => ({ amount: f.rupees(p.amount), ...reason(p) }),
  }),
  outbid: define<T & { amount: number }>({ kind: 'outbid', values: (p, f) => ({ title: text(p.title), amount: f.rupees(p.amount) }) }),
  maximumReached: define<T & { max: number }>({ kind: 'outbid', values: (p, f) => ({ title: text(p.title), max: f.rupees(p.max) }) }),
  auctionExtended: define<T & { endTime: When }>({
    kind: 'auction_extended',
    values: (p, f) => ({ title: text(p.title), endTime: f.date(p.endTime) }),
  }),
  // NOTE: the time left when the notice was written (decision 040); events queued before it was a
  // parameter read as the hour they were sent for.
  endingSoon: define<T & { endTime: When; minutesLeft?: number }>({
    kind: 'ending_soon',
    values: (p, f) => ({ title: text(p.title), endTime: f.date(p.endTime), ...timeLeft(p.minutesLeft ?? 60) }),
  }),
  live: define<T>({ kind: 'auction_live', values: (p) => ({ title: text(p.title) }) }),
  highestBidder: define<T & { amount: number }>({ kind: 'won', values: (p, f) => ({ title: text(p.title), amount: f.rupees(p.amount) }) }),
  saleConfirmed: define<T & { price: number; deposit: number; depositDueAt: When | null; balanceDueAt: When }>({
    kind: 'won',
    values: (p, f) => ({
      title: text(p.title),
      price: f.rupees(p.price),
      depositDue: yes(p.depositDueAt),
      deposit: p.depositDueAt ? f.rupees(p.deposit) : '',
      depositDueAt: p.depositDueAt ? f.date(p.depositDueAt) : '',
      balanceDueAt: f.date(p.balanceDueAt),
    }),
  }),
  lost: define<T & { emd: number | null }>({
    kind: 'lost',
    values: (p, f) => ({ title: text(p.title), hasEmd: yes(p.emd), emd: p.emd ? f.rupees(p.emd) : '' }),
  }),
  sellerConfirm: define<T & { amount: number; noReserve?: boolean }>({
    kind: 'sale',
    values: (p, f) => ({ title: text(p.title), amount: f.rupees(p.amount), noReserve: p.noReserve ? 'yes' : 'no' }),
  }),
  vendorEnded: define<T & { finalBid: number | null }>({
    kind: 'sale',
    values: (p, f) => ({
      title: text(p.title),
      hasBid: p.finalBid === null ? 'no' : 'yes',
      finalBid: p.finalBid === null ? '' : f.rupees(p.finalBid),
    }),
  }),
  reserveNotMetBidder: define<T & { amount: number; until: When }>({
    kind: 'reserve_not_met',
    values: (p, f) => ({ title: text(p.title), amount: f.rupees(p.amount), until: f.date(p.until) }),
  }),
  reserveNotMetSeller: define<T & { amount: number; until: When }>({
    kind: 'reserve_not_met',
    values: (p, f) => ({ title: text(p.title), amount: f.rupees(p.amount), until: f.date(p.until) }),
  }),
  saleNotConfirmed: define<T & { reason: string }>({ kind: 'sale', values: (p) => ({ title: text(p.title), reason: text(p.reason) }) }),
  notSoldBuyer: define<T>({ kind: 'sale', values: (p) => ({ title: text(p.title) }) }),
  notSoldSeller: define<T>({ kind: 'sale', values: (p) => ({ title: text(p.title) }) }),
  paymentReported: define<T & { amount: number; utr: string }>({
    kind: 'sale',
    values: (p, f) => ({ title: text(p.title), amount: f.rupees(p.amount), utr: text(p.utr) }),
  }),
  depositVerified: define<T & { balance: number; balanceDueAt: When }>({
    kind: 'sale',
    values: (p, f) => ({ title: text(p.title), balance: f.rupees(p.balance), balanceDueAt: f.date(p.balanceDueAt) }),
  }),
  paymentRejected: define<T & { reason: string }>({ kind: 'sale', values: (p) => ({ title: text(p.title), reason: text(p.reason) }) }),
  saleCompleted: define<T>({ kind: 'sale', values: (p) => ({ title: text(p.title) }) }),
  balanceExtended: define<T & { until: When }>({ kind: 'deadlines', values: (p, f) => ({ title: text(p.title), until: f.date(p.until) }) }),
  paymentDueSoon: define<T & { what: 'deposit' | 'balance'; amount: number; due: When }>({
    kind: 'deadlines',
    values: (p, f) => ({
      title: text(p.title),
      what: p.what === 'deposit' ? 'deposit' : 'other',
      amount: f.rupees(p.amount),
      due: f.date(p.due),
    }),
  }),
  decisionDueSoon: define<T & { due: When }>({ kind: 'deadlines', values: (p, f) => ({ title: text(p.title), due: f.date(p.due) }) }),
  forfeitedBuyer: define<T>({ kind: 'deadlines', values: (p) => ({ title: text(p.title) }) }),
  forfeitedSeller: define<T>({ kind: 'deadlines', values: (p) => ({ title: text(p.title) }) }),
  auctionSubmitted: define<T>({ kind: 'sale', values: (p) => ({ title: text(p.title) }) }),
  /** The seller answered a question on an auction the reader asked about or watches (issue 30). */
  questionAnswered: define<T & { asker: boolean }>({ kind: 'questions', values: (p) => ({ title: text(p.title), asker: yes(p.asker) }) }),
  /** A new auction matches a saved search whose owner asked to be told at once (issue 30, decision 054). */
  savedSearchMatch: define<T & { name: string; savedSearchId: string }>({
    kind: 'saved_searches',
    values: (p) => ({ title: text(p.title), name: text(p.name) }),
  }),
  /** A daily saved search's new auctions since its last digest: how many, and the first few titles. */
  savedSearchDigest: define<{ name: string; count: number; titles: string[]; savedSearchId: string }>({
    kind: 'saved_searches',
    values: (p) => ({ name: text(p.name), count: String(p.count), titles: p.titles.join('; ') }),
  }),
  /** To the seller: a buyer asked for a site visit, took the slot proposed, or cancelled (issue 30). */
  inspectionForSeller: define<Visit & { what: 'requested' | 'confirmed' | 'cancelled'; people: number }>({
    kind: 'inspections',
    values: (p, f) => ({ ...visit(p, f), what: text(p.what), people: String(p.people) }),
  }),
  /** To the buyer: the officer accepted the visit (or the buyer took the proposed slot); the e-mail links the `.ics`. */
  inspectionAccepted: define<Visit & { inspectionId: string; note?: string | null }>({
    kind: 'inspections',
    values: (p, f) => ({ ...visit(p, f), ...officerNote(p) }),
  }),
  inspectionProposed: define<Visit & { note?: string | null }>({
    kind: 'inspections',
    values: (p, f) => ({ ...visit(p, f), ...officerNote(p) }),
  }),
  inspectionDeclined: define<Visit & { note?: string | null }>({
    kind: 'inspections',
    values: (p, f) => ({ ...visit(p, f), ...officerNote(p) }),
  }),
  /** The day before an accepted visit. */
  inspectionReminder: define<Visit & { inspectionId: string }>({ kind: 'inspections', values: visit }),
  /**
   * "Send me a test notification" (decision 045): the user's own request. Its kind is the account's,
   * but the channels it reaches were chosen when it was asked for (`email`, `push`: on for some kind),
   * not by the account kind's switches.
   */
  test: define<{ email?: boolean; push?: boolean }>({ kind: 'account', values: () => ({}) }),
} as const;

export type NotificationEvent = keyof typeof NOTIFICATION_EVENTS;
export type NotificationParams<E extends NotificationEvent> = Parameters<(typeof NOTIFICATION_EVENTS)[E]['values']>[0];

export function isNotificationEvent(value: unknown): value is NotificationEvent {
  return typeof value === 'string' && Object.hasOwn(NOTIFICATION_EVENTS, value);
}

/** An event's title and message in a language (English when the language is unknown). */
export function renderNotification(event: NotificationEvent, params: unknown, lang: Language = DEFAULT_LANGUAGE): NotificationText {
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const def = NOTIFICATION_EVENTS[event] as unknown as Def<unknown>;
  const values = def.values(params, FMT[language]);
  const i18n = createI18n(language);
  return { title: translate(i18n, `${event}.title`, values), message: translate(i18n, `${event}.message`, values) };
}

export function kindOf(event: NotificationEvent): NotificationKind {
  return NOTIFICATION_EVENTS[event].kind;
}

/** An event as the server writes it: its name, kind and parameters, and its English text for the bell. */
export type NotificationNote = NotificationText & { event: NotificationEvent; kind: NotificationKind; params: Record<string, unknown> };

export function note<E extends NotificationEvent>(event: E, params: NotificationParams<E>): NotificationNote {
  return { event, kind: kindOf(event), params: params as Record<string, unknown>, ...renderNotification(event, params, 'en') };
}

/**
 * What a bell row keeps of its event (`notifications.data`): the auction a click opens, and the event
 * with its parameters, so the bell can show it in the reader's language.
 */
export function bellData(n: Pick<NotificationNote, 'event' | 'params'>, auctionId?: string | null): Record<string, unknown> {
  return { ...(auctionId ? { auctionId } : {}), event: n.event, params: n.params };
}

/** A bell row's text in a language: its event's, when the row keeps one; otherwise the English it was written with. */
export function bellText(row: NotificationText & { data: Record<string, unknown> | null }, lang: Language): NotificationText {
  const { event, params } = row.data ?? {};
  if (lang === DEFAULT_LANGUAGE || !isNotificationEvent(event) || !params || typeof params !== 'object')
    return { title: row.title, message: row.message };
  return renderNotification(event, params, lang);
}

/** The words around every e-mail (the layout's greeting, button and footer, and the account's own e-mails). */
export type EmailChrome = {
  greeting: (name: string) => string;
  openAuction: string;
  openDashboard: string;
  openSavedSearches: string;
  footer: string;
  unsubscribe: string;
  resetSubject: string;
  resetIntro: string;
  resetButton: string;
  resetIgnore: string;
  verifySubject: string;
  verifyIntro: string;
  verifyButton: string;
  addToCalendar: string;
};

/** The e-mail's words in a language (`email.*` in the catalogue). */
export function emailChrome(lang: Language): EmailChrome {
  const i18n = createI18n(isLanguage(lang) ? lang : DEFAULT_LANGUAGE);
  const t = (id: string) => translate(i18n, `email.${id}`);
  return {
    greeting: (name) => translate(i18n, 'email.greeting', { name: text(name) }),
    openAuction: t('openAuction'),
    openDashboard: t('openDashboard'),
    openSavedSearches: t('openSavedSearches'),
    footer: t('footer'),
    unsubscribe: t('unsubscribe'),
    resetSubject: t('resetSubject'),
    resetIntro: t('resetIntro'),
    resetButton: t('resetButton'),
    resetIgnore: t('resetIgnore'),
    verifySubject: t('verifySubject'),
    verifyIntro: t('verifyIntro'),
    verifyButton: t('verifyButton'),
    addToCalendar: t('addToCalendar'),
  };
}
