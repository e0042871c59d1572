import { describe, expect, it } from 'vitest';
import { accountLast4, holderNameMatches } from './bank-account';

describe('holderNameMatches', () => {
  it.each([
    ['Rahul Mehta', 'Rahul Mehta'],
    ['RAHUL  MEHTA', 'Rahul Mehta'],
    ['MEHTA RAHUL', 'Rahul Mehta'],
    ['Mr. Rahul Mehta', 'Rahul Mehta'],
    ['SMT SNEHA PATIL', 'Sneha Patil'],
    ['R. K. Sharma', 'Rajesh Kumar Sharma'],
    ['R.K.Sharma', 'Rajesh Kumar Sharma'],
    ['SHARMA R K', 'Rajesh Kumar Sharma'],
    ['Rajesh Kumar Sharma', 'R. K. Sharma'],
    ['K. Rajesh Sharma', 'Rajesh Kumar Sharma'],
    ['M/s Nair Infraprojects Private Limited', 'Nair Infraprojects Pvt Ltd'],
    ['Shaikh and Sons Traders', 'Shaikh & Sons Traders'],
    ['राहुल मेहता', 'राहुल  मेहता'],
  ])('takes “%s” for “%s”', (holder, name) => {
    expect(holderNameMatches(holder, name)).toBe(true);
  });

  it.each([
    ['Rakesh Mehta', 'Rahul Mehta'],
    ['Rahul Kumar Mehta', 'Rahul Mehta'],
    ['Rahul', 'Rahul Mehta'],
    ['R. Mehta', 'Rahul Kumar Mehta'],
    ['R. S. Sharma', 'Rajesh Kumar Sharma'],
    ['R. K. Sharma', 'Rajesh Sunil Sharma'],
    ['Mehta', 'Mehta Rahul'],
    ['', 'Rahul Mehta'],
    ['Mr.', 'Rahul Mehta'],
    ['Rahul Mehta', ''],
    ['Neelami Escrow Account', 'Rahul Mehta'],
  ])('refuses “%s” for “%s”', (holder, name) => {
    expect(holderNameMatches(holder, name)).toBe(false);
  });
});

describe('accountLast4', () => {
  it('keeps the last four digits only', () => {
    expect(accountLast4('123456789012')).toBe('9012');
  });
});
