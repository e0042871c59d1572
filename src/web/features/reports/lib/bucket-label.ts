import { formatDate } from '@shared/domain/date-format';
import type { ReportPeriod } from '@shared/schemas/reports';
import { currentLanguage, PSEUDO } from '@web/i18n/i18n';

type T = (key: string, values?: Record<string, unknown>) => string;

/** "Nov 26" for a month bucket, "w/c 16 Nov" for a week bucket (buckets are IST calendar dates), in the screen's language. */
export function bucketLabel(bucket: string, period: ReportPeriod, t?: T): string {
  const screen = currentLanguage();
  const language = screen === PSEUDO ? 'en' : screen;
  // NOTE: a bucket is a calendar date already, read at UTC midnight so no zone moves it to another day.
  const at = `${bucket}T00:00:00Z`;
  if (period !== '1m') return formatDate(at, 'month', { timeZone: 'UTC', language });
  const day = formatDate(at, 'dayMonth', { timeZone: 'UTC', language });
  return t ? t('weekOf', { date: day }) : `w/c ${day}`;
}
