/**
 * Where sign-in returns to (issue 28): a visitor sent to sign in from a page they asked for ("Sign In to
 * Bid" on an auction, a guarded dashboard, a link in an e-mail) comes back to it once signed in or
 * registered. It travels in the address (`/auth?next=/auction/…`), so a reload, a switch to the Register
 * tab or a server-rendered sign-in page keeps it. With nothing asked, sign-in goes to `/` (spec §2).
 */

const AUTH_PATH = '/auth';

/** The sign-in page that returns to `from` (a path of this site, with its query). */
export function signInPath(from: string): string {
  const next = returnPath(from);
  return next ? `${AUTH_PATH}?next=${encodeURIComponent(next)}` : AUTH_PATH;
}

/**
 * `next` when it is a path of this site to return to, else null. NOTE: only a path that starts with one
 * "/" is taken ("//evil.example" and "/\evil.example" are other sites to a browser), and never the sign-in
 * page itself, so no address can send a user elsewhere after signing in.
 */
export function returnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (/\p{Cc}/u.test(next)) return null;
  const path = next.split(/[?#]/)[0]!;
  if (path === '/' || path === AUTH_PATH || path.startsWith(`${AUTH_PATH}/`)) return null;
  return next;
}
