import { describe, expect, it } from 'vitest';
import { amountRefusal, nextMinimumBid, softCloseEnd, softCloseRule } from './bidding';

describe('nextMinimumBid', () => {
  it('is the starting bid plus the increment when there are no bids', () => {
    expect(nextMinimumBid({ currentBid: 5_000_000, startingBid: 5_000_000, bidIncrement: 500_000, bidCount: 0 })).toBe(5_500_000);
  });

  it('is the current bid plus the increment once someone has bid', () => {
    expect(nextMinimumBid({ currentBid: 7_500_000, startingBid: 5_000_000, bidIncrement: 500_000, bidCount: 3 })).toBe(8_000_000);
  });

  it('falls back to the starting bid when the current bid is missing', () => {
    expect(nextMinimumBid({ currentBid: null, startingBid: 1_000_000, bidIncrement: 100_000, bidCount: 2 })).toBe(1_100_000);
  });
});

describe('amountRefusal', () => {
  const figures = { currentBid: 10_000_000, startingBid: 9_000_000, bidIncrement: 500_000, bidCount: 3 };

  it('accepts the minimum bid and anything above it', () => {
    expect(amountRefusal(10_500_000, figures)).toBeNull();
    expect(amountRefusal(99_000_000, figures)).toBeNull();
  });

  it('refuses an amount at or below the current bid first, then one short of the increment', () => {
    expect(amountRefusal(10_000_000, figures)).toEqual({ code: 'BID_TOO_LOW', currentBid: 10_000_000 });
    expect(amountRefusal(10_499_999, figures)).toEqual({ code: 'BID_INCREMENT', increment: 500_000 });
  });

  it('measures the first bid from the starting bid', () => {
    const fresh = { currentBid: 9_000_000, startingBid: 9_000_000, bidIncrement: 500_000, bidCount: 0 };
    expect(amountRefusal(9_500_000, fresh)).toBeNull();
    expect(amountRefusal(9_400_000, fresh)).toEqual({ code: 'BID_INCREMENT', increment: 500_000 });
  });
});

describe('softCloseEnd', () => {
  const end = new Date('2026-11-23T12:00:00.000Z');
  const rule = { endTime: end, windowS: 300, extensionS: 300 };
  const before = (s: number) => new Date(end.getTime() - s * 1000);

  it('leaves the end alone for a bid before the window', () => {
    expect(softCloseEnd(rule, before(301))).toEqual(end);
  });

  it('moves the end to five minutes after a bid in the last five minutes', () => {
    expect(softCloseEnd(rule, before(300))).toEqual(end);
    expect(softCloseEnd(rule, before(8))).toEqual(new Date(end.getTime() + 292_000));
  });

  it('never moves the end earlier, and does nothing when the auction has no extension', () => {
    expect(softCloseEnd({ ...rule, extensionS: 60 }, before(120))).toEqual(end);
    expect(softCloseEnd({ ...rule, extensionS: 0 }, before(1))).toEqual(end);
  });
});

describe('softCloseRule', () => {
  it('says the end moves to a fixed time after the late bid, as the bid engine does', () => {
    expect(softCloseRule({ extensionWindowS: 300, extensionS: 300 })).toBe(
      'A bid in the last 5 minutes moves the end to 5 minutes after it.',
    );
    expect(softCloseRule({ extensionWindowS: 60, extensionS: 120 })).toBe(
      'A bid in the last 1 minute moves the end to 2 minutes after it.',
    );
  });
});
