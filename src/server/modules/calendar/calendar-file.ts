import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalAlarmType, ICalEventStatus } from 'ical-generator';
import { formatIstDate, IST } from '../../../shared/domain/date-format';
import type { Language } from '../../../shared/domain/languages';
import { formatINR } from '../../../shared/domain/money';
import { emdCutoffOf } from '../../../shared/domain/sale';
import { createI18n } from '../../../shared/messages/i18n';
import { translate } from '../../../shared/messages/lingui-translate';
import type { CalendarAuction } from './calendar.repository';

/** A site visit booked on an auction (issue 30), as the inspections module hands it over. */
export type CalendarVisit = {
  id: string;
  auctionId: string;
  title: string;
  location: string;
  start: Date;
  end: Date;
  people: number;
  officerNote: string | null;
  updatedAt: Date;
};

/** How long before the EMD cut-off, and before the start, a calendar reminds. */
const CUTOFF_ALARM_S = 24 * 3600;
const START_ALARM_S = 3600;
/** SEQUENCE counts seconds from here, so that a changed auction replaces its events in a calendar that imported them. */
const SEQUENCE_EPOCH_MS = Date.UTC(2026, 0, 1);

/**
 * An iCalendar file (RFC 5545) of auctions: each auction one event from its start to its end, and its
 * EMD cut-off an event of its own where it falls before the start, with a reminder a day before it and
 * an hour before the start. Times are written in IST (`TZID=Asia/Kolkata`, its VTIMEZONE included),
 * the words in `language`.
 */
export function calendarFile(
  auctions: readonly CalendarAuction[],
  { language, publicUrl, visits = [] }: { language: Language; publicUrl: string; visits?: readonly CalendarVisit[] },
): string {
  const i18n = createI18n(language);
  const t = (id: string, values: Record<string, unknown> = {}) => translate(i18n, `calendar.${id}`, values);
  const host = new URL(publicUrl).hostname;
  const ist = (at: Date) => new TZDate(at, IST);
  const calendar = ical({ name: t('name'), timezone: { name: IST, generator: getVtimezoneComponent } });

  for (const a of auctions) {
    const url = new URL(`/auction/${a.id}`, publicUrl).toString();
    const joiningCloses = emdCutoffOf(a);
    const cutoff = joiningCloses < a.startTime ? joiningCloses : null;
    const description = t('details', {
      location: a.address ? `${a.address}, ${a.location}` : a.location,
      cutoff: formatIstDate(joiningCloses, 'full', { language }),
      start: formatIstDate(a.startTime, 'full', { language }),
      end: formatIstDate(a.endTime, 'full', { language }),
      startingBid: formatINR(a.startingBid),
      emd: formatINR(a.emdAmount),
      url,
    });
    const cancelled = a.status === 'cancelled';
    const named = (summary: string) => (cancelled ? `${t('cancelled')}: ${summary}` : summary);
    const common = {
      description,
      location: a.location,
      url,
      timezone: IST,
      sequence: Math.max(0, Math.floor((a.updatedAt.getTime() - SEQUENCE_EPOCH_MS) / 1000)),
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    };
    const auction = calendar.createEvent({
      ...common,
      id: `${a.id}-auction@${host}`,
      start: ist(a.startTime),
      end: ist(a.endTime),
      summary: named(t('auction', { title: a.title })),
    });
    if (!cancelled)
      auction.createAlarm({ type: ICalAlarmType.display, trigger: START_ALARM_S, description: t('startAlarm', { title: a.title }) });
    if (cutoff) {
      const event = calendar.createEvent({
        ...common,
        id: `${a.id}-emd-cutoff@${host}`,
        start: ist(cutoff),
        end: ist(cutoff),
        summary: named(t('emdCutoff', { title: a.title })),
      });
      if (!cancelled)
        event.createAlarm({ type: ICalAlarmType.display, trigger: CUTOFF_ALARM_S, description: t('cutoffAlarm', { title: a.title }) });
    }
  }
  // Accepted site visits: one event each over its slot, with a reminder a day before.
  for (const v of visits) {
    const url = new URL(`/auction/${v.auctionId}`, publicUrl).toString();
    const event = calendar.createEvent({
      id: `${v.id}-visit@${host}`,
      start: ist(v.start),
      end: ist(v.end),
      timezone: IST,
      summary: t('visit', { title: v.title }),
      description: t('visitDetails', {
        location: v.location,
        people: v.people,
        hasNote: v.officerNote ? 'yes' : 'no',
        note: v.officerNote ?? '',
        url,
      }),
      location: v.location,
      url,
      sequence: Math.max(0, Math.floor((v.updatedAt.getTime() - SEQUENCE_EPOCH_MS) / 1000)),
      status: ICalEventStatus.CONFIRMED,
    });
    event.createAlarm({ type: ICalAlarmType.display, trigger: CUTOFF_ALARM_S, description: t('visitAlarm', { title: v.title }) });
  }
  return calendar.toString();
}
