import { namesOf, PLACE_NAMES, placeTerm } from './place-aliases';

/**
 * How a search of the catalogue matches (decisions 021 and 039): full text. Every word of `query`
 * (stemmed, English) appears in the title, the place (location, locality, district, state, PIN code)
 * or the description; websearch syntax works ("quoted phrase", `or`, `-word`). Ordered by where the
 * words are (title, place, anywhere).
 * - `query` is the text as typed, or with its misspelt words corrected against the catalogue's
 *   vocabulary and other names of a place replaced by the place's own name; `searchedFor` is then
 *   what the page says it searched ("Showing results for Nashik").
 * - `places`: a place of the alternative names list named in `query` (`name`, as a term) is found
 *   under any of its names (`names`): "Nashik" also finds an auction that says "Nasik".
 */
export type ListingSearch = {
  text: string;
  query: string;
  places: { name: string; names: string[] }[];
  searchedFor?: string;
};

/** A query word and a vocabulary term must be this similar (pg_trgm `similarity`) for the term to replace it ("mumbia" → "mumbai" is 0.4). */
export const WORD_SIMILARITY = 0.4;
/** The same for two to three words and a place name of as many ("koregaon prk" → "koregaon park" is 0.69). */
export const PHRASE_SIMILARITY = 0.5;
/** The longest place name, in words, looked up as one. */
const MAX_PHRASE_WORDS = 3;
/** A query of more words is searched as typed: the lookup of its words stays a few dozen terms at most. */
export const MAX_CORRECTED_WORDS = 10;

/** The words of a query as the vocabulary holds them: lower-cased runs of letters and digits. */
export function queryWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The query box's text, trimmed, without control characters; none for an empty box. */
export function searchText(q: string | undefined): string | undefined {
  // eslint-disable-next-line no-control-regex
  const text = (q ?? '').replace(/[\u0000-\u001f]/g, '').trim();
  return text || undefined;
}

/**
 * Whether a query uses websearch syntax (a "phrase", `-word`, `or`): its words are then searched as
 * typed, never corrected, since a correction would have to keep the syntax around it; other names of
 * a place still count. NOTE: a correction of a word ruled out (`villa -pune`) would rule out
 * something else than the user meant.
 */
export function usesSyntax(text: string): boolean {
  return /["]|(^|\s)-[\p{L}\p{N}]|(^|\s)or(\s|$)/iu.test(text);
}

/** Whether a query rules a word out (`villa -pune`, websearch syntax). */
export function excludesWords(text: string): boolean {
  return /(^|\s)-[\p{L}\p{N}]/u.test(text);
}

/** What the vocabulary says of a term of the query (see `catalogueRepository.vocabularyOf`). */
export type TermLookup = {
  /**
   * The term is a word or place name of the catalogue, a name of the alternative names list, or a
   * word the full-text search leaves out ("and"): kept as typed.
   */
  known: boolean;
  /** A single word found in some auction's text (a word of a description, which the vocabulary does not hold). */
  inDocuments: boolean;
  /** The most similar term (the most auctions among equals), its similarity, and the place it names if any. */
  similar: { term: string; similarity: number; canonical: string | null } | null;
  /** The term with the most auctions that begins with this word ("koreg" → "koregaon"). */
  completion: { term: string; canonical: string | null } | null;
};

/** The runs of words a query may be corrected by: each word, and every two or three words in a row. */
export function termsToLookUp(words: string[]): string[] {
  const terms = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= MAX_PHRASE_WORDS && i + n <= words.length; n++) terms.add(words.slice(i, i + n).join(' '));
  }
  return [...terms];
}

/** `term` written as the typed `word` was: capitalised when it was ("Mumbia" → "Mumbai", "bunglow" → "bungalow"). */
function likeTyped(term: string, typed: string): string {
  const capitalised = typed[0] !== undefined && typed[0] !== typed[0].toLowerCase();
  return capitalised ? term.replace(/(^|\s)(\p{L})/gu, (_, space: string, c: string) => space + c.toUpperCase()) : term;
}

/**
 * The search for `text`. `lookUp` answers for the terms of a query (see `termsToLookUp`) from the
 * vocabulary; it is not called for a query that uses syntax, has more than MAX_CORRECTED_WORDS words
 * or has no word to correct.
 *
 * Read from the left, each run of up to three words is, in this order of preference: a name of the
 * alternative names list (replaced by the place's own name); a word or place name of the catalogue
 * (kept); a single word found in some auction's text (kept); similar enough to a term of the
 * vocabulary (replaced by it, a place name by its own name); a word the vocabulary completes (3
 * letters or more). Longer runs are tried first, so "Koregaon Prk" becomes "Koregaon Park" as one.
 */
export async function planSearch(text: string, lookUp: (terms: string[]) => Promise<Map<string, TermLookup>>): Promise<ListingSearch> {
  const words = queryWords(text);
  // The words as typed, for what the page shows; NOTE: lower-casing may split a word differently
  // (a dotted capital I), and then the lower-cased words are shown.
  const asTyped = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const typedWords = asTyped.length === words.length ? asTyped : words;
  const places = new Map<string, string[]>();
  const addPlace = (name: string) => places.set(placeTerm(name), namesOf(name));

  if (usesSyntax(text) || words.length === 0 || words.length > MAX_CORRECTED_WORDS) {
    // Only the places named as typed count under their other names.
    for (const term of termsToLookUp(words)) {
      const name = PLACE_NAMES.get(term);
      if (name) places.set(term, [...new Set([term, ...namesOf(name)])]);
    }
    return { text, query: text, places: [...places].map(([name, names]) => ({ name, names })) };
  }

  const needsVocabulary = words.some((w) => !PLACE_NAMES.has(w) && !/\p{N}/u.test(w));
  const found = needsVocabulary ? await lookUp(termsToLookUp(words)) : new Map<string, TermLookup>();
  const out: string[] = [];
  let changed = false;
  /** Whether the run of `n` words from word `i` was settled (pushed to `out`, as typed or replaced). */
  const settle = (i: number, n: number): boolean => {
    const term = words.slice(i, i + n).join(' ');
    const typed = typedWords.slice(i, i + n).join(' ');
    const replace = (by: string, canonical: string | null) => {
      const name = canonical ? PLACE_NAMES.get(canonical) : undefined;
      if (name) addPlace(name);
      const shown = name ?? likeTyped(by, typed);
      const same = placeTerm(shown) === term;
      changed ||= !same;
      out.push(same ? typed : shown);
      return true;
    };
    if (PLACE_NAMES.has(term)) return replace(term, term);
    if (/\p{N}/u.test(term)) return false;
    const look = found.get(term);
    if (!look) return false;
    if (look.known || (n === 1 && look.inDocuments)) {
      out.push(typed);
      return true;
    }
    const { similar, completion } = look;
    const close = n === 1 ? WORD_SIMILARITY : PHRASE_SIMILARITY;
    // NOTE: words that are all known are never corrected together ("koregaon pune" is not "koregaon park").
    const unknownWord = words.slice(i, i + n).some((w) => !PLACE_NAMES.has(w) && !found.get(w)?.known && !found.get(w)?.inDocuments);
    if (similar && unknownWord && similar.similarity >= close && termWords(similar.term) === n && (n > 1 || term.length >= 3)) {
      return replace(similar.term, similar.canonical);
    }
    if (n === 1 && completion && term.length >= 3) return replace(completion.term, completion.canonical);
    return false;
  };
  for (let i = 0; i < words.length;) {
    let n = Math.min(MAX_PHRASE_WORDS, words.length - i);
    while (n > 0 && !settle(i, n)) n--;
    if (n === 0) {
      // Nothing known of the word: searched as typed.
      out.push(typedWords[i]!);
      n = 1;
    }
    i += n;
  }
  const query = out.join(' ');
  return {
    text,
    query: changed ? query : text,
    places: [...places].map(([name, names]) => ({ name, names })),
    ...(changed ? { searchedFor: query } : {}),
  };
}

function termWords(term: string): number {
  return term.split(' ').length;
}
