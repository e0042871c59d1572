import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { startS3Server, type S3TestServer } from '../../test/s3-server';
import { InvalidBlobKeyError, isBlobKey, type BlobStore } from './blob-store';
import { openBlobStores, type BlobStores } from './blob-stores';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let s3: S3TestServer;
let dir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dir = mkdtempSync(path.join(tmpdir(), 'neelami-blobs-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Settings = Pick<Config, 'storage' | 'mediaDir' | 'documentsDir'>;
const kinds: [string, () => Settings][] = [
  ['on local disk', () => ({ storage: { kind: 'local' }, mediaDir: path.join(dir, 'media'), documentsDir: path.join(dir, 'documents') })],
  ['in an S3-compatible bucket', () => ({ storage: s3.storage(), mediaDir: '/nonexistent/media', documentsDir: '/nonexistent/documents' })],
];

describe.each(kinds)('a blob store %s', (_kind, settings) => {
  let stores: BlobStores;
  let store: BlobStore;
  // Each test works under a folder of its own, so none sees another's objects.
  let folder: string;
  beforeAll(async () => {
    stores = await openBlobStores(settings());
    store = stores.media;
  });
  afterAll(() => stores?.close());
  const key = (name: string) => `${folder}/${name}`;
  const fresh = () => {
    folder = `t-${randomBytes(6).toString('hex')}`;
  };

  it('gives back what was put: the bytes, their size and type, a tag and a date', async () => {
    fresh();
    const data = randomBytes(70_000);
    await store.put(key('photo-large.webp'), data, 'image/webp');
    const blob = await store.get(key('photo-large.webp'));
    expect(blob).not.toBeNull();
    expect(await bytesOf(blob!.stream)).toEqual(data);
    expect(blob).toMatchObject({ size: data.length, contentType: 'image/webp' });
    expect(blob!.etag).toMatch(/^"[^"]+"$/);
    expect(blob!.lastModified).toBeInstanceOf(Date);
    const head = await store.head(key('photo-large.webp'));
    expect(head).toEqual({ size: data.length, contentType: 'image/webp', etag: blob!.etag, lastModified: blob!.lastModified });
    expect(await store.exists(key('photo-large.webp'))).toBe(true);
  });

  it('answers null, not an error, for a key that holds nothing', async () => {
    fresh();
    expect(await store.get(key('nothing.webp'))).toBeNull();
    expect(await store.head(key('nothing.webp'))).toBeNull();
    expect(await store.exists(key('nothing.webp'))).toBe(false);
    // A folder is not an object.
    await store.put(key('sub/inner.pdf'), Buffer.from('%PDF-'), 'application/pdf');
    expect(await store.get(key('sub'))).toBeNull();
    expect(await store.exists(key('sub'))).toBe(false);
  });

  it('replaces an object put again under the same key', async () => {
    fresh();
    await store.put(key('sample.png'), Buffer.from('old'), 'image/png');
    await store.put(key('sample.png'), Buffer.from('newer'), 'image/png');
    const blob = await store.get(key('sample.png'));
    expect((await bytesOf(blob!.stream)).toString()).toBe('newer');
    expect(blob!.size).toBe(5);
  });

  it('copies an object to a new key that lives on after the original is removed', async () => {
    fresh();
    await store.put(key('a/original-thumb.webp'), Buffer.from('pixels'), 'image/webp');
    await store.copy(key('a/original-thumb.webp'), key('b/copy-thumb.webp'));
    await store.remove(key('a/original-thumb.webp'));
    expect(await store.exists(key('a/original-thumb.webp'))).toBe(false);
    const copy = await store.get(key('b/copy-thumb.webp'));
    expect((await bytesOf(copy!.stream)).toString()).toBe('pixels');
    expect(copy!.contentType).toBe('image/webp');
  });

  it('removes one object, and a missing one without complaint', async () => {
    fresh();
    await store.put(key('doc.pdf'), Buffer.from('%PDF-1.4'), 'application/pdf');
    await store.remove(key('doc.pdf'));
    expect(await store.get(key('doc.pdf'))).toBeNull();
    await expect(store.remove(key('doc.pdf'))).resolves.toBeUndefined();
  });

  it('removes everything under a folder, and nothing whose name only starts the same', async () => {
    fresh();
    for (const name of ['1/a-large.webp', '1/a-thumb.webp', '1/deep/b.webp', '12/c.webp', '1x.webp']) {
      await store.put(key(name), Buffer.from(name), 'image/webp');
    }
    await store.removePrefix(key('1'));
    for (const name of ['1/a-large.webp', '1/a-thumb.webp', '1/deep/b.webp']) expect(await store.exists(key(name)), name).toBe(false);
    for (const name of ['12/c.webp', '1x.webp']) expect(await store.exists(key(name)), name).toBe(true);
    await expect(store.removePrefix(key('never-written'))).resolves.toBeUndefined();
  });

  it('refuses a key that could leave its root, before touching the store', async () => {
    for (const bad of [
      '',
      '../outside.webp',
      'a/../../outside.webp',
      '/etc/passwd',
      'a//b.webp',
      'a/./b.webp',
      'a\\..\\b.webp',
      'a/b\u0000.webp',
    ]) {
      await expect(store.put(bad, Buffer.from('x'), 'image/webp'), JSON.stringify(bad)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.get(bad), JSON.stringify(bad)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.removePrefix(bad), JSON.stringify(bad)).rejects.toBeInstanceOf(InvalidBlobKeyError);
    }
  });

  it('keeps documents apart from media: a key of one names nothing in the other', async () => {
    fresh();
    await stores.documents.put(key('deed.pdf'), Buffer.from('%PDF-1.7'), 'application/pdf');
    expect(await stores.media.exists(key('deed.pdf'))).toBe(false);
    expect(await stores.documents.exists(key('deed.pdf'))).toBe(true);
    await stores.media.removePrefix(folder);
    expect(await stores.documents.exists(key('deed.pdf'))).toBe(true);
  });
});

describe('the local blob store', () => {
  it('keeps today’s layout: a key is a path under the folder, with no partial files left behind', async () => {
    const stores = await openBlobStores(kinds[0]![1]());
    await stores.media.put('auction-images/x/1-ab-large.webp', Buffer.from('webp'), 'image/webp');
    expect(existsSync(path.join(dir, 'media', 'auction-images', 'x', '1-ab-large.webp'))).toBe(true);
    expect(readdirSync(path.join(dir, 'media', 'auction-images', 'x'))).toEqual(['1-ab-large.webp']);
  });
});

describe('storage keys', () => {
  it('are relative slash-separated names of letters, digits, dots, dashes and underscores', () => {
    expect(isBlobKey('auction-images/0b6e8a6c-5f0e-4a8e-9c1e-2f1d3b4a5c6d/1767225600000-0123456789abcdef01234567-large.webp')).toBe(true);
    expect(isBlobKey('sample-images/villa_2.jpg')).toBe(true);
    for (const bad of ['..', 'a/..', './a', 'a/', 'a b', 'a%2Fb', 'é.webp', 'x'.repeat(1000)]) expect(isBlobKey(bad), bad).toBe(false);
  });
});
