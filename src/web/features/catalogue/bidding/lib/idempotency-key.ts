/** A fresh key per submit attempt: a retried request then returns the first outcome instead of bidding twice. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // NOTE: randomUUID exists only in secure contexts; plain http on a LAN address still needs a key.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
