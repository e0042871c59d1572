/**
 * What the server says and the forms' checks say (decision 043): each group of texts is defined under a
 * name, and each text has a key, `group.name`, in the `messages` catalogue, where Hindi and Marathi word
 * it. The English is the text itself (the spec's words); an error carries its key and parameters, so the
 * browser words it in its language by key.
 */

/** Values of a text's placeholders: amounts in rupees, dates as ISO strings, codes (a sale's stage). */
export type TextParams = Record<string, string | number>;

/** A text by key, with its parameters: how an error names what it says. */
export type Said = { key: string; params?: TextParams };

/** Each fixed text, by its English, to its key. NOTE: the same English in two groups keeps the first key: both say the same. */
const keys = new Map<string, string>();

/** Names a group of texts: each fixed text gets its key (`group.name`); a text with figures is keyed where it is said (`said`). */
export function defineMessages<T extends Record<string, unknown>>(group: string, texts: T): T {
  for (const [name, text] of Object.entries(texts)) if (typeof text === 'string' && !keys.has(text)) keys.set(text, `${group}.${name}`);
  return texts;
}

/** The key of a fixed text of a group defined so far, if it is one. */
export const messageKey = (text: string): string | undefined => keys.get(text);

/** A text with figures, by key: `said('bid.tooLow', { amount: 50_00_000 })`. */
export const said = (key: string, params?: TextParams): Said => (params ? { key, params } : { key });
