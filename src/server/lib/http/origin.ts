/**
 * The origins allowed to make state-changing requests and to open the WebSocket (decision 004): the
 * public URL's and those configured in ALLOWED_ORIGINS (the Vite dev server's, a second domain).
 * NOTE: never the request's own Host header: a client chooses it, and Better Auth builds the links it
 * mails (a password reset's callback) on the origins it trusts.
 */
export function allowedOrigins(publicUrl: string, extra: readonly string[] = []): string[] {
  return [new URL(publicUrl).origin, ...extra.map((o) => new URL(o).origin)];
}

/**
 * Whether a state-changing request (or a WebSocket upgrade) may go on: its Origin must be allowed; a
 * request without one passes only when it carries no cookie (a server-to-server caller with no session
 * to ride on), since browsers send Origin on every cross-site request that could use the session.
 */
export function isAllowedOrigin(
  req: { origin: string | undefined; cookie: string | undefined },
  publicUrl: string,
  extra: readonly string[] = [],
): boolean {
  if (!req.origin) return !req.cookie;
  return allowedOrigins(publicUrl, extra).includes(req.origin);
}
