import { describe, expect, it } from 'vitest';
import { holdsNul, refuseNul } from './input-guard';

describe('refuseNul', () => {
  it('refuses a NUL in the path, the query or anywhere in a JSON body, and lets the rest through', () => {
    expect(() => refuseNul({ url: '/api/auctions?location=%00' })).toThrow('NUL');
    expect(() => refuseNul({ url: '/api/admin/users/%00/verification' })).toThrow('NUL');
    expect(() => refuseNul({ url: '/api/x', body: { title: 'Flat\u0000' } })).toThrow('NUL');
    expect(() => refuseNul({ url: '/api/x', body: { items: [{ name: ['a', 'b\u0000'] }] } })).toThrow('NUL');
    expect(() => refuseNul({ url: '/api/auctions?q=Pune%20flat', body: { title: 'Flat in Pune', n: 5, ok: null } })).not.toThrow();
    expect(() => refuseNul({ url: '/api/auctions?q=%E0%A4' })).not.toThrow();
  });

  it('looks inside keys too', () => {
    expect(holdsNul({ 'a\u0000': 1 })).toBe(true);
  });
});
