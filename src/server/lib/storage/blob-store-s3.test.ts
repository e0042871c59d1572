import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Document } from '../../../shared/schemas/document';
import { buildApp, type App } from '../../app';
import { seedIfEmpty } from '../../db/seed/seed';
import { auctionImages, documents } from '../../db/schema';
import { DEFAULT_SAMPLE_IMAGES_DIR } from '../../modules/sample-images/sample-images.service';
import { createBidderAliases } from '../../modules/bids/bidder-aliases';
import { call, createAuction, createCast, type Cast } from '../../test/console-fixtures';
import { makeImage, multipartBody } from '../../test/multipart';
import { startS3Server, type S3TestServer } from '../../test/s3-server';
import { createTestApp, createUser, ORIGIN, type TestContext } from '../../test/test-app';
import { TEST_MEDIA_ROOT } from '../../test/test-db';
import { openBlobStores, type BlobStores } from './blob-stores';
import { createDocumentsStore } from './documents-store';
import { createMediaStore } from './storage';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let s3: S3TestServer;
/** Node A: takes the uploads. */
let ctx: TestContext;
/** Node B: same database and bucket, a disk of its own that holds nothing. */
let other: App;
/** The bucket as the tests see it. */
let bucket: BlobStores;
let cast: Cast;

beforeAll(async () => {
  s3 = await startS3Server();
  ctx = await createTestApp({ storage: s3.storage() });
  const ownDisk = path.join(TEST_MEDIA_ROOT, `node-b-${randomBytes(6).toString('hex')}`);
  other = await buildApp({
    config: { ...ctx.config, mediaDir: path.join(ownDisk, 'media'), documentsDir: path.join(ownDisk, 'documents') },
    database: ctx.database,
  });
  await other.ready();
  bucket = await openBlobStores({ storage: s3.storage(), mediaDir: '', documentsDir: '' });
  cast = await createCast(ctx);
});
afterAll(async () => {
  bucket?.close();
  await other?.close();
  await ctx?.close();
  await s3?.close();
});

async function uploadImage(auctionId: string) {
  const body = await multipartBody([{ filename: 'front.jpg', contentType: 'image/jpeg', data: await makeImage('jpeg', { exif: true }) }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/auctions/${auctionId}/images`,
    headers: { origin: ORIGIN, cookie: cast.vendor.cookie, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().images[0] as { imageUrl: string; thumbUrl: string };
}

async function uploadDocument(auctionId: string): Promise<Document> {
  const body = await multipartBody([{ filename: 'sale-notice.pdf', contentType: 'application/pdf', data: PDF }], {
    type: 'sale_notice',
    category: 'legal',
  });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/auctions/${auctionId}/documents`,
    headers: { origin: ORIGIN, cookie: cast.vendor.cookie, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const keyOf = (url: string) => url.replace(/^\/media\//, '');

describe('media in an S3-compatible bucket (STORAGE=s3)', () => {
  it('serves an image uploaded on one node from another node sharing the database and the bucket', async () => {
    const auction = await createAuction(ctx, cast.vendor.cookie);
    const image = await uploadImage(auction.id);
    expect(image.imageUrl).toMatch(new RegExp(`^/media/auction-images/${auction.id}/\\d+-[0-9a-f]{24}-large\\.webp$`));

    for (const url of [image.imageUrl, image.thumbUrl]) {
      const res = await other.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag).toMatch(/^"[^"]+"$/);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
    }
    // Neither node's disk holds it: the bucket does.
    expect(existsSync(path.join(ctx.config.mediaDir, 'auction-images'))).toBe(false);
    expect(await bucket.media.exists(keyOf(image.imageUrl))).toBe(true);
  });

  it('answers HEAD with the headers alone, and 304 to a browser that has the same version', async () => {
    const auction = await createAuction(ctx, cast.vendor.cookie);
    const { imageUrl } = await uploadImage(auction.id);
    const full = await other.inject({ method: 'GET', url: imageUrl });

    const head = await other.inject({ method: 'HEAD', url: imageUrl });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(full.rawPayload.length),
      etag: full.headers.etag,
      'cache-control': 'public, max-age=31536000, immutable',
    });

    const again = await other.inject({ method: 'GET', url: imageUrl, headers: { 'if-none-match': String(full.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(full.headers.etag);
    const changed = await other.inject({ method: 'GET', url: imageUrl, headers: { 'if-none-match': '"some-other-version"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload).toEqual(full.rawPayload);
  });

  it('answers 404 for a key that holds nothing, and for one that tries to climb out of media', async () => {
    for (const url of [
      '/media/auction-images/0b6e8a6c-5f0e-4a8e-9c1e-2f1d3b4a5c6d/1-nope-large.webp',
      '/media/sample-images/never-uploaded.webp',
      '/media/',
      '/media/..%2Fdocuments%2Fx.pdf',
      '/media/a/%2E%2E/%2E%2E/documents/x.pdf',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await other.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(String(res.headers['cache-control'] ?? ''), url).not.toContain('immutable');
      }
    }
  });

  it('copies the sample images into the bucket, where the tool then finds them', async () => {
    const name = readdirSync(DEFAULT_SAMPLE_IMAGES_DIR).filter((n) => n.endsWith('.webp'))[0]!;
    const upload = await call(ctx, 'POST', `/api/admin/sample-images/${name}`, cast.admin.cookie);
    expect(upload.json()).toMatchObject({ status: 'success', url: `/media/sample-images/${name}` });
    const list = await call(ctx, 'GET', '/api/admin/sample-images', cast.admin.cookie);
    expect(list.json().items.find((i: { name: string }) => i.name === name)).toMatchObject({ uploaded: true });
    const served = await other.inject({ method: 'GET', url: `/media/sample-images/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('answers /media with the same type and caching as the local store does', async () => {
    const local = await createTestApp();
    try {
      const admin = await createUser(local, { roles: ['admin'] });
      const name = readdirSync(DEFAULT_SAMPLE_IMAGES_DIR).filter((n) => n.endsWith('.webp'))[0]!;
      await call(local, 'POST', `/api/admin/sample-images/${name}`, admin.cookie);
      await call(ctx, 'POST', `/api/admin/sample-images/${name}`, cast.admin.cookie);
      const url = `/media/sample-images/${name}`;
      const [fromDisk, fromBucket] = await Promise.all([local.app.inject({ method: 'GET', url }), other.inject({ method: 'GET', url })]);
      expect(fromDisk.statusCode).toBe(200);
      expect(fromBucket.statusCode).toBe(200);
      for (const header of ['content-type', 'cache-control', 'content-length']) {
        expect(fromBucket.headers[header], header).toBe(fromDisk.headers[header]);
      }
      expect(fromBucket.rawPayload).toEqual(fromDisk.rawPayload);
    } finally {
      await local.close();
    }
  });

  it('removes an auction’s images and documents from the bucket when the auction is deleted', async () => {
    const auction = await createAuction(ctx, cast.vendor.cookie);
    const { imageUrl, thumbUrl } = await uploadImage(auction.id);
    const doc = await uploadDocument(auction.id);
    const [row] = await ctx.database.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(await bucket.documents.exists(row!.storageKey)).toBe(true);

    expect((await call(ctx, 'DELETE', `/api/auctions/${auction.id}`, cast.vendor.cookie)).statusCode).toBe(200);
    for (const url of [imageUrl, thumbUrl]) expect(await bucket.media.exists(keyOf(url)), url).toBe(false);
    expect(await bucket.documents.exists(row!.storageKey)).toBe(false);
    expect((await other.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(404);
  });
});

describe('documents in an S3-compatible bucket (STORAGE=s3)', () => {
  it('stores an upload privately and streams it to those allowed, from any node', async () => {
    const auction = await createAuction(ctx, cast.vendor.cookie);
    const doc = await uploadDocument(auction.id);
    const [row] = await ctx.database.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(row!.storageKey).toMatch(new RegExp(`^${auction.id}/\\d+-[0-9a-f]{24}\\.pdf$`));
    // Kept under documents/, which no /media URL reaches.
    expect(await bucket.documents.exists(row!.storageKey)).toBe(true);
    expect(await bucket.media.exists(row!.storageKey)).toBe(false);
    expect((await other.inject({ method: 'GET', url: `/media/${row!.storageKey}` })).statusCode).toBe(404);
    expect((await other.inject({ method: 'GET', url: `/media/..%2Fdocuments%2F${encodeURIComponent(row!.storageKey)}` })).statusCode).toBe(
      404,
    );

    const download = await other.inject({ method: 'GET', url: doc.downloadUrl, headers: { cookie: cast.vendor.cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload).toEqual(PDF);
    // Pending review and not public: hidden from everyone else.
    expect((await other.inject({ method: 'GET', url: doc.downloadUrl })).statusCode).toBe(404);

    expect((await call(ctx, 'DELETE', `/api/documents/${doc.id}`, cast.vendor.cookie)).statusCode).toBe(200);
    expect(await bucket.documents.exists(row!.storageKey)).toBe(false);
  });

  it('answers 404 for a document whose object is gone from the bucket, and counts no download', async () => {
    const auction = await createAuction(ctx, cast.vendor.cookie);
    const doc = await uploadDocument(auction.id);
    const [row] = await ctx.database.db.select().from(documents).where(eq(documents.id, doc.id));
    await bucket.documents.remove(row!.storageKey);
    expect((await call(ctx, 'GET', doc.downloadUrl, cast.vendor.cookie)).statusCode).toBe(404);
    const [after] = await ctx.database.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(after!.downloadCount).toBe(0);
  });
});

describe('the seed with STORAGE=s3', () => {
  it('stores the demo world’s images in the bucket, each served at its /media URL', { timeout: 180_000 }, async () => {
    const seeded = await createTestApp({ storage: s3.storage() });
    try {
      const summary = await seedIfEmpty(seeded.database.db, {
        media: createMediaStore(bucket.media),
        documents: createDocumentsStore(bucket.documents),
        aliases: createBidderAliases(seeded.config.authSecret),
      });
      expect(summary?.images).toBeGreaterThan(0);
      const images = await seeded.database.db.select().from(auctionImages);
      expect(images).toHaveLength(summary!.images);
      for (const image of images) {
        for (const url of [image.imageUrl, image.thumbUrl]) {
          const res = await seeded.app.inject({ method: 'HEAD', url });
          expect(res.statusCode, url).toBe(200);
          expect(res.headers['content-type'], url).toBe('image/webp');
        }
      }
      expect(existsSync(path.join(seeded.config.mediaDir, 'auction-images'))).toBe(false);
    } finally {
      await seeded.close();
    }
  });
});
