import { ilike, or, type Column, type SQL } from 'drizzle-orm';

/** `%text%` for LIKE / ILIKE with the user's own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Any of the columns contains the text, ignoring case: the search box of the admin and vendor lists. */
export function anyContains(text: string, columns: (Column | SQL)[]): SQL {
  const pattern = containsPattern(text);
  return or(...columns.map((c) => ilike(c, pattern)))!;
}
