import { formatIstDate } from '@shared/domain/date-format';
import { earliestStart, NOTICE_PERIOD_DAYS, RESALE_NOTICE_PERIOD_DAYS } from '@shared/domain/sale';
import { AUCTION_FORM_MESSAGES } from '@shared/schemas/auction-form';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The earliest start a sale notice date typed so far allows, or null while the date is empty or incomplete. */
export function earliestStartOf(saleNoticeDate: unknown, isResale: boolean | undefined): Date | null {
  if (typeof saleNoticeDate !== 'string' || !ISO_DATE.test(saleNoticeDate)) return null;
  if (Number.isNaN(Date.parse(`${saleNoticeDate}T00:00:00Z`))) return null;
  return earliestStart(saleNoticeDate, isResale === true);
}

/** "15 January 2026 at 12:00 am IST": the notice period is counted in India's calendar, whatever the viewer's zone. */
export function formatIst(at: Date): string {
  return `${formatIstDate(at, 'full')} IST`;
}

/** The line under the start time: when the auction may start at the earliest, and why. */
export function earliestStartLine(saleNoticeDate: unknown, isResale: boolean | undefined): string | null {
  const earliest = earliestStartOf(saleNoticeDate, isResale);
  if (!earliest) return null;
  const days = isResale
    ? `${RESALE_NOTICE_PERIOD_DAYS} days after the sale notice (a re-sale)`
    : `${NOTICE_PERIOD_DAYS} days after the sale notice`;
  return `Earliest allowed start: ${formatIst(earliest)}, ${days}.`;
}

/**
 * The server's own refusal (AUCTION_FORM_MESSAGES.noticePeriod) for a start inside the notice
 * period, or null when the start keeps it or is not known yet.
 */
export function noticePeriodError(values: { saleNoticeDate?: unknown; isResale?: boolean; startTime?: unknown }): string | null {
  const earliest = earliestStartOf(values.saleNoticeDate, values.isResale);
  if (!earliest || typeof values.startTime !== 'string' || values.startTime === '') return null;
  const start = Date.parse(values.startTime);
  if (Number.isNaN(start) || start >= earliest.getTime()) return null;
  return AUCTION_FORM_MESSAGES.noticePeriod(earliest);
}
