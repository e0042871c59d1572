/**
 * Time-left texts of spec §4. Every function takes `now` (milliseconds or a Date) so that callers
 * pass the server-corrected clock and tests pass a fixed one.
 */
export type Instant = string | number | Date;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function msUntil(target: Instant, now: Instant): number {
  return new Date(target).getTime() - new Date(now).getTime();
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** Whole days, hours, minutes and seconds left (all 0 once past). */
export function timeParts(target: Instant, now: Instant) {
  const ms = Math.max(0, msUntil(target, now));
  return {
    ms,
    days: Math.floor(ms / DAY),
    hours: Math.floor((ms % DAY) / HOUR),
    minutes: Math.floor((ms % HOUR) / MINUTE),
    seconds: Math.floor((ms % MINUTE) / SECOND),
  };
}

/**
 * Listing card: "Ended"; "N day(s) left" from 24 hours; "Hh left" from 1 hour; then "Mm left",
 * and "Ns left" in the last minute.
 */
export function cardTimeLeft(endTime: Instant, now: Instant): string {
  const ms = msUntil(endTime, now);
  if (!(ms > 0)) return 'Ended';
  if (ms >= DAY) return `${days(Math.floor(ms / DAY))} left`;
  if (ms >= HOUR) return `${Math.floor(ms / HOUR)}h left`;
  if (ms >= MINUTE) return `${Math.floor(ms / MINUTE)}m left`;
  return `${Math.ceil(ms / SECOND)}s left`;
}

/** Buyer dashboard: "Ended"; "N days" from 24 hours; else "Hh Mm". */
export function buyerTimeLeft(endTime: Instant, now: Instant): string {
  const ms = msUntil(endTime, now);
  if (!(ms > 0)) return 'Ended';
  if (ms >= DAY) return days(Math.floor(ms / DAY));
  return `${Math.floor(ms / HOUR)}h ${Math.floor((ms % HOUR) / MINUTE)}m`;
}

/**
 * Vendor dashboard, live auction: "Ending soon" once the end has passed (until the scheduler closes
 * it); "N day(s) left" from 24 hours; "Hh left" from 1 hour; "<1h left" in the last hour.
 */
export function vendorLiveTimeLeft(endTime: Instant, now: Instant): string {
  const ms = msUntil(endTime, now);
  if (!(ms > 0)) return 'Ending soon';
  if (ms >= DAY) return `${days(Math.floor(ms / DAY))} left`;
  if (ms >= HOUR) return `${Math.floor(ms / HOUR)}h left`;
  return '<1h left';
}

/**
 * Vendor dashboard, upcoming auction: "Starting soon" once the start has passed; "Starts in N
 * day(s)" from 24 hours; else "Starts today".
 */
export function vendorStartsIn(startTime: Instant, now: Instant): string {
  const ms = msUntil(startTime, now);
  if (!(ms > 0)) return 'Starting soon';
  if (ms >= DAY) return `Starts in ${days(Math.floor(ms / DAY))}`;
  return 'Starts today';
}

/** Auction detail "time remaining": "2d 4h 10m", "4h 10m 5s", "10m 5s", "Ended". */
export function countdown(endTime: Instant, now: Instant): string {
  const t = timeParts(endTime, now);
  if (t.ms <= 0) return 'Ended';
  if (t.days > 0) return `${t.days}d ${t.hours}h ${t.minutes}m`;
  if (t.hours > 0) return `${t.hours}h ${t.minutes}m ${t.seconds}s`;
  return `${t.minutes}m ${t.seconds}s`;
}
