import { describe, expect, it } from 'vitest';
import {
  balanceAmount,
  balanceDue,
  depositAmount,
  depositDue,
  earliestStart,
  istDate,
  keepsNoticePeriod,
  latestBalanceDue,
  meetsReserve,
} from './sale';

const none = new Set<string>();
/** An instant given in IST wall time. */
const ist = (wall: string) => new Date(`${wall}+05:30`);

describe('the notice period', () => {
  it('lets an auction start thirty days after its sale notice, fifteen for a re-sale', () => {
    expect(earliestStart('2026-11-01', false)).toEqual(ist('2026-12-01T00:00:00'));
    expect(earliestStart('2026-11-01', true)).toEqual(ist('2026-11-16T00:00:00'));
  });
  it('refuses a start on the 29th day and allows one on the 30th (14th and 15th for a re-sale)', () => {
    const notice = { saleNoticeDate: '2026-11-01', isResale: false };
    expect(keepsNoticePeriod(notice, ist('2026-11-30T23:59:59'))).toBe(false);
    expect(keepsNoticePeriod(notice, ist('2026-12-01T00:00:00'))).toBe(true);
    const resale = { saleNoticeDate: '2026-11-01', isResale: true };
    expect(keepsNoticePeriod(resale, ist('2026-11-15T18:00:00'))).toBe(false);
    expect(keepsNoticePeriod(resale, ist('2026-11-16T10:00:00'))).toBe(true);
    expect(keepsNoticePeriod({ saleNoticeDate: null, isResale: false }, ist('2030-01-01T00:00:00'))).toBe(false);
  });
});

describe('the timeline after confirmation', () => {
  it('wants the 25% by the end of the next working day, skipping Sundays and holidays', () => {
    // Friday 27 Nov 2026 → Saturday 28th.
    expect(depositDue(ist('2026-11-27T15:00:00'), none)).toEqual(ist('2026-11-28T23:59:59.999'));
    // Saturday 28 Nov → Sunday skipped → Monday 30th.
    expect(depositDue(ist('2026-11-28T10:00:00'), none)).toEqual(ist('2026-11-30T23:59:59.999'));
    // Thursday 1 Oct → Friday 2 Oct is Gandhi Jayanti → Saturday 3rd.
    expect(depositDue(ist('2026-10-01T10:00:00'), new Set(['2026-10-02']))).toEqual(ist('2026-10-03T23:59:59.999'));
  });
  it('wants the balance within fifteen days, and lets an extension reach three months at most', () => {
    expect(balanceDue(ist('2026-11-23T10:00:00'), none)).toEqual(ist('2026-12-08T23:59:59.999'));
    // 15 days after Sat 21 Nov is Sun 6 Dec → Monday 7th.
    expect(balanceDue(ist('2026-11-21T10:00:00'), none)).toEqual(ist('2026-12-07T23:59:59.999'));
    expect(latestBalanceDue(ist('2026-11-23T10:00:00'))).toEqual(ist('2027-02-23T23:59:59.999'));
  });
  it('ends the three months on the last day of a shorter month, never in the month after', () => {
    expect(latestBalanceDue(ist('2026-11-30T10:00:00'))).toEqual(ist('2027-02-28T23:59:59.999'));
    expect(latestBalanceDue(ist('2026-11-29T10:00:00'))).toEqual(ist('2027-02-28T23:59:59.999'));
    expect(latestBalanceDue(ist('2026-11-28T10:00:00'))).toEqual(ist('2027-02-28T23:59:59.999'));
    // Leap year: February has a 29th.
    expect(latestBalanceDue(ist('2027-11-30T10:00:00'))).toEqual(ist('2028-02-29T23:59:59.999'));
    expect(latestBalanceDue(ist('2027-11-29T10:00:00'))).toEqual(ist('2028-02-29T23:59:59.999'));
    // 31st into a 30-day month; a 31-day month keeps its 31st.
    expect(latestBalanceDue(ist('2026-03-31T10:00:00'))).toEqual(ist('2026-06-30T23:59:59.999'));
    expect(latestBalanceDue(ist('2026-05-31T10:00:00'))).toEqual(ist('2026-08-31T23:59:59.999'));
    // Across the year, and from 29 February itself.
    expect(latestBalanceDue(ist('2026-12-31T10:00:00'))).toEqual(ist('2027-03-31T23:59:59.999'));
    expect(latestBalanceDue(ist('2028-02-29T10:00:00'))).toEqual(ist('2028-05-29T23:59:59.999'));
    // The IST date counts: 8 pm UTC on 30 November is 1 December in India.
    expect(latestBalanceDue(new Date('2026-11-30T20:00:00Z'))).toEqual(ist('2027-03-01T23:59:59.999'));
    // Never more than three calendar months, whatever the day.
    for (let day = 0; day < 3 * 366; day++) {
      const confirmed = new Date(ist('2026-01-01T12:00:00').getTime() + day * 86_400_000);
      const latest = istDate(latestBalanceDue(confirmed));
      const [cy, cm] = istDate(confirmed).split('-').map(Number) as [number, number];
      const [ly, lm] = latest.split('-').map(Number) as [number, number];
      expect((ly - cy) * 12 + lm - cm).toBe(3);
    }
  });
  it('keeps the working-day deadlines across a month’s end and 29 February', () => {
    // Sat 27 Feb 2027 → Sun 28th skipped → Monday 1 March.
    expect(depositDue(ist('2027-02-27T10:00:00'), none)).toEqual(ist('2027-03-01T23:59:59.999'));
    // Mon 28 Feb 2028 (leap year) → Tuesday 29th.
    expect(depositDue(ist('2028-02-28T10:00:00'), none)).toEqual(ist('2028-02-29T23:59:59.999'));
    // 15 days after 14 Feb 2028 is 29 Feb (a Tuesday); after 14 Feb 2027, 1 March (a Monday).
    expect(balanceDue(ist('2028-02-14T10:00:00'), none)).toEqual(ist('2028-02-29T23:59:59.999'));
    expect(balanceDue(ist('2027-02-14T10:00:00'), none)).toEqual(ist('2027-03-01T23:59:59.999'));
    // A notice on 31 January starts thirty days later: 2 March, or 1 March in a leap year.
    expect(earliestStart('2027-01-31', false)).toEqual(ist('2027-03-02T00:00:00'));
    expect(earliestStart('2028-01-31', false)).toEqual(ist('2028-03-01T00:00:00'));
    expect(earliestStart('2028-02-15', true)).toEqual(ist('2028-03-01T00:00:00'));
  });
  it('counts the dates in India: 11 pm UTC is already the next day', () => {
    expect(istDate(new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
  });
});

describe('the amounts', () => {
  it('asks 25% of the price now with the EMD counted, and the rest as the balance', () => {
    expect(depositAmount(10_000_000, 1_000_000)).toBe(1_500_000);
    expect(depositAmount(10_000_000, 3_000_000)).toBe(0);
    expect(balanceAmount(10_000_000, 1_000_000)).toBe(7_500_000);
    expect(balanceAmount(10_000_000, 3_000_000)).toBe(7_000_000);
    for (const [price, emd] of [
      [10_000_001, 0],
      [10_000_001, 900_000],
      [4_000_000, 2_500_000],
    ] as const) {
      expect(emd + depositAmount(price, emd) + balanceAmount(price, emd)).toBe(price);
    }
  });
  it('meets the reserve at or above it, and always when there is none', () => {
    expect(meetsReserve(9_000_000, 9_000_000)).toBe(true);
    expect(meetsReserve(8_999_999, 9_000_000)).toBe(false);
    expect(meetsReserve(1, null)).toBe(true);
  });
});
