import { createECDH } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

/** What signs a Web Push request (RFC 8292): the key pair in base64url and the operator's contact. */
export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/** Where the embedded setup keeps the pair it generated on first start. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

export class VapidKeyError extends Error {}

/** A pair that lives as long as the process: tests. */
export function generateVapidDetails(subject = 'mailto:no-reply@neelami.in'): VapidDetails {
  return { subject, ...webPush.generateVAPIDKeys() };
}

/** The public key (65 bytes, base64url) of a private one. */
function publicKeyOf(privateKey: string): string {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey().toString('base64url');
}

function checked(keys: { publicKey: string; privateKey: string }, subject: string, where: string): VapidDetails {
  let derived: string;
  try {
    derived = publicKeyOf(keys.privateKey);
  } catch (err) {
    throw new VapidKeyError(`${where}: the VAPID private key is not a P-256 key: ${(err as Error).message}`);
  }
  if (derived !== keys.publicKey) throw new VapidKeyError(`${where}: the VAPID public key is not the private key's`);
  return { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/**
 * The pair from configuration (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY), else the one in the data
 * directory, generated there on first start, else null: push is off.
 * NOTE: a browser's subscription is bound to the public key it subscribed with, so every server
 * node must sign with the same pair. A node alone (any setup outside production, or the embedded
 * database) may keep its own; production on PostgreSQL may run several nodes, so there push waits
 * for the pair in configuration rather than let each node invent one. Created with `wx`, like the
 * bid log key: of two processes starting at once on one data directory, the second reads the first's.
 */
export function loadVapidDetails(options: {
  keys: { publicKey: string; privateKey: string } | undefined;
  subject: string;
  dataDir: string;
  /** Whether this server may generate and keep its own pair. */
  mayGenerate: boolean;
}): VapidDetails | null {
  const { keys, subject, dataDir, mayGenerate } = options;
  if (keys) return checked(keys, subject, 'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY');
  if (!mayGenerate) return null;
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  const read = () => checked(JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string }, subject, file);
  try {
    return read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  const generated = webPush.generateVAPIDKeys();
  try {
    writeFileSync(file, `${JSON.stringify(generated, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return read();
  }
  return { subject, ...generated };
}
