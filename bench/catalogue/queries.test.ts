import { describe, expect, it } from 'vitest';
import { AuctionListQuerySchema } from '../../src/shared/schemas/auction';
import { draw, misspell, shapes, type Vocabulary } from './queries';

const vocabulary: Vocabulary = {
  words: ['pune', 'bungalow', 'garden', 'nashik', 'parking', 'flat'],
  phrases: ['koregaon park', 'navi mumbai'],
  pinCodes: ['411001', '400703'],
  places: [
    ['Maharashtra', 'Pune'],
    ['Karnataka', 'Bengaluru Urban'],
  ],
  sellers: ['0b5f6c1e-7d1a-4c39-9a53-2f1f7d5b8a11'],
  cursorPaths: ['/api/auctions?sort=newest&cursor=abc'],
};

describe('the catalogue benchmark’s queries', () => {
  it('misspells a word by one slip, never leaving it as it was', () => {
    const r = draw(1);
    for (let i = 0; i < 200; i++) {
      const slip = misspell('bungalow', r);
      expect(slip).not.toBe('bungalow');
      expect(Math.abs(slip.length - 'bungalow'.length)).toBeLessThanOrEqual(1);
    }
  });

  it('asks something new with nearly every request, and only what the API accepts', () => {
    for (const shape of shapes(vocabulary).slice(1, -1)) {
      const paths = Array.from({ length: 50 }, () => shape.path());
      expect(new Set(paths).size, shape.name).toBeGreaterThan(1);
      for (const path of paths) {
        const url = new URL(path, 'http://x');
        expect(url.pathname).toBe('/api/auctions');
        expect(AuctionListQuerySchema.safeParse(Object.fromEntries(url.searchParams)).success, path).toBe(true);
      }
    }
  });

  it('draws the same sequence on every run', () => {
    const once = shapes(vocabulary).map((s) => s.path());
    expect(shapes(vocabulary).map((s) => s.path())).toEqual(once);
  });
});
