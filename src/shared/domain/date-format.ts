import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from './languages';

/**
 * Spec §9 date helper. `full`: long date and time; `short`: abbreviated month, day, year and
 * h:mm am/pm; `relative`: distance from `now` with "ago" / "in"; `default`: long date only. Added for the
 * tables: `day`, "22 Nov 2026" (spec §2 user table); `ago`, spec §2 Recent Activity's "Just now", "5 minutes
 * ago". NOTE: Hindi and Marathi read the time on a 24-hour clock ("15:30"), since Intl writes their am/pm
 * in Latin letters ("3:30 pm बजे"); English keeps "3:30 pm" (decision 044).
 */
export type DateFormat = 'full' | 'short' | 'time' | 'relative' | 'default' | 'day' | 'ago' | 'month' | 'dayMonth';

/**
 * India's clock: an auction's dates are legal dates in Indian Standard Time, whoever reads them,
 * wherever. The one place the zone is named (lint forbids it, and `Intl.DateTimeFormat`, elsewhere).
 */
export const IST = 'Asia/Kolkata';
/** IST has no summer time: UTC+05:30 all year. */
export const IST_OFFSET_MS = 330 * 60_000;

export type DateFormatOptions = {
  /** IANA zone; defaults to the viewer's own (the runtime's). Tests pin Asia/Kolkata. */
  timeZone?: string;
  /** For `relative`; already corrected by the server-time offset. Defaults to the local clock. */
  now?: number | Date;
  /** The language of month names and words; defaults to the screens' (`setDateLanguage`), English on the server. */
  language?: Language;
};

const cache = new Map<string, Intl.DateTimeFormat>();
const relativeCache = new Map<Language, Intl.RelativeTimeFormat>();

let screenLanguage: Language = DEFAULT_LANGUAGE;
/** The language dates take when a call does not name one: the web app sets it as the user switches. */
export function setDateLanguage(language: Language): void {
  screenLanguage = language;
}

function formatter(format: Exclude<DateFormat, 'relative' | 'ago'>, timeZone: string | undefined, language: Language) {
  const key = `${format}|${timeZone ?? ''}|${language}`;
  let f = cache.get(key);
  if (!f) {
    const clock: Intl.DateTimeFormatOptions = language === DEFAULT_LANGUAGE ? { hour12: true } : { hourCycle: 'h23' };
    const options: Intl.DateTimeFormatOptions =
      format === 'full'
        ? { dateStyle: 'long', timeStyle: 'short', ...clock }
        : format === 'short'
          ? { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', ...clock }
          : format === 'time'
            ? { hour: 'numeric', minute: '2-digit', ...clock }
            : format === 'day'
              ? { day: 'numeric', month: 'short', year: 'numeric' }
              : format === 'month'
                ? { month: 'short', year: '2-digit' }
                : format === 'dayMonth'
                  ? { day: 'numeric', month: 'short' }
                  : { dateStyle: 'long' };
    f = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { ...options, timeZone });
    cache.set(key, f);
  }
  return f;
}

/**
 * "15 January 2025 at 3:30 pm" (full), "15 Jan 2025, 3:30 pm" (short), "3:30 pm" (time), "in 3 days" / "5 minutes
 * ago" (relative), "15 January 2025" (default), "Jan 25" (month), "15 Jan" (dayMonth). "N/A" for an empty
 * value, "Invalid date" for one that does not parse.
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  format: DateFormat = 'default',
  options: DateFormatOptions = {},
): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  const language = options.language ?? screenLanguage;
  if (format === 'relative') {
    const now = options.now ?? Date.now();
    return language === DEFAULT_LANGUAGE ? englishDistance(date, new Date(now)) : relative(date.getTime() - +now, language);
  }
  if (format === 'ago') return ago(+(options.now ?? Date.now()) - date.getTime(), language);
  return formatter(format, options.timeZone, language).format(date);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "5 मिनट पहले", "3 दिनों में": the largest whole unit, as the English distance rounds. */
function relative(diffMs: number, language: Language): string {
  let f = relativeCache.get(language);
  if (!f) {
    f = new Intl.RelativeTimeFormat(LANGUAGE_LOCALES[language], { numeric: 'auto' });
    relativeCache.set(language, f);
  }
  const abs = Math.abs(diffMs);
  const [unit, size] = UNITS.find(([, ms]) => abs >= ms) ?? ['second', 1000];
  return f.format(Math.round(diffMs / size), unit);
}

/**
 * Spec §2 Recent Activity: "Just now" under a minute (a clock a little ahead included), then whole minutes,
 * hours and days ago; in Hindi and Marathi the same steps in Intl's words ("5 मिनट पहले", "आत्ता").
 */
function ago(ms: number, language: Language): string {
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  const [count, unit]: [number, Intl.RelativeTimeFormatUnit] =
    minutes < 1 ? [0, 'second'] : minutes < 60 ? [minutes, 'minute'] : hours < 24 ? [hours, 'hour'] : [days, 'day'];
  if (language === DEFAULT_LANGUAGE) return count === 0 ? 'Just now' : `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  return new Intl.RelativeTimeFormat(LANGUAGE_LOCALES[language], { numeric: count === 0 ? 'auto' : 'always' }).format(
    count === 0 ? 0 : -count,
    unit,
  );
}

const MINUTES_IN_DAY = 1440;
const MINUTES_IN_MONTH = 43_200;

/**
 * Whole calendar months from `earlier` to `later` (later ≥ earlier), less one when the last month is
 * not yet full: date-fns's `differenceInMonths`.
 */
function monthsBetween(earlier: Date, later: Date): number {
  const calendar = (later.getFullYear() - earlier.getFullYear()) * 12 + later.getMonth() - earlier.getMonth();
  if (calendar < 1) return 0;
  const shifted = new Date(later);
  // NOTE: late February stands on the 30th so that stepping back lands on a month's end, as date-fns does.
  if (shifted.getMonth() === 1 && shifted.getDate() > 27) shifted.setDate(30);
  shifted.setMonth(shifted.getMonth() - calendar);
  const endOfMonth = new Date(later.getFullYear(), later.getMonth() + 1, 0).getDate() === later.getDate();
  const notFull = shifted.getTime() < earlier.getTime() && !(endOfMonth && calendar === 1 && later > earlier);
  return calendar - (notFull ? 1 : 0);
}

/**
 * "about 2 hours ago", "in 3 days", "less than a minute ago": date-fns's `formatDistance` with its
 * suffix, in English, written out here so that the first page of the app does not carry date-fns and
 * its locale (a unit test holds it to date-fns over thousands of pairs).
 */
function englishDistance(date: Date, now: Date): string {
  const future = date.getTime() > now.getTime();
  const [earlier, later] = future ? [now, date] : [date, now];
  const seconds = Math.trunc((later.getTime() - earlier.getTime()) / 1000);
  // As date-fns: a change of the zone's offset between the two (summer time) does not count.
  const offset = (later.getTimezoneOffset() - earlier.getTimezoneOffset()) * 60;
  const minutes = Math.round((seconds - offset) / 60);
  const n = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  let text: string;
  if (minutes < 1) text = 'less than a minute';
  else if (minutes < 45) text = n(minutes, 'minute');
  else if (minutes < 90) text = 'about 1 hour';
  else if (minutes < MINUTES_IN_DAY) text = `about ${n(Math.round(minutes / 60), 'hour')}`;
  else if (minutes < 2520) text = '1 day';
  else if (minutes < MINUTES_IN_MONTH) text = n(Math.round(minutes / MINUTES_IN_DAY), 'day');
  else if (minutes < 2 * MINUTES_IN_MONTH) text = `about ${n(Math.round(minutes / MINUTES_IN_MONTH), 'month')}`;
  else {
    const months = monthsBetween(earlier, later);
    if (months < 12) text = n(Math.round(minutes / MINUTES_IN_MONTH), 'month');
    else {
      const years = Math.trunc(months / 12);
      const rest = months % 12;
      text = rest < 3 ? `about ${n(years, 'year')}` : rest < 9 ? `over ${n(years, 'year')}` : `almost ${n(years + 1, 'year')}`;
    }
  }
  return future ? `in ${text}` : `${text} ago`;
}

/** `formatDate` in Indian Standard Time: the dates of auctions, sales and notices (see `IST`). */
export function formatIstDate(
  value: string | number | Date | null | undefined,
  format: DateFormat = 'default',
  options: Omit<DateFormatOptions, 'timeZone'> = {},
): string {
  return formatDate(value, format, { ...options, timeZone: IST });
}

/** The runtime's own time zone, e.g. "Asia/Kolkata (GMT+5:30)": shown beside inputs that take local times. */
export function localTimeZoneLabel(now = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZoneName: 'shortOffset' }).formatToParts(now).find((p) => p.type === 'timeZoneName')?.value ??
    '';
  return offset && offset !== zone ? `${zone} (${offset})` : zone;
}
