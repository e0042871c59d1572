import { describe, expect, it } from 'vitest';
import { AuctionCreateSchema } from '@shared/schemas/auction-form';
import { localTimeZoneLabel } from '@shared/domain/date-format';
import { toLocalInputValue } from './local-datetime';

describe('toLocalInputValue', () => {
  it('is empty for no time or an unparseable one', () => {
    expect(toLocalInputValue(null)).toBe('');
    expect(toLocalInputValue('soon')).toBe('');
  });
  it('round-trips through the form schema to the same instant (to the minute)', () => {
    const iso = '2026-11-22T06:30:00.000Z';
    const local = toLocalInputValue(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    const parsed = AuctionCreateSchema.parse({
      title: 'A title long enough',
      description: 'A description that is long enough to pass.',
      location: 'Pune',
      state: 'Maharashtra',
      district: 'Pune',
      pinCode: '411001',
      propertyType: 'Land',
      startingBid: 100,
      emdAmount: 10,
      startTime: local,
      endTime: toLocalInputValue('2026-11-23T06:30:00.000Z'),
    });
    expect(parsed.startTime).toBe(iso);
  });
});

describe('localTimeZoneLabel', () => {
  it('names the zone the viewer is in', () => {
    expect(localTimeZoneLabel()).toContain(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
