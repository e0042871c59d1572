import { addMonths } from 'date-fns';
import { IST_OFFSET_MS } from './date-format';

/**
 * The rules of a sale under the SARFAESI rules (Security Interest (Enforcement) Rules 2002, rules 8
 * and 9): the notice period before an auction, and the timeline after it. Times are instants; the
 * calendar they are counted in is India's (IST, UTC+5:30, no daylight saving).
 */

/** A sale notice must be public this many days before the auction (rule 8(6)), fewer for a re-sale. */
export const NOTICE_PERIOD_DAYS = 30;
export const RESALE_NOTICE_PERIOD_DAYS = 15;
/** Below the reserve, the seller may still accept the highest bid for this long after the close. */
export const RESERVE_DECISION_HOURS = 72;
/** The buyer pays this share of the price (the EMD counted) by the end of the next working day. */
export const DEPOSIT_PERCENT = 25;
/** The balance is due this many days after confirmation… */
export const BALANCE_DAYS = 15;
/** …and may be extended by written agreement to at most this many months after it. */
export const MAX_BALANCE_MONTHS = 3;
/** Reminders go out this long before a payment deadline. */
export const DEADLINE_REMINDER_HOURS = 24;

/** National holidays on which no payment deadline falls (the HOLIDAYS setting replaces them). */
export const DEFAULT_HOLIDAYS = ['2026-01-26', '2026-08-15', '2026-10-02', '2027-01-26', '2027-08-15', '2027-10-02'] as const;

const DAY_MS = 86_400_000;

/** The IST calendar date of an instant, as YYYY-MM-DD. */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight IST at the start of a calendar date (YYYY-MM-DD). */
export function istMidnight(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - IST_OFFSET_MS);
}

/** The last millisecond of an IST calendar date. */
function istEndOfDay(date: string): Date {
  return new Date(istMidnight(date).getTime() + DAY_MS - 1);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Sundays and holidays are not working days. */
export function isWorkingDay(date: string, holidays: ReadonlySet<string>): boolean {
  return new Date(`${date}T00:00:00.000Z`).getUTCDay() !== 0 && !holidays.has(date);
}

/** The first working day on or after `date`. */
function workingDayFrom(date: string, holidays: ReadonlySet<string>): string {
  let day = date;
  while (!isWorkingDay(day, holidays)) day = addDays(day, 1);
  return day;
}

/**
 * The earliest start of an auction whose sale notice was published on `saleNoticeDate`: midnight
 * IST thirty days later (fifteen for a re-sale).
 */
export function earliestStart(saleNoticeDate: string, isResale: boolean): Date {
  return istMidnight(addDays(saleNoticeDate, isResale ? RESALE_NOTICE_PERIOD_DAYS : NOTICE_PERIOD_DAYS));
}

/** Whether a start time keeps the notice period; an auction without a sale notice date never does. */
export function keepsNoticePeriod(a: { saleNoticeDate: string | null; isResale: boolean }, startTime: Date): boolean {
  return a.saleNoticeDate !== null && startTime.getTime() >= earliestStart(a.saleNoticeDate, a.isResale).getTime();
}

/** When joining an auction (holding its EMD) closes: its EMD cut-off, or its start. */
export function emdCutoffOf(a: { emdCutoff: string | Date | null; startTime: string | Date }): Date {
  return new Date(a.emdCutoff ?? a.startTime);
}

/** The 25% deposit's deadline: the end of the next working day after confirmation. */
export function depositDue(confirmedAt: Date, holidays: ReadonlySet<string>): Date {
  return istEndOfDay(workingDayFrom(addDays(istDate(confirmedAt), 1), holidays));
}

/** The balance's deadline: the end of the fifteenth day after confirmation (the next working day if that is not one). */
export function balanceDue(confirmedAt: Date, holidays: ReadonlySet<string>): Date {
  return istEndOfDay(workingDayFrom(addDays(istDate(confirmedAt), BALANCE_DAYS), holidays));
}

/**
 * The latest an extension may move the balance's deadline to: the end of the day three months after
 * confirmation (IST dates), on the month's last day when it has no such date: confirmed on 30
 * November, the latest is 28 February (29 in a leap year), never a day in March.
 */
export function latestBalanceDue(confirmedAt: Date): Date {
  const [year, month, day] = istDate(confirmedAt).split('-').map(Number) as [number, number, number];
  // NOTE: date-fns's addMonths clamps to the month's end; noon keeps a local zone's midnight shifts out of it.
  const later = addMonths(new Date(year, month - 1, day, 12), MAX_BALANCE_MONTHS);
  const date = `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, '0')}-${String(later.getDate()).padStart(2, '0')}`;
  return istEndOfDay(date);
}

const quarter = (price: number) => Math.ceil((price * DEPOSIT_PERCENT) / 100);

/** What the buyer pays now: 25% of the price, less the EMD already held (it counts towards it), never below zero. */
export function depositAmount(price: number, emd: number): number {
  return Math.max(0, quarter(price) - emd);
}

/** What remains after the 25% (or after the EMD, when it alone covers more): the balance. EMD + deposit + balance = price. */
export function balanceAmount(price: number, emd: number): number {
  return price - Math.max(quarter(price), emd);
}

/** Whether the highest bid meets the reserve (an auction without one always does). */
export function meetsReserve(highestBid: number, reservePrice: number | null): boolean {
  return reservePrice === null || highestBid >= reservePrice;
}
