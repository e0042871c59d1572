import { z } from 'zod';

/**
 * The public bid log of an auction (decision 020): every accepted bid, and every later change to
 * one (flagged, restored, removed with its bidder's account), as an entry chained to the one before
 * it by a SHA-256 hash, under aliases. At the close the head is signed with the platform's Ed25519
 * key. Anyone holding the public key can check a log end to end with `verifyBidLog`, which runs on
 * Web Crypto alone: in the browser, and in Node (`npm run verify:bid-log`).
 */

export const BID_LOG_KINDS = ['bid', 'flagged', 'restored', 'removed'] as const;
export type BidLogKind = (typeof BID_LOG_KINDS)[number];

/** An entry as the log serves it. `ref` is the seq of the bid a flag, restore or removal is about. */
export const BidLogEntrySchema = z.object({
  seq: z.number().int().positive(),
  kind: z.enum(BID_LOG_KINDS),
  ref: z.number().int().positive().nullable(),
  /** The bidder's alias in this auction (decision 038; one per account in entries written before it). */
  alias: z.string(),
  amount: z.number(),
  /** Server time of the entry: the bid's own time, or when it was flagged, restored or removed. */
  at: z.string(),
  automatic: z.boolean(),
  prevHash: z.string(),
  hash: z.string(),
});
export type BidLogEntry = z.infer<typeof BidLogEntrySchema>;

/** The signature of a head: made at the close, and again whenever an entry is added after it. */
export const BidLogSealSchema = z.object({
  seq: z.number().int().nonnegative(),
  hash: z.string(),
  signedAt: z.string(),
  keyId: z.string(),
  /** Ed25519 over `sealMessage(...)`, base64. */
  signature: z.string(),
});
export type BidLogSeal = z.infer<typeof BidLogSealSchema>;

/** `GET /api/auctions/:id/bid-log`. Save it as a file and `npm run verify:bid-log -- file.json --key key.pem` checks it. */
export const BidLogSchema = z.object({
  version: z.literal(1),
  auctionId: z.string(),
  entries: z.array(BidLogEntrySchema),
  /** The last entry (seq 0 and the genesis hash while there is none). */
  head: z.object({ seq: z.number().int().nonnegative(), hash: z.string() }),
  /** Null until the auction has closed. */
  seal: BidLogSealSchema.nullable(),
});
export type BidLog = z.infer<typeof BidLogSchema>;

/** `GET /api/bid-log/public-key`. */
export const BidLogPublicKeySchema = z.object({
  algorithm: z.literal('Ed25519'),
  keyId: z.string(),
  /** SubjectPublicKeyInfo, DER in base64. */
  spki: z.string(),
  pem: z.string(),
});
export type BidLogPublicKey = z.infer<typeof BidLogPublicKeySchema>;

/** What the hash of an entry covers: every served field but the hash itself. */
export type BidLogEntryBody = Omit<BidLogEntry, 'hash'>;

/**
 * Canonical JSON: object keys sorted, no whitespace, numbers and strings as JSON.stringify writes
 * them. The same text on every machine is what makes a hash checkable by anyone.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((k) => record[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(',')}}`;
}

/** The text hashed for an entry. Only the fields of BidLogEntryBody, whatever else the object carries. */
export function entryText(e: BidLogEntryBody): string {
  const { seq, kind, ref, alias, amount, at, automatic, prevHash } = e;
  return canonicalJson({ seq, kind, ref, alias, amount, at, automatic, prevHash });
}

/** The text the first entry's prevHash is the hash of: it ties a log to its auction. */
export const genesisText = (auctionId: string) => `neelami-bid-log/v1/${auctionId}`;

/** The text a seal signs. */
export function sealMessage(auctionId: string, seal: Pick<BidLogSeal, 'seq' | 'hash' | 'signedAt'>): string {
  return canonicalJson({ v: 1, auctionId, seq: seal.seq, hash: seal.hash, signedAt: seal.signedAt });
}

const bytes = (text: string) => new TextEncoder().encode(text);
const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', bytes(text)));
}

function fromBase64(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** The key id: the first 16 hex digits of the SHA-256 of the SPKI. */
export async function keyIdOf(spkiBase64: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', fromBase64(spkiBase64))).slice(0, 16);
}

/** A PEM public key ("-----BEGIN PUBLIC KEY-----") as base64 SPKI. */
export function spkiFromPem(pem: string): string {
  return pem
    .replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '')
    .replace(/\s+/g, '')
    .trim();
}

export type BidLogVerdict =
  | { ok: true; entries: number; head: { seq: number; hash: string }; sealed: boolean; keyId: string | null }
  /** `seq` is the first entry that does not check (or the head or seal when the entries do). */
  | { ok: false; seq: number | null; reason: string; entries: number };

/**
 * Checks a log end to end: entries numbered 1, 2, 3…, each entry's hash is the SHA-256 of its
 * canonical text, each prevHash is the hash before it (the genesis hash of the auction first), the
 * head is the last entry, and the seal (when there is one) is a valid Ed25519 signature by `publicKey`
 * over the head it names, which must be an entry of this log.
 */
export async function verifyBidLog(log: BidLog, publicKey: { spki: string } | null): Promise<BidLogVerdict> {
  const entries = log.entries.length;
  const broken = (seq: number | null, reason: string): BidLogVerdict => ({ ok: false, seq, reason, entries });
  let prev = await sha256Hex(genesisText(log.auctionId));
  const hashes = new Map<number, string>([[0, prev]]);
  for (const [i, e] of log.entries.entries()) {
    if (e.seq !== i + 1) return broken(e.seq, `entry ${i + 1} is numbered ${e.seq}`);
    if (e.prevHash !== prev) return broken(e.seq, `entry ${e.seq} does not follow the entry before it (prevHash differs)`);
    const hash = await sha256Hex(entryText(e));
    if (hash !== e.hash) return broken(e.seq, `entry ${e.seq} was changed after it was written (its hash does not match its content)`);
    hashes.set(e.seq, hash);
    prev = hash;
  }
  const last = log.entries.length;
  if (log.head.seq !== last || log.head.hash !== prev) return broken(null, 'the head is not the last entry');
  if (!log.seal) return { ok: true, entries, head: log.head, sealed: false, keyId: null };
  if (!publicKey) return broken(null, 'the log is sealed but no public key was given to check the seal');
  if (hashes.get(log.seal.seq) !== log.seal.hash) return broken(log.seal.seq, 'the seal names a head that is not in this log');
  let spki: Uint8Array<ArrayBuffer>;
  let signature: Uint8Array<ArrayBuffer>;
  try {
    spki = fromBase64(publicKey.spki);
  } catch {
    return broken(null, 'the public key is not base64');
  }
  try {
    signature = fromBase64(log.seal.signature);
  } catch {
    return broken(null, 'the seal’s signature is not base64');
  }
  const keyId = await keyIdOf(publicKey.spki);
  if (keyId !== log.seal.keyId) return broken(null, `the seal was made with key ${log.seal.keyId}, not with the given key ${keyId}`);
  let key: CryptoKey;
  try {
    key = await crypto.subtle.importKey('spki', spki, { name: 'Ed25519' }, false, ['verify']);
  } catch {
    return broken(null, 'the public key is not an Ed25519 key');
  }
  const valid = await crypto.subtle.verify({ name: 'Ed25519' }, key, signature, bytes(sealMessage(log.auctionId, log.seal)));
  if (!valid) return broken(null, 'the seal’s signature does not verify with the public key');
  if (log.seal.seq !== last)
    return broken(log.seal.seq + 1, `entries after the signed head (seq ${log.seal.seq}) are not covered by the seal`);
  return { ok: true, entries, head: log.head, sealed: true, keyId };
}
