import { formatDistance } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatIstDate, IST_OFFSET_MS, setDateLanguage } from './date-format';

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

  it('shows the time alone, with am/pm', () => {
    expect(formatDate(VALUE, 'time', IST)).toBe('3:30 pm');
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

  it('formats in IST with formatIstDate, whatever zone the runtime is in', () => {
    expect(formatIstDate('2025-01-15T20:00:00Z')).toBe('16 January 2025');
    expect(formatIstDate(VALUE, 'full')).toBe('15 January 2025 at 3:30 pm');
    expect(formatIstDate(VALUE, 'time', { language: 'hi' })).toBe('15:30');
    // IST is UTC+05:30 all year.
    expect(new Date(Date.parse(VALUE) + IST_OFFSET_MS).toISOString()).toBe('2025-01-15T15:30:00.000Z');
  });

  it('writes a month bucket as "Jan 25" and a week bucket as "15 Jan", in each language', () => {
    const utc = { timeZone: 'UTC' };
    expect(formatDate('2025-01-15T00:00:00Z', 'month', utc)).toBe('Jan 25');
    expect(formatDate('2025-01-15T00:00:00Z', 'dayMonth', utc)).toBe('15 Jan');
    expect(formatDate('2025-01-15T00:00:00Z', 'month', { ...utc, language: 'hi' })).toMatch(/^जन॰ 25$/);
    expect(formatDate('2025-01-15T00:00:00Z', 'dayMonth', { ...utc, language: 'mr' })).toMatch(/^15 जाने/);
  });

  it('accepts a Date and milliseconds', () => {
    expect(formatDate(new Date(VALUE), 'default', IST)).toBe('15 January 2025');
    expect(formatDate(Date.parse(VALUE), 'default', IST)).toBe('15 January 2025');
  });

  it('writes day, short month and year for the tables, in each language', () => {
    expect(formatDate('2026-11-22T06:30:00Z', 'day', IST)).toBe('22 Nov 2026');
    expect(formatDate('2026-11-22T06:30:00Z', 'day', { ...IST, language: 'hi' })).toBe('22 नव॰ 2026');
    expect(formatDate('2026-11-22T06:30:00Z', 'day', { ...IST, language: 'mr' })).toBe('22 नोव्हें, 2026');
    expect(formatDate('not a date', 'day')).toBe('Invalid date');
  });

  it('reads the time on a 24-hour clock in Hindi and Marathi, with no Latin am/pm; English keeps am/pm', () => {
    for (const language of ['hi', 'mr'] as const) {
      expect(formatDate(VALUE, 'time', { ...IST, language })).toBe('15:30');
      expect(formatDate('2025-01-15T00:05:00Z', 'short', { ...IST, language })).toMatch(/, 0?5:35$/);
      for (const format of ['time', 'short', 'full'] as const)
        expect(formatDate(VALUE, format, { ...IST, language })).not.toMatch(/am|pm/i);
    }
    expect(formatDate(VALUE, 'full', { ...IST, language: 'hi' })).toBe('15 जनवरी 2025 को 15:30 बजे');
    expect(formatDate(VALUE, 'full', { ...IST, language: 'mr' })).toBe('15 जानेवारी, 2025 रोजी 15:30 वाजता');
    expect(formatDate(VALUE, 'time', { ...IST, language: 'en' })).toBe('3:30 pm');
  });

  describe('ago (spec §2 Recent Activity)', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    const ago = (ms: number, language: 'en' | 'hi' | 'mr' = 'en') => formatDate(now - ms, 'ago', { now, language });
    it('says "Just now" under a minute, and for a time slightly ahead (clock skew)', () => {
      expect(ago(59_000)).toBe('Just now');
      expect(ago(-5_000)).toBe('Just now');
    });
    it('counts minutes, then hours, then days, with the right plural', () => {
      expect(ago(60_000)).toBe('1 minute ago');
      expect(ago(59 * 60_000)).toBe('59 minutes ago');
      expect(ago(60 * 60_000)).toBe('1 hour ago');
      expect(ago(23 * 3_600_000)).toBe('23 hours ago');
      expect(ago(24 * 3_600_000)).toBe('1 day ago');
      expect(ago(3 * 24 * 3_600_000)).toBe('3 days ago');
    });
    it('says the same steps in Hindi and Marathi', () => {
      expect(ago(10_000, 'hi')).toBe('अब');
      expect(ago(5 * 60_000, 'hi')).toBe('5 मिनट पहले');
      expect(ago(24 * 3_600_000, 'hi')).toBe('1 दिन पहले');
      expect(ago(10_000, 'mr')).toBe('आत्ता');
      expect(ago(5 * 3_600_000, 'mr')).toBe('5 तासांपूर्वी');
    });
  });

  it('shows a relative distance with "ago" or "in"', () => {
    const now = Date.parse(VALUE);
    expect(formatDate(now - 5 * 60_000, 'relative', { now })).toBe('5 minutes ago');
    expect(formatDate(now + 3 * 86_400_000, 'relative', { now })).toBe('in 3 days');
    expect(formatDate(now - 2 * 3_600_000, 'relative', { now })).toBe('about 2 hours ago');
  });

  it('names months and distances in Hindi and Marathi, with Latin digits and IST', () => {
    expect(formatDate(VALUE, 'default', { ...IST, language: 'hi' })).toBe('15 जनवरी 2025');
    expect(formatDate(VALUE, 'short', { ...IST, language: 'mr' })).toMatch(/^15 जाने.* 2025, 15:30$/);
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

  it('words an English distance as date-fns does, from seconds to years, either way', () => {
    const now = Date.UTC(2026, 0, 31, 23, 59, 30);
    const spans = fc.oneof(
      fc.integer({ min: -3 * 3_600_000, max: 3 * 3_600_000 }),
      fc.integer({ min: -90 * 86_400_000, max: 90 * 86_400_000 }),
      fc.integer({ min: -5 * 365 * 86_400_000, max: 5 * 365 * 86_400_000 }),
    );
    fc.assert(
      fc.property(spans, fc.integer({ min: 0, max: 400 * 86_400_000 }), (span, shift) => {
        const base = now - shift;
        expect(formatDate(base + span, 'relative', { now: base, language: 'en' })).toBe(
          formatDistance(base + span, base, { addSuffix: true }),
        );
      }),
      { numRuns: 5000 },
    );
    const month = 30 * 86_400_000;
    for (const span of [
      0,
      29_999,
      30_000,
      89_999,
      90_000,
      44 * 60_000 + 29_999,
      89 * 60_000 + 30_000,
      2 * month,
      12 * month,
      14 * month,
      21 * month,
    ]) {
      expect(formatDate(now - span, 'relative', { now, language: 'en' })).toBe(formatDistance(now - span, now, { addSuffix: true }));
    }
  });

  it('counts whole months as date-fns does across month ends and 29 February', () => {
    const pairs: [string, string][] = [
      ['2026-11-30T10:00:00', '2027-02-28T10:00:00'],
      ['2026-11-30T10:00:00', '2027-03-01T10:00:00'],
      ['2027-11-30T10:00:00', '2028-02-29T10:00:00'],
      ['2028-02-29T10:00:00', '2029-02-28T10:00:00'],
      ['2028-02-29T10:00:00', '2029-03-01T10:00:00'],
      ['2027-01-31T10:00:00', '2027-02-28T10:00:00'],
      ['2028-01-31T10:00:00', '2028-02-29T10:00:00'],
      ['2026-03-31T10:00:00', '2026-06-30T10:00:00'],
      ['2026-08-31T10:00:00', '2027-09-30T10:00:00'],
      ['2025-02-28T10:00:00', '2028-02-29T10:00:00'],
      ['2026-12-31T10:00:00', '2027-12-31T09:00:00'],
    ];
    for (const [from, to] of pairs) {
      const [earlier, later] = [new Date(from).getTime(), new Date(to).getTime()];
      expect(formatDate(earlier, 'relative', { now: later, language: 'en' })).toBe(formatDistance(earlier, later, { addSuffix: true }));
      expect(formatDate(later, 'relative', { now: earlier, language: 'en' })).toBe(formatDistance(later, earlier, { addSuffix: true }));
    }
  });
});
