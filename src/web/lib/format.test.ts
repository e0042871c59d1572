import { describe, expect, it } from 'vitest';
import { capitalise, formatBytes, formatCount, formatDay, relativeTime } from './format';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('relativeTime (spec §2 Recent Activity)', () => {
  it('says "Just now" under a minute', () => {
    expect(relativeTime(ago(59_000), NOW)).toBe('Just now');
  });
  it('counts minutes with the right plural', () => {
    expect(relativeTime(ago(60_000), NOW)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * 60_000), NOW)).toBe('59 minutes ago');
  });
  it('moves to hours, then days', () => {
    expect(relativeTime(ago(60 * 60_000), NOW)).toBe('1 hour ago');
    expect(relativeTime(ago(23 * 3_600_000), NOW)).toBe('23 hours ago');
    expect(relativeTime(ago(24 * 3_600_000), NOW)).toBe('1 day ago');
    expect(relativeTime(ago(3 * 24 * 3_600_000), NOW)).toBe('3 days ago');
  });
  it('treats a slightly future time (clock skew) as just now', () => {
    expect(relativeTime(new Date(NOW + 5_000).toISOString(), NOW)).toBe('Just now');
  });
});

describe('formatDay', () => {
  it('writes day, short month and year in the Indian locale', () => {
    expect(formatDay('2026-11-22T06:30:00Z')).toMatch(/^22 Nov 2026$/);
  });
  it('says "Invalid date" for what does not parse', () => {
    expect(formatDay('not a date')).toBe('Invalid date');
  });
});

describe('formatBytes', () => {
  it('picks bytes, kilobytes or megabytes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});

describe('capitalise', () => {
  it('upper-cases the first letter only', () => {
    expect(capitalise('vendor')).toBe('Vendor');
    expect(capitalise('pending review')).toBe('Pending review');
    expect(capitalise('')).toBe('');
  });
});

describe('formatCount', () => {
  it('groups the Indian way and marks a lower bound', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('12,34,567');
    expect(formatCount(10000, true)).toBe('10,000+');
  });
});
