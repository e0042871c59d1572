import { describe, expect, it } from 'vitest';
import { renderNotification } from './notification-texts';

describe('notification texts with a time in them', () => {
  // 4:56 pm IST. Intl writes Hindi times as "… को 4:56 pm बजे" and Marathi as "… रोजी 4:56 PM वाजता":
  // the sentence around them must not say "at" a second time.
  const endTime = '2026-11-24T11:26:00.000Z';

  it('reads in Hindi without a second "को" after the time', () => {
    const { message } = renderNotification('endingSoon', { title: 'फ्लैट', auctionId: 'a', endTime }, 'hi');
    expect(message).toContain('4:56 pm बजे समाप्त होगी');
    expect(renderNotification('auctionExtended', { title: 'फ्लैट', auctionId: 'a', endTime }, 'hi').message).not.toContain('बजे को');
  });

  it('reads in Marathi without a second "रोजी" after the time', () => {
    const { message } = renderNotification('endingSoon', { title: 'फ्लॅट', auctionId: 'a', endTime }, 'mr');
    expect(message).toMatch(/4:56 PM वाजता संपेल/i);
    expect(renderNotification('auctionExtended', { title: 'फ्लॅट', auctionId: 'a', endTime }, 'mr').message).not.toContain('वाजता रोजी');
  });
});
