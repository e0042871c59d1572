import type { Readable } from 'node:stream';

/** What is known of a stored object without reading it. */
export type BlobInfo = {
  size: number;
  contentType: string;
  /** A quoted entity tag, as sent in an ETag header. */
  etag: string;
  lastModified: Date;
};

export type StoredBlob = BlobInfo & { stream: Readable };

/**
 * Objects under one root (a folder, or a prefix of a bucket), named by slash-separated keys such as
 * `auction-images/<auction>/<name>-large.webp`. Media and documents each have their own store, so a
 * key of one can never name an object of the other.
 */
export interface BlobStore {
  /** Writes the whole object, replacing any with the same key; a reader sees the old or the new one, never a part. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Opens the object for reading, or null when there is none. */
  get(key: string): Promise<StoredBlob | null>;
  head(key: string): Promise<BlobInfo | null>;
  exists(key: string): Promise<boolean>;
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Removing what is not there is no error. */
  remove(key: string): Promise<void>;
  /** Removes every object under `prefix/` (a folder), and nothing whose key merely starts with the same letters. */
  removePrefix(prefix: string): Promise<void>;
}

export class InvalidBlobKeyError extends Error {}

const MAX_KEY_BYTES = 900;
// Letters, digits and a few marks: what our own keys and the bundled sample images use.
const SEGMENT = /^[\w.-]+$/;

/**
 * Whether a key is one a store accepts: relative, no `.` or `..` segment, no empty segment, nothing
 * outside `[A-Za-z0-9_.-]` and `/`. NOTE: the same rule for disk and bucket, so a key that works on
 * one works on the other, and none can climb out of its root on either.
 */
export function isBlobKey(key: string): boolean {
  if (key.length === 0 || Buffer.byteLength(key) > MAX_KEY_BYTES) return false;
  return key.split('/').every((s) => SEGMENT.test(s) && s !== '.' && s !== '..');
}

export function checkBlobKey(key: string): string {
  if (!isBlobKey(key)) throw new InvalidBlobKeyError(`not a storage key: ${JSON.stringify(key.slice(0, 200))}`);
  return key;
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The type of a file kept without its own (on disk), by its name's extension. */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES_BY_EXTENSION[extension] ?? 'application/octet-stream';
}
