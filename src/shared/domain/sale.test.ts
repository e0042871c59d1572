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
