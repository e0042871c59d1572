import { describe, expect, it } from 'vitest';
import { maskEmail, phoneLast4 } from './accounts.dto';

describe('what a vendor sees of a pending buyer’s contacts (decision 037)', () => {
  it('keeps the first letter of the mailbox and the domain of an e-mail', () => {
    expect(maskEmail('pooja.reddy@neelami.in')).toBe('p•••@neelami.in');
    expect(maskEmail('p@neelami.in')).toBe('•••@neelami.in');
    expect(maskEmail('not an address')).toBe('•••');
  });

  it('keeps the last four digits of a phone number, or nothing when it has fewer', () => {
    expect(phoneLast4('+91 98765 43210')).toBe('3210');
    expect(phoneLast4('9876543210')).toBe('3210');
    expect(phoneLast4('123')).toBeNull();
    expect(phoneLast4(null)).toBeNull();
  });
});
