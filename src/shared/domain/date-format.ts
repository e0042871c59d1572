import { formatDistance } from 'date-fns';

/**
 * Spec §9 date helper. `full`: long date and time; `short`: abbreviated month, day, year and
 * h:mm am/pm; `relative`: distance from `now` with "ago" / "in"; `default`: long date only.
 */
export type DateFormat = 'full' | 'short' | 'relative' | 'default';

export type DateFormatOptions = {
  /** IANA zone; defaults to the viewer's own (the runtime's). Tests pin Asia/Kolkata. */
  timeZone?: string;
  /** For `relative`; already corrected by the server-time offset. Defaults to the local clock. */
  now?: number | Date;
};

const LOCALE = 'en-IN';
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(format: Exclude<DateFormat, 'relative'>, timeZone: string | undefined) {
  const key = `${format}|${timeZone ?? ''}`;
  let f = cache.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      format === 'full'
        ? { dateStyle: 'long', timeStyle: 'short' }
        : format === 'short'
          ? { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true }
          : { dateStyle: 'long' };
    f = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
    cache.set(key, f);
  }
  return f;
}

/**
 * "15 January 2025 at 3:30 pm" (full), "15 Jan 2025, 3:30 pm" (short), "in 3 days" / "5 minutes
 * ago" (relative), "15 January 2025" (default). "N/A" for an empty value, "Invalid date" for one
 * that does not parse.
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  format: DateFormat = 'default',
  options: DateFormatOptions = {},
): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  if (format === 'relative') {
    return formatDistance(date, options.now ?? Date.now(), { addSuffix: true });
  }
  return formatter(format, options.timeZone).format(date);
}
