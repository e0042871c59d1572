import type { ReportPeriod } from '@shared/schemas/reports';

const MONTH = new Intl.DateTimeFormat('en-IN', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "Nov 26" for a month bucket, "w/c 16 Nov" for a week bucket (buckets are IST calendar dates). */
export function bucketLabel(bucket: string, period: ReportPeriod): string {
  const d = new Date(`${bucket}T00:00:00Z`);
  return period === '1m' ? `w/c ${DAY.format(d)}` : MONTH.format(d);
}
