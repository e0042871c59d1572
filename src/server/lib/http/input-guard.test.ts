import { describe, expect, it } from 'vitest';
import { guardInput, inputProblem, LONE_SURROGATE_MESSAGE, MAX_BODY_DEPTH, NUL_MESSAGE, TOO_DEEP_MESSAGE } from './input-guard';

const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : [nested(depth - 1)]);

describe('guardInput', () => {
  it('refuses a NUL in the path, the query or anywhere in a JSON body, and lets the rest through', () => {
    expect(() => guardInput({ url: '/api/auctions?location=%00' })).toThrow(NUL_MESSAGE);
    expect(() => guardInput({ url: '/api/admin/users/%00/verification' })).toThrow(NUL_MESSAGE);
    expect(() => guardInput({ url: '/api/x', body: { title: 'Flat\u0000' } })).toThrow(NUL_MESSAGE);
    expect(() => guardInput({ url: '/api/x', body: { items: [{ name: ['a', 'b\u0000'] }] } })).toThrow(NUL_MESSAGE);
    expect(() => guardInput({ url: '/api/auctions?q=Pune%20flat', body: { title: 'Flat in Pune', n: 5, ok: null } })).not.toThrow();
    expect(() => guardInput({ url: '/api/auctions?q=%E0%A4' })).not.toThrow();
  });

  it('refuses half of a surrogate pair, and keeps whole pairs (emoji) and every other character', () => {
    expect(() => guardInput({ url: '/api/x', body: { redirectTo: '/reset\ud800' } })).toThrow(LONE_SURROGATE_MESSAGE);
    expect(() => guardInput({ url: '/api/x', body: { title: '\udfffFlat' } })).toThrow(LONE_SURROGATE_MESSAGE);
    expect(() => guardInput({ url: '/api/x', body: { title: 'घर 🏠 \u202e\u0001' } })).not.toThrow();
  });

  it(`refuses a body nested more than ${MAX_BODY_DEPTH} levels deep, however deep, without overflowing the stack`, () => {
    expect(inputProblem(nested(MAX_BODY_DEPTH))).toBeNull();
    expect(inputProblem(nested(MAX_BODY_DEPTH + 1))).toBe(TOO_DEEP_MESSAGE);
    expect(inputProblem(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)))).toBe(TOO_DEEP_MESSAGE);
  });

  it('looks inside keys too', () => {
    expect(inputProblem({ 'a\u0000': 1 })).toBe(NUL_MESSAGE);
    expect(inputProblem({ '\ud83c': 1 })).toBe(LONE_SURROGATE_MESSAGE);
  });
});
