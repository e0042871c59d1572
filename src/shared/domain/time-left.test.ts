import { describe, expect, it } from 'vitest';
import { buyerTimeLeft, cardTimeLeft, countdown, timeParts, vendorLiveTimeLeft, vendorStartsIn } from './time-left';

const NOW = Date.parse('2025-03-01T10:00:00Z');
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('cardTimeLeft (listing card)', () => {
  it('says Ended at and after the end', () => {
    expect(cardTimeLeft(at(0), NOW)).toBe('Ended');
    expect(cardTimeLeft(at(-DAY), NOW)).toBe('Ended');
  });

  it('counts whole days from 24 hours', () => {
    expect(cardTimeLeft(at(DAY), NOW)).toBe('1 day left');
    expect(cardTimeLeft(at(2 * DAY - 1), NOW)).toBe('1 day left');
    expect(cardTimeLeft(at(3 * DAY + 5 * HOUR), NOW)).toBe('3 days left');
  });

  it('counts hours below a day', () => {
    expect(cardTimeLeft(at(DAY - 1), NOW)).toBe('23h left');
    expect(cardTimeLeft(at(5 * HOUR + 30 * MIN), NOW)).toBe('5h left');
    expect(cardTimeLeft(at(HOUR), NOW)).toBe('1h left');
  });

  it('counts minutes below an hour and seconds in the last minute', () => {
    expect(cardTimeLeft(at(HOUR - 1), NOW)).toBe('59m left');
    expect(cardTimeLeft(at(12 * MIN + 40_000), NOW)).toBe('12m left');
    expect(cardTimeLeft(at(45_000), NOW)).toBe('45s left');
    expect(cardTimeLeft(at(300), NOW)).toBe('1s left');
  });

  it('accepts Date and millisecond inputs', () => {
    expect(cardTimeLeft(new Date(NOW + 2 * DAY), new Date(NOW))).toBe('2 days left');
    expect(cardTimeLeft(NOW + 2 * HOUR, NOW)).toBe('2h left');
  });
});

describe('buyerTimeLeft (buyer dashboard)', () => {
  it('says Ended after the end', () => {
    expect(buyerTimeLeft(at(-1), NOW)).toBe('Ended');
  });
  it('shows days from 24 hours', () => {
    expect(buyerTimeLeft(at(DAY), NOW)).toBe('1 day');
    expect(buyerTimeLeft(at(4 * DAY + HOUR), NOW)).toBe('4 days');
  });
  it('shows hours and minutes below a day', () => {
    expect(buyerTimeLeft(at(5 * HOUR + 7 * MIN + 59_000), NOW)).toBe('5h 7m');
    expect(buyerTimeLeft(at(DAY - 1), NOW)).toBe('23h 59m');
    expect(buyerTimeLeft(at(30_000), NOW)).toBe('0h 0m');
  });
});

describe('vendorLiveTimeLeft (vendor dashboard, live)', () => {
  it('says Ending soon once the end has passed', () => {
    expect(vendorLiveTimeLeft(at(-5 * MIN), NOW)).toBe('Ending soon');
  });
  it('shows days left from 24 hours', () => {
    expect(vendorLiveTimeLeft(at(DAY), NOW)).toBe('1 day left');
    expect(vendorLiveTimeLeft(at(6 * DAY), NOW)).toBe('6 days left');
  });
  it('shows hours left below a day and "<1h left" in the last hour', () => {
    expect(vendorLiveTimeLeft(at(7 * HOUR + 50 * MIN), NOW)).toBe('7h left');
    expect(vendorLiveTimeLeft(at(59 * MIN), NOW)).toBe('<1h left');
  });
});

describe('vendorStartsIn (vendor dashboard, upcoming)', () => {
  it('says Starting soon once the start has passed', () => {
    expect(vendorStartsIn(at(0), NOW)).toBe('Starting soon');
    expect(vendorStartsIn(at(-HOUR), NOW)).toBe('Starting soon');
  });
  it('says Starts in N days from 24 hours', () => {
    expect(vendorStartsIn(at(DAY), NOW)).toBe('Starts in 1 day');
    expect(vendorStartsIn(at(10 * DAY + HOUR), NOW)).toBe('Starts in 10 days');
  });
  it('says Starts today within 24 hours', () => {
    expect(vendorStartsIn(at(3 * HOUR), NOW)).toBe('Starts today');
  });
});

describe('countdown (auction detail)', () => {
  it('shows days, hours and minutes when a day or more is left', () => {
    expect(countdown(at(2 * DAY + 4 * HOUR + 10 * MIN + 5000), NOW)).toBe('2d 4h 10m');
  });
  it('shows seconds below a day', () => {
    expect(countdown(at(4 * HOUR + 10 * MIN + 5000), NOW)).toBe('4h 10m 5s');
    expect(countdown(at(10 * MIN + 5000), NOW)).toBe('10m 5s');
  });
  it('says Ended after the end', () => {
    expect(countdown(at(-1000), NOW)).toBe('Ended');
  });
  it('gives zero parts once past', () => {
    expect(timeParts(at(-DAY), NOW)).toEqual({ ms: 0, days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
