import { ValidationError } from './errors';

/** What a NUL character in any input gets: PostgreSQL stores no NUL in text, and would answer 500. */
export const NUL_MESSAGE = 'Text must not contain NUL characters.';

/** Whether a decoded string, or any string inside a parsed JSON value, holds a NUL character. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  return Object.entries(value as Record<string, unknown>).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

/** The URL as the route sees it: percent-decoded (a malformed escape is the route's own 400 or 404). */
function decodedUrl(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/**
 * One guard before every route's validation: no NUL in the path, the query or the body reaches a
 * handler (nor the database). Each route's schema checks the rest (types, ranges, lengths).
 */
export function refuseNul(req: { url: string; body?: unknown }): void {
  if (decodedUrl(req.url).includes('\u0000') || holdsNul(req.body)) throw new ValidationError(NUL_MESSAGE);
}
