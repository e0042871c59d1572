import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BidLogPublicKey } from '../../../shared/bid-log';

/**
 * The platform's Ed25519 key that signs the heads of closed bid logs (decision 020). Its public half
 * is published at `GET /api/bid-log/public-key`; anyone can check a seal with that alone.
 */
export type SigningKey = {
  publicKey: BidLogPublicKey;
  /** Ed25519 signature of the UTF-8 text, base64. */
  sign(text: string): string;
};

/** Where the embedded setup keeps the key it generated on first start. */
export const SIGNING_KEY_FILE = 'bid-log-signing-key.pem';

export class SigningKeyError extends Error {}

export function signingKeyFrom(privateKey: KeyObject): SigningKey {
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new SigningKeyError(`the bid log signing key must be Ed25519, not ${privateKey.asymmetricKeyType}`);
  const spkiDer = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const spki = spkiDer.toString('base64');
  const pem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return {
    // Same rule as keyIdOf in src/shared/bid-log.ts, synchronously.
    publicKey: { algorithm: 'Ed25519', keyId: createHash('sha256').update(spkiDer).digest('hex').slice(0, 16), spki, pem },
    sign: (text) => sign(null, Buffer.from(text, 'utf8'), privateKey).toString('base64'),
  };
}

/** A key that lives as long as the process: tests and benchmarks. */
export function generateSigningKey(): SigningKey {
  return signingKeyFrom(generateKeyPairSync('ed25519').privateKey);
}

/**
 * The key from configuration (`BID_LOG_SIGNING_KEY`, a PKCS #8 PEM; `\n` may stand for line breaks),
 * else the one in the data directory, generated there on first start.
 * NOTE: several server nodes must share one key, so they are given it in configuration; a node
 * alone (the embedded setup, or one node on PostgreSQL) keeps its own. The file is created with
 * `wx`: of two processes starting at once on one data directory, the second reads the first's key.
 */
export function loadSigningKey({ pem, dataDir }: { pem: string | undefined; dataDir: string }): SigningKey {
  if (pem) {
    try {
      return signingKeyFrom(createPrivateKey(pem.replace(/\\n/g, '\n')));
    } catch (err) {
      throw new SigningKeyError(`BID_LOG_SIGNING_KEY is not a usable Ed25519 private key (PKCS #8 PEM): ${(err as Error).message}`);
    }
  }
  const file = path.join(dataDir, SIGNING_KEY_FILE);
  try {
    return signingKeyFrom(createPrivateKey(readFileSync(file, 'utf8')));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  const generated = generateKeyPairSync('ed25519').privateKey;
  try {
    writeFileSync(file, generated.export({ type: 'pkcs8', format: 'pem' }), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return signingKeyFrom(createPrivateKey(readFileSync(file, 'utf8')));
  }
  return signingKeyFrom(generated);
}
