/**
 * The origins allowed to make state-changing requests and to open the WebSocket (decision 004): the
 * public URL's, and the host the request came in on (a server reached by a LAN address in development).
 */
export function allowedOrigins(publicUrl: string, host: string | null | undefined): string[] {
  const origins = [new URL(publicUrl).origin];
  if (host) origins.push(`http://${host}`, `https://${host}`);
  return origins;
}

/** A request without an Origin header is not a cross-site browser request. */
export function isAllowedOrigin(origin: string | undefined, host: string | undefined, publicUrl: string): boolean {
  return !origin || allowedOrigins(publicUrl, host).includes(origin);
}
