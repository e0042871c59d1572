/**
 * How a search of the catalogue matches (decision 021):
 * - `words`: full text. Every word of the query (stemmed, English) appears in the title, location or
 *   description; websearch syntax works ("quoted phrase", `or`, `-word`). Ordered by where the words are (title, location, anywhere).
 * - `fuzzy`, for a query whose words find nothing: the query with each word replaced by the closest
 *   word of a title or location that resembles it (`corrected`: "Thaane" → "thane", trigram word
 *   similarity) found as full text, or the text contains the query as typed (a word begun, "100%").
 */
export type ListingSearch = { text: string; mode: 'words' | 'fuzzy'; corrected?: string };

/** The words of a query as the trigram lookup takes them: lower-cased runs of letters and digits. */
export function queryWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The search a query box asks for, or none for an empty box. Control characters (the separator of
 * `auction_search.doc` among them) are dropped, so a substring match never spans two fields. A query
 * with no letter or digit has no words to look up and goes straight to the fuzzy match.
 */
export function searchOf(q: string | undefined): ListingSearch | undefined {
  // eslint-disable-next-line no-control-regex
  const text = (q ?? '').replace(/[\u0000-\u001f]/g, '').trim();
  if (!text) return undefined;
  return { text, mode: /[\p{L}\p{N}]/u.test(text) ? 'words' : 'fuzzy' };
}

/** Whether a query rules a word out (`villa -pune`, websearch syntax). */
export function excludesWords(text: string): boolean {
  return /(^|\s)-[\p{L}\p{N}]/u.test(text);
}

/**
 * The fuzzy search to try when `search`'s words found nothing, or null. NOTE: a query that excludes
 * a word (`villa -pune`) never falls back: resemblance ignores the minus and would bring back
 * exactly what the user ruled out.
 */
export function fallbackOf(search: ListingSearch): ListingSearch | null {
  if (search.mode !== 'words' || excludesWords(search.text)) return null;
  return { text: search.text, mode: 'fuzzy' };
}

/** The fuzzy search with its words corrected (`closest[i]` replaces word i, null keeps it); no correction when nothing changed. */
export function corrected(search: ListingSearch, words: string[], closest: (string | null)[]): ListingSearch {
  const fixed = words.map((w, i) => closest[i] ?? w);
  return fixed.some((w, i) => w !== words[i]) ? { ...search, corrected: fixed.join(' ') } : search;
}
