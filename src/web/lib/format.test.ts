import { describe, expect, it } from 'vitest';
import { capitalise, formatBytes, formatCount } from './format';

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
