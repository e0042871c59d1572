import { verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { createSignUpHashes } from './sign-up-hashes';

describe('createSignUpHashes', () => {
  it('hands a prepared hash to the next hash() of the same password, once', async () => {
    const hashes = createSignUpHashes();
    await hashes.prepare('secret12');
    expect(hashes.pending()).toBe(1);
    const started = performance.now();
    const hash = await hashes.hash('secret12');
    // Taken, not computed: far quicker than one scrypt.
    expect(performance.now() - started).toBeLessThan(20);
    expect(hashes.pending()).toBe(0);
    expect(await verifyPassword({ hash, password: 'secret12' })).toBe(true);
  });

  it('gives two sign-ups with one password two different salted hashes', async () => {
    const hashes = createSignUpHashes();
    await Promise.all([hashes.prepare('same-pass'), hashes.prepare('same-pass')]);
    const [a, b] = [await hashes.hash('same-pass'), await hashes.hash('same-pass')];
    expect(a).not.toBe(b);
    expect(await verifyPassword({ hash: a, password: 'same-pass' })).toBe(true);
    expect(await verifyPassword({ hash: b, password: 'same-pass' })).toBe(true);
  });

  it('computes a fresh hash for a password nobody prepared', async () => {
    const hashes = createSignUpHashes();
    await hashes.prepare('prepared-one');
    const hash = await hashes.hash('another-one');
    expect(await verifyPassword({ hash, password: 'another-one' })).toBe(true);
    expect(hashes.pending()).toBe(1);
  });

  it('drops a prepared hash nobody took', async () => {
    const hashes = createSignUpHashes(50);
    await hashes.prepare('never-taken');
    expect(hashes.pending()).toBe(1);
    await new Promise((r) => setTimeout(r, 120));
    expect(hashes.pending()).toBe(0);
  });
});
