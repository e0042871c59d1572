import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './i18n';
import { NOTIFICATION_SAMPLES } from './notifications.fixture';
import { NOTIFICATION_EVENTS, renderNotification, type NotificationEvent } from './notifications';

describe('notification texts with a time in them', () => {
  // 4:56 pm IST. Intl writes Hindi times as "… को 16:56 बजे" and Marathi as "… रोजी 16:56 वाजता" (a 24-hour clock, decision 044):
  // the sentence around them must not say "at" a second time.
  const endTime = '2026-11-24T11:26:00.000Z';

  it('reads in Hindi without a second "को" after the time', () => {
    const { message } = renderNotification('endingSoon', { title: 'फ्लैट', auctionId: 'a', endTime }, 'hi');
    expect(message).toContain('16:56 बजे समाप्त होगी');
    expect(renderNotification('auctionExtended', { title: 'फ्लैट', auctionId: 'a', endTime }, 'hi').message).not.toContain('बजे को');
  });

  it('reads in Marathi without a second "रोजी" after the time', () => {
    const { message } = renderNotification('endingSoon', { title: 'फ्लॅट', auctionId: 'a', endTime }, 'mr');
    expect(message).toContain('16:56 वाजता संपेल');
    expect(renderNotification('auctionExtended', { title: 'फ्लॅट', auctionId: 'a', endTime }, 'mr').message).not.toContain('वाजता रोजी');
  });
});

/** The names of a compiled message's arguments, those inside a select's cases too. */
function argumentNames(tokens: unknown): string[] {
  if (!Array.isArray(tokens)) return [];
  return tokens.flatMap((token: unknown) => {
    if (!Array.isArray(token)) return [];
    const [name, , format] = token as [string, string?, unknown?];
    return [name, ...(format && typeof format === 'object' ? Object.values(format).flatMap(argumentNames) : [])];
  });
}

describe('the notification events', () => {
  it('each have a title and a message in the catalogue, and the catalogue holds nothing else but the e-mail’s words, the activity lines, the calendar files’ words and the bid sheet’s', () => {
    const ids = Object.keys(NOTIFICATION_EVENTS).flatMap((event) => [`${event}.title`, `${event}.message`]);
    expect(
      Object.keys(CATALOGUES.en)
        .filter((id) => !['email.', 'activity.', 'calendar.', 'bidSheet.'].some((prefix) => id.startsWith(prefix)))
        .sort(),
    ).toEqual(ids.sort());
  });

  it.each(Object.keys(NOTIFICATION_EVENTS))('%s gives a value to every placeholder of its texts', (event) => {
    const sample = NOTIFICATION_SAMPLES.find((s) => s.event === event)!;
    const values = NOTIFICATION_EVENTS[event as NotificationEvent].values(sample.params as never, {
      rupees: String,
      date: String,
      time: String,
    });
    for (const part of ['title', 'message']) {
      const names = argumentNames(compileMessage(CATALOGUES.en[`${event}.${part}`]!));
      expect(Object.keys(values)).toEqual(expect.arrayContaining(names));
    }
  });
});
