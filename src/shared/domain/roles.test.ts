import { describe, expect, it } from 'vitest';
import { highestRole } from './roles';

describe('highestRole (spec §6)', () => {
  it.each([
    [['buyer', 'vendor'], 'vendor'],
    [['vendor', 'buyer'], 'vendor'],
    [['vendor', 'admin'], 'admin'],
    [['admin', 'vendor'], 'admin'],
    [['buyer', 'admin'], 'admin'],
    [['buyer', 'vendor', 'admin'], 'admin'],
    [['admin'], 'admin'],
    [['vendor'], 'vendor'],
    [['buyer'], 'buyer'],
  ] as const)('gives %j the role %s', (roles, expected) => {
    expect(highestRole(roles)).toBe(expected);
  });

  it('falls back to buyer when there are no role rows', () => {
    expect(highestRole([])).toBe('buyer');
    expect(highestRole(null)).toBe('buyer');
    expect(highestRole(undefined)).toBe('buyer');
  });
});
