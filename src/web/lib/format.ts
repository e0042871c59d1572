const joined = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "22 Nov 2026": day, short month, year in the Indian locale (spec §2 user table). */
export function formatDay(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? 'Invalid date' : joined.format(d);
}

/** "22 Nov 2026, 3:30 pm" in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? 'Invalid date' : dateTime.format(d);
}

/** Spec §2 Recent Activity: "Just now", "N minute(s) ago", then hours, then days. */
export function relativeTime(iso: string, now: number): string {
  const ms = now - new Date(iso).getTime();
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "vendor" → "Vendor": the labels of roles, statuses and categories. */
export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A count with Indian grouping (12,34,567); `atLeast` marks a lower bound ("10,000+"). */
export function formatCount(n: number, atLeast = false): string {
  return `${n.toLocaleString('en-IN')}${atLeast ? '+' : ''}`;
}
