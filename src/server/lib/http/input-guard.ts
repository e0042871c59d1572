import { ValidationError } from './errors';

/** What a NUL character in any input gets: PostgreSQL stores no NUL in text, and would answer 500. */
export const NUL_MESSAGE = 'Text must not contain NUL characters.';
/**
 * What half of a UTF-16 surrogate pair gets (JSON can spell one, `"\ud800"`): it is no character, the
 * database driver would store it as U+FFFD, and encodeURIComponent throws on it (a reset link's
 * `redirectTo` answered 500).
 */
export const LONE_SURROGATE_MESSAGE = 'Text must be valid Unicode: it holds half of a surrogate pair.';
/** No form of the API nests deeper than a few levels; a deeper body only costs stack (JSON.stringify of it overflows). */
export const MAX_BODY_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The body must not be nested more than ${MAX_BODY_DEPTH} levels deep.`;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return null;
}

/**
 * Why the guard refuses a decoded string or a parsed JSON value (a NUL or a lone surrogate in any
 * string or key, or nesting past MAX_BODY_DEPTH), or null when it does not.
 */
export function inputProblem(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return textProblem(value);
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_BODY_DEPTH) return TOO_DEEP_MESSAGE;
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = inputProblem(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const problem = textProblem(key) ?? inputProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
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
 * One guard before every route's validation, Better Auth's routes included: no NUL or lone surrogate
 * in the path, the query or the body, and no body nested past MAX_BODY_DEPTH, reaches a handler (nor
 * the database). Each route's schema checks the rest (types, ranges, lengths).
 */
export function guardInput(req: { url: string; body?: unknown }): void {
  const problem = (decodedUrl(req.url).includes('\u0000') ? NUL_MESSAGE : null) ?? inputProblem(req.body);
  if (problem) throw new ValidationError(problem);
}
