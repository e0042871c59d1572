import { describe, expect, it } from 'vitest';
import { formatDate, setDateLanguage } from './date-format';

const IST = { timeZone: 'Asia/Kolkata' };
const VALUE = '2025-01-15T10:00:00Z'; // 3:30 pm in India

describe('formatDate', () => {
  it('says N/A for an empty value', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDate('')).toBe('N/A');
  });

  it('says Invalid date for a value that does not parse', () => {
    expect(formatDate('not a date')).toBe('Invalid date');
    expect(formatDate('not a date', 'relative')).toBe('Invalid date');
    expect(formatDate(Number.NaN, 'full')).toBe('Invalid date');
  });

  it('shows the long date alone by default', () => {
    expect(formatDate(VALUE, 'default', IST)).toBe('15 January 2025');
    expect(formatDate(VALUE, undefined, IST)).toBe('15 January 2025');
  });

  it('shows the long date and the time in full', () => {
    expect(formatDate(VALUE, 'full', IST)).toBe('15 January 2025 at 3:30 pm');
  });

  it('shows the abbreviated month, day, year and time with am/pm in short', () => {
    expect(formatDate(VALUE, 'short', IST)).toBe('15 Jan 2025, 3:30 pm');
    expect(formatDate('2025-01-15T00:05:00Z', 'short', IST)).toBe('15 Jan 2025, 5:35 am');
  });

  it("formats in the viewer's time zone", () => {
    // 20:00 UTC is already the next day in India.
    expect(formatDate('2025-01-15T20:00:00Z', 'default', IST)).toBe('16 January 2025');
    expect(formatDate('2025-01-15T20:00:00Z', 'default', { timeZone: 'UTC' })).toBe('15 January 2025');
  });

  it('accepts a Date and milliseconds', () => {
    expect(formatDate(new Date(VALUE), 'default', IST)).toBe('15 January 2025');
    expect(formatDate(Date.parse(VALUE), 'default', IST)).toBe('15 January 2025');
  });

  it('shows a relative distance with "ago" or "in"', () => {
    const now = Date.parse(VALUE);
    expect(formatDate(now - 5 * 60_000, 'relative', { now })).toBe('5 minutes ago');
    expect(formatDate(now + 3 * 86_400_000, 'relative', { now })).toBe('in 3 days');
    expect(formatDate(now - 2 * 3_600_000, 'relative', { now })).toBe('about 2 hours ago');
  });

  it('names months and distances in Hindi and Marathi, with Latin digits and IST', () => {
    expect(formatDate(VALUE, 'default', { ...IST, language: 'hi' })).toBe('15 जनवरी 2025');
    expect(formatDate(VALUE, 'short', { ...IST, language: 'mr' })).toMatch(/^15 जाने.* 2025, 3:30 /);
    const now = Date.parse(VALUE);
    expect(formatDate(now - 5 * 60_000, 'relative', { now, language: 'hi' })).toBe('5 मिनट पहले');
    expect(formatDate(now + 3 * 86_400_000, 'relative', { now, language: 'mr' })).toContain('3 दिवसांमध्ये');
  });

  it('follows the language the screens set, and a call may still name its own', () => {
    setDateLanguage('hi');
    try {
      expect(formatDate(VALUE, 'default', IST)).toBe('15 जनवरी 2025');
      expect(formatDate(VALUE, 'default', { ...IST, language: 'en' })).toBe('15 January 2025');
    } finally {
      setDateLanguage('en');
    }
    expect(formatDate(VALUE, 'default', IST)).toBe('15 January 2025');
  });
});
