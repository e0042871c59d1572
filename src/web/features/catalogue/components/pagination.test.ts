import { describe, expect, it } from 'vitest';
import { paging } from './pagination';

const full = Array.from({ length: 12 }, (_, i) => i);
const listing = (total: number, totalCapped: boolean, items = full) => ({ total, totalCapped, pageSize: 12, items: items as never[] });

describe('paging', () => {
  it('counts pages from the total while the server counted every match', () => {
    expect(paging(listing(30, false), 1)).toEqual({ pageCount: 3, capped: false, hasNext: true });
    expect(paging(listing(30, false, [1, 2, 3, 4, 5, 6]), 3)).toEqual({ pageCount: 3, capped: false, hasNext: false });
    expect(paging(listing(0, false, []), 1)).toEqual({ pageCount: 1, capped: false, hasNext: false });
  });

  it('beyond the count, goes on while pages are full and reads the page count as a lower bound', () => {
    expect(paging(listing(1000, true), 1)).toEqual({ pageCount: 84, capped: true, hasNext: true });
    expect(paging(listing(1000, true), 90)).toEqual({ pageCount: 90, capped: true, hasNext: true });
    expect(paging(listing(1000, true, [1, 2]), 120)).toEqual({ pageCount: 120, capped: true, hasNext: false });
  });

  it('has no pages before an answer', () => {
    expect(paging(undefined, 1)).toEqual({ pageCount: 1, capped: false, hasNext: false });
  });
});
