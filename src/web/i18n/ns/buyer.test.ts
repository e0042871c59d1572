import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_PREFERENCE_MESSAGES,
} from '@shared/messages/notification-preferences';
import { PUSH_MESSAGES } from '@shared/messages/push';
import { EMD_MESSAGES } from '@shared/schemas/emd';
import english from '../locales/en/buyer.json';

/** The buyer catalogue's copies of shared constants, which its screens read by key, say exactly what the constants say. */
describe('buyer catalogue copies of the shared messages', () => {
  it('notification settings, kinds and channels', () => {
    const { unsubscribed: _fn, ...texts } = NOTIFICATION_PREFERENCE_MESSAGES;
    expect(english.messages.notificationPreferences).toEqual(texts);
    expect(english.messages.notificationKinds).toEqual(NOTIFICATION_KIND_LABELS);
    expect(english.messages.notificationChannels).toEqual(NOTIFICATION_CHANNEL_LABELS);
  });

  it('push', () => {
    expect(english.messages.push).toEqual(PUSH_MESSAGES);
  });

  it('the withdrawal form’s messages', () => {
    for (const [key, text] of Object.entries(english.messages.emd)) expect(EMD_MESSAGES[key as keyof typeof EMD_MESSAGES]).toBe(text);
    expect(english.withdrawal.tooLarge.replace('{amount}', '₹5,000')).toBe(EMD_MESSAGES.withdrawalTooLarge(5000));
    expect(english.withdrawal.aboveSource.replace('{amount}', '₹5,000')).toBe(EMD_MESSAGES.refundAboveSource(5000));
  });
});
