import { createHash } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';

/**
 * Password hashes made before Better Auth's sign-up transaction opens.
 *
 * NOTE: Better Auth's sign-up hashes the password (scrypt, 100-200 ms on these machines) inside its
 * transaction. On PGlite a transaction holds the only connection, so every other request's query
 * would wait for the hash. The sign-up before-hook hashes first (`prepare`); the `password.hash`
 * Better Auth then calls takes that hash instead of computing one. Each prepared hash is taken
 * once (two sign-ups with one password still get two salts; a sign-up for an address already
 * registered takes one too, so that it costs the same), and one never taken (a sign-up refused
 * after the hook, say) is dropped after `ttlMs`. Any other caller just gets a fresh hash.
 */
export function createSignUpHashes(ttlMs = 10_000) {
  const ready = new Map<string, string[]>();
  const keyOf = (password: string) => createHash('sha256').update(password).digest('base64');

  const take = (key: string, hash?: string): string | undefined => {
    const list = ready.get(key);
    if (!list) return undefined;
    const at = hash === undefined ? 0 : list.indexOf(hash);
    const [taken] = at >= 0 ? list.splice(at, 1) : [];
    if (list.length === 0) ready.delete(key);
    return taken;
  };

  return {
    async prepare(password: string): Promise<void> {
      const hash = await hashPassword(password);
      const key = keyOf(password);
      ready.set(key, [...(ready.get(key) ?? []), hash]);
      setTimeout(() => take(key, hash), ttlMs).unref();
    },
    async hash(password: string): Promise<string> {
      return take(keyOf(password)) ?? hashPassword(password);
    },
    /** How many prepared hashes wait to be taken (for tests). */
    pending(): number {
      let n = 0;
      for (const list of ready.values()) n += list.length;
      return n;
    },
  };
}
export type SignUpHashes = ReturnType<typeof createSignUpHashes>;
