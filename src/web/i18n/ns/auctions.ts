import english from '../locales/en/auctions.json?compiled';
import { namespace } from '../namespace';

/** Auctions as buyers browse them: home, listings, cards, the auction page and its bidding. */
export const { useText: useAuctionsText, t: auctionsText } = namespace('auctions', english);

type T = (key: string, values?: Record<string, unknown>) => string;

/**
 * The time-left texts of `@shared/domain/time-left` (spec §4, which owns their thresholds) in the
 * current language: "3 days left", "5h left", "Starts in 2 days", "2d 4h 10m".
 */
export function timeText(t: T, english: string): string {
  let m: RegExpExecArray | null;
  const n = (s: string | undefined) => Number(s);
  if (english === 'Ended') return t('time.ended');
  if (english === 'Cancelled') return t('status.cancelledTitle');
  if (english === 'Ending soon') return t('time.endingSoon');
  if (english === 'Starting soon') return t('time.startingSoon');
  if (english === 'Starts today') return t('time.startsToday');
  if (english === '<1h left') return t('time.underHourLeft');
  if ((m = /^(\d+) days? left$/.exec(english))) return t('time.daysLeft', { count: n(m[1]) });
  if ((m = /^Starts in (\d+) days?$/.exec(english))) return t('time.startsInDays', { count: n(m[1]) });
  if ((m = /^(\d+) days?$/.exec(english))) return t('time.days', { count: n(m[1]) });
  if ((m = /^(\d+)([hms]) left$/.exec(english))) {
    const unit = m[2] === 'h' ? 'hoursLeft' : m[2] === 'm' ? 'minutesLeft' : 'secondsLeft';
    return t(`time.${unit}`, { count: n(m[1]) });
  }
  // Countdowns: "2d 4h 10m", "4h 10m 5s", "10m 5s".
  if (/^(\d+[dhms] ?)+$/.test(english))
    return english
      .split(' ')
      .map((part) => t(`time.${part.slice(-1)}`, { count: n(part.slice(0, -1)) }))
      .join(' ');
  return english;
}
