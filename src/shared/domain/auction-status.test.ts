import { describe, expect, it } from 'vitest';
import { canBid, cardAction, displayStatus, effectiveStatus, statusLabel, statusTone } from './auction-status';

describe('displayStatus', () => {
  it('shows live, upcoming and ended as they are', () => {
    expect(displayStatus('live')).toBe('live');
    expect(displayStatus('upcoming')).toBe('upcoming');
    expect(displayStatus('ended')).toBe('ended');
  });

  it('shows draft and cancelled as upcoming', () => {
    expect(displayStatus('draft')).toBe('upcoming');
    expect(displayStatus('cancelled')).toBe('upcoming');
  });
});

describe('card buttons and badges', () => {
  it('offers Place Bid only on a live auction', () => {
    expect(canBid('live')).toBe(true);
    for (const s of ['draft', 'upcoming', 'ended', 'cancelled'] as const) expect(canBid(s)).toBe(false);
    expect(cardAction('live')).toBe('place_bid');
  });

  it('offers Set Reminder on upcoming and View Result on ended', () => {
    expect(cardAction('upcoming')).toBe('set_reminder');
    expect(cardAction('draft')).toBe('set_reminder');
    expect(cardAction('ended')).toBe('view_result');
  });

  it('colours live green, upcoming blue and ended grey', () => {
    expect(statusTone('live')).toBe('green');
    expect(statusTone('upcoming')).toBe('blue');
    expect(statusTone('ended')).toBe('grey');
    expect(statusLabel('cancelled')).toBe('UPCOMING');
    expect(statusLabel('live')).toBe('LIVE');
  });
});

describe('effectiveStatus', () => {
  const now = Date.parse('2025-03-01T10:00:00Z');
  it('reads a live auction past its end as ended', () => {
    expect(effectiveStatus({ status: 'live', endTime: '2025-03-01T09:59:59Z' }, now)).toBe('ended');
  });
  it('leaves a live auction before its end, and every other status, alone', () => {
    expect(effectiveStatus({ status: 'live', endTime: '2025-03-01T10:00:01Z' }, now)).toBe('live');
    expect(effectiveStatus({ status: 'upcoming', endTime: '2025-03-01T09:00:00Z' }, now)).toBe('upcoming');
  });
});
