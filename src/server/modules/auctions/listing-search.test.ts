import { describe, expect, it } from 'vitest';
import { corrected, fallbackOf, queryWords, searchOf } from './listing-search';

describe('searchOf', () => {
  it('looks up the words of a query, trimmed and without control characters', () => {
    expect(searchOf('  Koregaon\u0001 Park ')).toEqual({ text: 'Koregaon Park', mode: 'words' });
    expect(searchOf('विला')).toEqual({ text: 'विला', mode: 'words' });
  });

  it('matches a query without a letter or digit as typed', () => {
    expect(searchOf('%_')).toEqual({ text: '%_', mode: 'fuzzy' });
  });

  it('asks for no search when the box is empty', () => {
    expect(searchOf(undefined)).toBeUndefined();
    expect(searchOf(' \u0001 ')).toBeUndefined();
  });
});

describe('fallbackOf', () => {
  it('falls back from words to resemblance', () => {
    expect(fallbackOf({ text: 'Thaane', mode: 'words' })).toEqual({ text: 'Thaane', mode: 'fuzzy' });
    expect(fallbackOf({ text: 'sea-facing villa', mode: 'words' })).toEqual({ text: 'sea-facing villa', mode: 'fuzzy' });
  });

  it('never falls back for a query that rules a word out, or from a fuzzy search', () => {
    expect(fallbackOf({ text: 'villa -pune', mode: 'words' })).toBeNull();
    expect(fallbackOf({ text: '-pune', mode: 'words' })).toBeNull();
    expect(fallbackOf({ text: '%_', mode: 'fuzzy' })).toBeNull();
  });
});

describe('corrected', () => {
  it('replaces the words that have a closer spelling, and keeps the rest', () => {
    const fuzzy = { text: 'Thaane, 2BHK flat', mode: 'fuzzy' as const };
    const words = queryWords(fuzzy.text);
    expect(words).toEqual(['thaane', '2bhk', 'flat']);
    expect(corrected(fuzzy, words, ['thane', null, 'flat'])).toEqual({ ...fuzzy, corrected: 'thane 2bhk flat' });
  });

  it('leaves the search alone when nothing changed', () => {
    const fuzzy = { text: 'xylophone', mode: 'fuzzy' as const };
    expect(corrected(fuzzy, ['xylophone'], [null])).toEqual(fuzzy);
    expect(corrected(fuzzy, ['xylophone'], ['xylophone'])).toEqual(fuzzy);
  });
});
