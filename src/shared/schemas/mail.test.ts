import { describe, expect, it } from 'vitest';
import { MASKED_TOKEN, maskOneTimeLinks } from './mail';

describe('maskOneTimeLinks', () => {
  it('hides the token of a reset or verification link, and of any token= parameter, and keeps the rest', () => {
    const text =
      'Open https://neelami.in/api/auth/reset-password/AbC123xyz?callbackURL=%2Fauth within one hour.\n' +
      'Or https://neelami.in/api/auth/verify-email?token=eyJhbGciOi.J9&callbackURL=%2F to verify.';
    expect(maskOneTimeLinks(text)).toBe(
      `Open https://neelami.in/api/auth/reset-password/${MASKED_TOKEN}?callbackURL=%2Fauth within one hour.\n` +
        `Or https://neelami.in/api/auth/verify-email?token=${MASKED_TOKEN}&callbackURL=%2F to verify.`,
    );
  });

  it('leaves text without one-time links as it is', () => {
    expect(maskOneTimeLinks('Your bid of ₹45,00,000 on https://neelami.in/auction/1 was outbid.')).toBe(
      'Your bid of ₹45,00,000 on https://neelami.in/auction/1 was outbid.',
    );
  });
});
