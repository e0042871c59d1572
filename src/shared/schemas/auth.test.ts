import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, normalizePhone, RegistrationSchema } from './auth';

describe('normalizePhone', () => {
  it.each([
    ['+91 98765-43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['9876543210', '9876543210'],
  ])('stores an Indian mobile %j as its ten digits', (raw, stored) => {
    expect(normalizePhone(raw)).toBe(stored);
  });

  it('only drops spaces and dashes from anything that is not an Indian mobile', () => {
    expect(normalizePhone('+44 7911-123456')).toBe('+447911123456');
    expect(normalizePhone('12345')).toBe('12345');
  });

  it('gives the registration the stored form, and still refuses a number that is not a mobile', () => {
    const base = {
      fullName: 'Priya Sharma',
      email: 'priya@example.in',
      pan: 'ABCDE1234F',
      password: 'secret12',
      confirmPassword: 'secret12',
      buyerType: 'individual',
      acceptTerms: true,
      acceptPrivacy: true,
    } as const;
    expect(RegistrationSchema.parse({ ...base, phone: '+91 98765-43210' }).phone).toBe('9876543210');
    const bad = RegistrationSchema.safeParse({ ...base, phone: '+91 58765 43210' });
    expect(bad.error?.issues[0]?.message).toBe(AUTH_MESSAGES.phoneInvalid);
  });
});
