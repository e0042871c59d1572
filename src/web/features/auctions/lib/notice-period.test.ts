import { describe, expect, it } from 'vitest';
import { AUCTION_FORM_MESSAGES as M } from '@shared/schemas/auction-form';
import { earliestStartLine, earliestStartOf, noticePeriodError } from './notice-period';

describe('earliestStartOf', () => {
  it('is midnight IST thirty days after the notice, fifteen for a re-sale', () => {
    expect(earliestStartOf('2026-01-01', false)?.toISOString()).toBe('2026-01-30T18:30:00.000Z');
    expect(earliestStartOf('2026-01-01', true)?.toISOString()).toBe('2026-01-15T18:30:00.000Z');
  });
  it('is null while the date is empty or incomplete', () => {
    expect(earliestStartOf('', false)).toBeNull();
    expect(earliestStartOf(null, false)).toBeNull();
    expect(earliestStartOf('2026-01', false)).toBeNull();
  });
});

describe('earliestStartLine', () => {
  it('names the date in IST and the period', () => {
    expect(earliestStartLine('2026-01-01', false)).toBe(
      'Earliest allowed start: 31 January 2026 at 12:00 am IST, 30 days after the sale notice.',
    );
    expect(earliestStartLine('2026-01-01', true)).toContain('15 days after the sale notice (a re-sale)');
    expect(earliestStartLine('', false)).toBeNull();
  });
});

describe('noticePeriodError', () => {
  it('gives the server’s words for a start one minute too early, and nothing on the day itself', () => {
    const earliest = earliestStartOf('2026-01-01', false)!;
    expect(noticePeriodError({ saleNoticeDate: '2026-01-01', startTime: new Date(earliest.getTime() - 60_000).toISOString() })).toBe(
      M.noticePeriod(earliest),
    );
    expect(noticePeriodError({ saleNoticeDate: '2026-01-01', startTime: earliest.toISOString() })).toBeNull();
  });
  it('says nothing without a notice date or a start', () => {
    expect(noticePeriodError({ saleNoticeDate: '', startTime: '2026-01-02T10:00' })).toBeNull();
    expect(noticePeriodError({ saleNoticeDate: '2026-01-01', startTime: '' })).toBeNull();
  });
});
