import type { ReportPeriod } from '@shared/schemas/reports';
import { currentLanguage } from '@web/i18n/i18n';

/** Month names in the screen's language, with Latin digits (decision 028). */
const LOCALE = { en: 'en-IN', hi: 'hi-IN-u-nu-latn', mr: 'mr-IN-u-nu-latn', 'en-XA': 'en-IN' } as const;

type T = (key: string, values?: Record<string, unknown>) => string;

/** "Nov 26" for a month bucket, "w/c 16 Nov" for a week bucket (buckets are IST calendar dates). */
export function bucketLabel(bucket: string, period: ReportPeriod, t?: T): string {
  const locale = LOCALE[currentLanguage()];
  const d = new Date(`${bucket}T00:00:00Z`);
  if (period !== '1m') return new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(d);
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(d);
  return t ? t('weekOf', { date: day }) : `w/c ${day}`;
}
