import { describe, expect, it } from 'vitest';
import { notificationEmail, resetPasswordEmail } from './emails';

describe('notification e-mails', () => {
  it('render the reader’s language, Indian figures, the auction link and the unsubscribe link', async () => {
    const mail = await notificationEmail({
      lang: 'hi',
      name: 'Meera',
      event: 'outbid',
      params: { title: 'Flat in Pune', amount: 12_500_000 },
      auctionId: '00000000-0000-4000-8000-000000000001',
      publicUrl: 'https://neelami.example.in',
      unsubscribeUrl: 'https://neelami.example.in/api/unsubscribe?token=abc',
    });
    expect(mail.subject).toBe('आपसे ऊँची बोली लगी है');
    expect(mail.html).toContain('₹1,25,00,000');
    expect(mail.html).toContain('lang="hi"');
    expect(mail.html).toContain('https://neelami.example.in/auction/00000000-0000-4000-8000-000000000001');
    expect(mail.html).toContain('https://neelami.example.in/api/unsubscribe?token=abc');
    expect(mail.text).toContain('₹1,25,00,000');
    expect(mail.text).toContain('https://neelami.example.in/auction/00000000-0000-4000-8000-000000000001');
    expect(mail.text).toContain('नमस्ते Meera');
  });

  it('writes IST dates in Marathi', async () => {
    const mail = await notificationEmail({
      lang: 'mr',
      name: 'Asha',
      event: 'balanceExtended',
      params: { title: 'Shop in Nashik', until: '2026-03-01T12:30:00.000Z' },
      auctionId: null,
      publicUrl: 'https://neelami.example.in',
      unsubscribeUrl: 'https://neelami.example.in/api/unsubscribe?token=abc',
    });
    // 12:30 UTC is 6:00 pm in India: 18:00 on Marathi's 24-hour clock.
    expect(mail.text).toMatch(/18:00 वाजता/);
    expect(mail.text).toContain('https://neelami.example.in/dashboard');
  });

  it('sends a saved search’s digest to the saved searches', async () => {
    const mail = await notificationEmail({
      lang: 'en',
      name: 'Asha',
      event: 'savedSearchDigest',
      params: { name: 'Shops in Nashik', count: 2, titles: ['Shop on College Road', 'Shop near CBS'], savedSearchId: 's1' },
      auctionId: null,
      publicUrl: 'https://neelami.example.in',
      unsubscribeUrl: 'https://neelami.example.in/api/unsubscribe?token=abc',
    });
    expect(mail.text).toContain('2 new auctions match your saved search “Shops in Nashik”: Shop on College Road; Shop near CBS.');
    expect(mail.text).toContain('Open your saved searches');
    expect(mail.text).toContain('https://neelami.example.in/saved-searches');
    expect(mail.text).not.toContain('/dashboard');
  });

  it('links a booked site visit’s calendar invitation, in the reader’s language', async () => {
    const mail = await notificationEmail({
      lang: 'mr',
      name: 'Asha',
      event: 'inspectionAccepted',
      params: {
        title: 'Shop in Nashik',
        start: '2026-12-03T06:30:00.000Z',
        end: '2026-12-03T08:30:00.000Z',
        inspectionId: '00000000-0000-4000-8000-000000000002',
      },
      auctionId: '00000000-0000-4000-8000-000000000001',
      publicUrl: 'https://neelami.example.in',
      unsubscribeUrl: 'https://neelami.example.in/api/unsubscribe?token=abc',
    });
    expect(mail.text).toContain('12:00 वाजता–14:00 IST');
    expect(mail.html).toContain('https://neelami.example.in/api/inspections/00000000-0000-4000-8000-000000000002/invite.ics');
    expect(mail.text).toContain('भेट तुमच्या कॅलेंडरमध्ये जोडा');
  });

  it('puts the password reset in the same layout', async () => {
    const mail = await resetPasswordEmail({ lang: 'en', name: 'Meera', url: 'https://neelami.example.in/api/auth/reset-password/tok' });
    expect(mail.subject).toBe('Reset your Neelami password');
    expect(mail.html).toContain('Reset password');
    expect(mail.text).toContain('https://neelami.example.in/api/auth/reset-password/tok');
  });
});
