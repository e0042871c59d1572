import { AUCTION_SORTS, CATEGORIES, POSSESSION_TYPES, PROPERTY_TYPES } from '../../src/shared/domain/constants';
import { draw, type Draw } from '../lib/random';

export { draw };

/**
 * What buyers ask the catalogue, drawn afresh for every request (issue 27): words of the catalogue's
 * own vocabulary, misspellings of them, several words, PIN codes, price ranges, every filter and sort,
 * deep pages. Deterministic (a seeded generator), so two runs ask the same sequence.
 */
export type Vocabulary = {
  /** Single words of the catalogue's titles and places (most auctions first). */
  words: string[];
  /** Place names of several words ("koregaon park"). */
  phrases: string[];
  pinCodes: string[];
  /** Districts by state. */
  places: [state: string, district: string][];
  sellers: string[];
  /** Deep pages as a cursor asks for them (`?sort=…&cursor=…`), met walking each order page by page. */
  cursorPaths: string[];
};

/** A typing slip in `word`: a letter dropped, doubled, two swapped, or a vowel changed ("banglore", "puune"). */
export function misspell(word: string, r: Draw): string {
  const at = r.int(1, word.length - 2);
  switch (r.int(0, 3)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    case 2:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    default: {
      const vowels = 'aeiou';
      const i = [...word].findIndex((c, j) => j >= at && vowels.includes(c));
      if (i < 0) return word.slice(0, at) + word.slice(at + 1);
      const other = vowels[(vowels.indexOf(word[i]!) + r.int(1, 4)) % 5]!;
      return word.slice(0, i) + other + word.slice(i + 1);
    }
  }
}

const query = (params: Record<string, string | number | undefined>) =>
  `/api/auctions?${new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString()}`;

const PRICE_STEPS = [5_00_000, 10_00_000, 25_00_000, 50_00_000, 1_00_00_000, 2_00_00_000, 5_00_00_000, 10_00_00_000];

export type Shape = { name: string; path: () => string };

/** The shapes measured, each a new request every time but the first (the spec's default view). */
export function shapes(v: Vocabulary, seed = 27): Shape[] {
  const r = draw(seed);
  const longWords = v.words.filter((w) => w.length >= 5);
  const sometimes = <T>(p: number, value: () => T): T | undefined => (r.next() < p ? value() : undefined);
  const statuses = ['live', 'upcoming', 'ended', 'active'] as const;
  return [
    { name: 'default: live, Ending Soon, page 1', path: () => query({ status: 'live', sort: 'ending_soon' }) },
    { name: 'a different word each time', path: () => query({ q: r.pick(v.words) }) },
    { name: 'a different misspelling each time', path: () => query({ q: misspell(r.pick(longWords), r) }) },
    {
      name: 'two and three words (places, property words)',
      path: () =>
        query({
          q:
            r.next() < 0.3 && v.phrases.length
              ? `${r.pick(v.words)} ${r.pick(v.phrases)}`
              : [r.pick(v.words), r.pick(v.words), r.next() < 0.5 ? r.pick(v.words) : ''].join(' ').trim(),
        }),
    },
    { name: 'a PIN code', path: () => query({ q: r.pick(v.pinCodes) }) },
    {
      name: 'live, a random price range',
      path: () => {
        const low = r.int(0, PRICE_STEPS.length - 2);
        const high = r.int(low + 1, PRICE_STEPS.length - 1);
        return query({ status: 'live', minPrice: PRICE_STEPS[low]! + r.int(0, 99) * 1_000, maxPrice: PRICE_STEPS[high]! });
      },
    },
    {
      name: 'every filter at random (state, district, seller, possession, type, category)',
      path: () => {
        const [state, district] = r.pick(v.places);
        return query({
          state: sometimes(0.7, () => state),
          district: sometimes(0.5, () => district),
          seller: sometimes(0.4, () => r.pick(v.sellers)),
          possession: sometimes(0.4, () => r.pick(POSSESSION_TYPES)),
          propertyType: sometimes(0.5, () => r.pick(PROPERTY_TYPES)),
          category: sometimes(0.2, () => r.pick(CATEGORIES)),
          status: sometimes(0.6, () => r.pick(statuses)),
          sort: r.pick(AUCTION_SORTS),
        });
      },
    },
    {
      name: 'a word with filters and a sort',
      path: () =>
        query({
          q: r.pick(v.words),
          state: sometimes(0.4, () => r.pick(v.places)[0]),
          propertyType: sometimes(0.4, () => r.pick(PROPERTY_TYPES)),
          minPrice: sometimes(0.4, () => r.pick(PRICE_STEPS)),
          status: sometimes(0.5, () => r.pick(statuses)),
          sort: sometimes(0.6, () => r.pick(AUCTION_SORTS)),
        }),
    },
    { name: 'deep pages by number (20–400)', path: () => query({ sort: r.pick(AUCTION_SORTS), page: r.int(20, 400) }) },
    { name: 'deep pages by cursor', path: () => r.pick(v.cursorPaths) },
  ];
}
