import { describe, expect, it } from 'vitest';
import { MAX_CORRECTED_WORDS, planSearch, searchText, termsToLookUp, usesSyntax, type TermLookup } from './listing-search';

/** A vocabulary that knows `known` (and `inDocuments`), and answers `similar` / `completion` as given. */
function vocabulary(entries: Record<string, Partial<TermLookup>>) {
  const asked: string[][] = [];
  const lookUp = async (terms: string[]) => {
    asked.push(terms);
    return new Map(terms.map((t) => [t, { known: false, inDocuments: false, similar: null, completion: null, ...entries[t] }] as const));
  };
  return { lookUp, asked };
}

describe('searchText', () => {
  it('trims the query and drops control characters', () => {
    expect(searchText('  Koregaon\u0001 Park ')).toBe('Koregaon Park');
    expect(searchText(undefined)).toBeUndefined();
    expect(searchText(' \u0001 ')).toBeUndefined();
  });
});

describe('usesSyntax', () => {
  it('sees phrases, exclusions and "or", not hyphenated words', () => {
    expect(usesSyntax('"koregaon park"')).toBe(true);
    expect(usesSyntax('villa -pune')).toBe(true);
    expect(usesSyntax('villa or warehouse')).toBe(true);
    expect(usesSyntax('sea-facing villa')).toBe(false);
    expect(usesSyntax('Orchid villa')).toBe(false);
  });
});

describe('termsToLookUp', () => {
  it('looks up each word and every two or three words in a row', () => {
    expect(termsToLookUp(['a', 'b', 'c', 'd'])).toEqual(['a', 'a b', 'a b c', 'b', 'b c', 'b c d', 'c', 'c d', 'd']);
  });
});

describe('planSearch', () => {
  it('corrects a misspelt word to the similar term, written as it was typed', async () => {
    const { lookUp } = vocabulary({ bunglow: { similar: { term: 'bungalow', similarity: 0.55, canonical: null } }, pune: { known: true } });
    const search = await planSearch('bunglow Pune', lookUp);
    expect(search).toMatchObject({ text: 'bunglow Pune', query: 'bungalow Pune', searchedFor: 'bungalow Pune' });
    expect((await planSearch('Bunglow', lookUp)).searchedFor).toBe('Bungalow');
  });

  it('corrects to a place by its own name, and searches all its names', async () => {
    const { lookUp } = vocabulary({ banglore: { similar: { term: 'bangalore', similarity: 0.58, canonical: 'bengaluru' } } });
    const search = await planSearch('Banglore', lookUp);
    expect(search.searchedFor).toBe('Bengaluru');
    expect(search.places).toEqual([{ name: 'bengaluru', names: ['bengaluru', 'bangalore'] }]);
  });

  it('replaces another name of a place by its own without asking the vocabulary', async () => {
    const { lookUp, asked } = vocabulary({});
    const search = await planSearch('Nasik', lookUp);
    expect(search).toMatchObject({ query: 'Nashik', searchedFor: 'Nashik', places: [{ name: 'nashik', names: ['nashik', 'nasik'] }] });
    expect(asked).toEqual([]);
  });

  it('keeps a place typed by its own name, still searching its other names, and says nothing', async () => {
    const search = await planSearch('Mumbai', vocabulary({}).lookUp);
    expect(search.searchedFor).toBeUndefined();
    expect(search.query).toBe('Mumbai');
    expect(search.places).toEqual([{ name: 'mumbai', names: ['mumbai', 'bombay'] }]);
  });

  it('corrects a place name of several words as one', async () => {
    const { lookUp } = vocabulary({
      koregaon: { known: true },
      'koregaon prk': { similar: { term: 'koregaon park', similarity: 0.69, canonical: null } },
    });
    expect((await planSearch('Koregaon Prk', lookUp)).searchedFor).toBe('Koregaon Park');
  });

  it('never corrects words that are known, alone or together', async () => {
    const { lookUp } = vocabulary({
      koregaon: { known: true },
      pune: { known: true },
      lawn: { inDocuments: true, similar: { term: 'lawns', similarity: 0.6, canonical: null } },
      'koregaon pune': { similar: { term: 'koregaon park', similarity: 0.56, canonical: null } },
    });
    const search = await planSearch('Koregaon Pune lawn', lookUp);
    expect(search.searchedFor).toBeUndefined();
    expect(search.query).toBe('Koregaon Pune lawn');
  });

  it('keeps words nothing resembles, PIN codes and words too short to judge', async () => {
    const { lookUp } = vocabulary({ xylophone: {}, ab: { similar: { term: 'abc', similarity: 0.5, canonical: null } } });
    const search = await planSearch('xylophone 411001 ab', lookUp);
    expect(search.searchedFor).toBeUndefined();
    expect(search.query).toBe('xylophone 411001 ab');
  });

  it('completes a word begun', async () => {
    const { lookUp } = vocabulary({ koreg: { completion: { term: 'koregaon', canonical: null } } });
    expect((await planSearch('Koreg', lookUp)).searchedFor).toBe('Koregaon');
  });

  it('searches a long query as typed, asking the vocabulary nothing', async () => {
    const { lookUp, asked } = vocabulary({});
    const text = `${'mumbia '.repeat(MAX_CORRECTED_WORDS)}Bombay`;
    const search = await planSearch(text, lookUp);
    expect(search).toEqual({ text, query: text, places: [{ name: 'bombay', names: ['bombay', 'mumbai'] }] });
    expect(asked).toEqual([]);
    expect((await planSearch('mumbia '.repeat(MAX_CORRECTED_WORDS), lookUp)).searchedFor).toBeUndefined();
    expect(asked).toHaveLength(1);
  });

  it('searches a query with syntax as typed, other names of places included', async () => {
    const { lookUp, asked } = vocabulary({});
    const search = await planSearch('villa -Bombay', lookUp);
    expect(search).toEqual({ text: 'villa -Bombay', query: 'villa -Bombay', places: [{ name: 'bombay', names: ['bombay', 'mumbai'] }] });
    expect(asked).toEqual([]);
  });
});
