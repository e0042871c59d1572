import type { ReactNode } from 'react';

/**
 * What the server answers for a part that renders in the browser only: React's streaming renderer
 * sends the nearest Suspense boundary's fallback in its place, and the browser renders the part
 * itself when it hydrates (decision 035). Recognised by this digest on both sides, so neither logs it.
 */
export const CLIENT_ONLY_DIGEST = 'neelami:client-only';

export class ClientOnlyError extends Error {
  readonly digest = CLIENT_ONLY_DIGEST;
  constructor() {
    super('Rendered in the browser only');
  }
}

/** Whether an error from rendering (server side) or hydrating (browser side) is only a part left to the browser. */
export const isClientOnly = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { digest?: unknown }).digest === CLIENT_ONLY_DIGEST;

/**
 * Children rendered in the browser only (signed-in pages, redirects): the server sends the nearest
 * Suspense boundary's fallback instead. Must sit inside a Suspense boundary.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  if (typeof window === 'undefined') throw new ClientOnlyError();
  return <>{children}</>;
}
