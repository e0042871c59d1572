import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../../shared/domain/constants';
import { UPLOAD_MESSAGES } from '../../../shared/schemas/upload';
import { auctionImages } from '../../db/schema';
import { auditRowsFor, call, createAuction, createCast, type Cast } from '../../test/console-fixtures';
import { makeImage, multipartBody, type FilePart } from '../../test/multipart';
import { createTestApp, ORIGIN, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let cast: Cast;
beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx);
});
afterAll(async () => ctx.close());

async function upload(auctionId: string, cookie: string, files: FilePart[]) {
  const body = await multipartBody(files);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/auctions/${auctionId}/images`,
    headers: { origin: ORIGIN, cookie, ...body.headers },
    payload: body.payload,
  });
}

const jpeg = async (name = 'photo.jpg', opts = {}) => ({
  filename: name,
  contentType: 'image/jpeg',
  data: await makeImage('jpeg', opts),
});

function storedFiles(auctionId: string): string[] {
  const dir = path.join(ctx.config.mediaDir, 'auction-images', auctionId);
  return existsSync(dir) ? readdirSync(dir) : [];
}

async function rowsOf(auctionId: string) {
  return ctx.database.db.select().from(auctionImages).where(eq(auctionImages.auctionId, auctionId));
}

describe('uploading auction images', () => {
  it('stores JPEG, PNG and WebP as re-encoded WebP under unguessable names, the first one primary', async () => {
    const auction = await createAuction(ctx, cast.admin.cookie);
    const res = await upload(auction.id, cast.admin.cookie, [
      await jpeg('front.jpg', { exif: true }),
      { filename: 'plan.png', contentType: 'image/png', data: await makeImage('png') },
      { filename: 'view.webp', contentType: 'image/webp', data: await makeImage('webp') },
    ]);
    expect(res.statusCode).toBe(201);
    const { images } = res.json();
    expect(images).toHaveLength(3);
    expect(images.map((i: { isPrimary: boolean }) => i.isPrimary)).toEqual([true, false, false]);
    expect(images.map((i: { displayOrder: number }) => i.displayOrder)).toEqual([0, 1, 2]);
    for (const image of images) {
      expect(image.imageUrl).toMatch(new RegExp(`^/media/auction-images/${auction.id}/\\d+-[0-9a-f]{24}-large\\.webp$`));
      expect(image.imageUrl).not.toContain('front');
    }

    const served = await ctx.app.inject({ method: 'GET', url: images[0].imageUrl });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Secret Owner'))).toBe(false);

    const audit = await auditRowsFor(ctx, auction.id);
    expect(audit.map((a) => a.action)).toContain('auction.image.add');
  });

  it('does not make a later image primary when the auction already has one', async () => {
    const auction = await createAuction(ctx, cast.admin.cookie);
    await upload(auction.id, cast.admin.cookie, [await jpeg()]);
    const res = await upload(auction.id, cast.admin.cookie, [await jpeg()]);
    expect(res.json().images.map((i: { isPrimary: boolean }) => i.isPrimary)).toEqual([true, false]);
  });

  it('lets the owning vendor add images to their draft', async () => {
    const auction = await createAuction(ctx, cast.vendor.cookie);
    expect((await upload(auction.id, cast.vendor.cookie, [await jpeg()])).statusCode).toBe(201);
    expect((await upload(auction.id, cast.otherVendor.cookie, [await jpeg()])).statusCode).toBe(403);
  });
});

describe('refused uploads store nothing', () => {
  const refusals: [string, () => Promise<FilePart[]>, number, string][] = [
    [
      'a text file',
      async () => [{ filename: 'notes.txt', contentType: 'text/plain', data: Buffer.from('just some words') }],
      415,
      UPLOAD_MESSAGES.invalidType,
    ],
    [
      'an HTML file renamed to .jpg',
      async () => [{ filename: 'photo.jpg', contentType: 'image/jpeg', data: Buffer.from('<!doctype html><script>alert(1)</script>') }],
      415,
      UPLOAD_MESSAGES.invalidType,
    ],
    [
      'an SVG file renamed to .jpg',
      async () => [
        {
          filename: 'photo.jpg',
          contentType: 'image/jpeg',
          data: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
          ),
        },
      ],
      415,
      UPLOAD_MESSAGES.invalidType,
    ],
    [
      'a GIF',
      async () => [
        {
          filename: 'a.gif',
          contentType: 'image/gif',
          data: await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
            .gif()
            .toBuffer(),
        },
      ],
      415,
      UPLOAD_MESSAGES.invalidType,
    ],
    [
      'a file over 5 MB',
      async () => [{ filename: 'big.jpg', contentType: 'image/jpeg', data: Buffer.alloc(MAX_IMAGE_BYTES + 1, 0xff) }],
      413,
      UPLOAD_MESSAGES.tooLarge,
    ],
    [
      'a good image sent together with a bad one',
      async () => [await jpeg(), { filename: 'x.jpg', contentType: 'image/jpeg', data: Buffer.from('<html></html>') }],
      415,
      UPLOAD_MESSAGES.invalidType,
    ],
  ];

  it.each(refusals)('refuses %s with the spec message', async (_label, files, status, message) => {
    const auction = await createAuction(ctx, cast.admin.cookie);
    const res = await upload(auction.id, cast.admin.cookie, await files());
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toBe(message);
    expect(storedFiles(auction.id)).toEqual([]);
    expect(await rowsOf(auction.id)).toEqual([]);
  });

  it('refuses the eleventh image and keeps the ten', async () => {
    const auction = await createAuction(ctx, cast.admin.cookie);
    const ten = await Promise.all(Array.from({ length: 10 }, (_, i) => jpeg(`p${i}.jpg`)));
    expect((await upload(auction.id, cast.admin.cookie, ten)).statusCode).toBe(201);
    const before = storedFiles(auction.id).sort();
    expect(before).toHaveLength(20);

    const res = await upload(auction.id, cast.admin.cookie, [await jpeg('eleven.jpg')]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'TOO_MANY_IMAGES', message: UPLOAD_MESSAGES.tooMany });
    expect(storedFiles(auction.id).sort()).toEqual(before);
    expect(await rowsOf(auction.id)).toHaveLength(10);
  });

  it('refuses eleven images sent at once', async () => {
    const auction = await createAuction(ctx, cast.admin.cookie);
    const eleven = await Promise.all(Array.from({ length: 11 }, (_, i) => jpeg(`p${i}.jpg`)));
    const res = await upload(auction.id, cast.admin.cookie, eleven);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(UPLOAD_MESSAGES.tooMany);
    expect(storedFiles(auction.id)).toEqual([]);
    expect(await rowsOf(auction.id)).toEqual([]);
  });

  it('refuses a request without a file', async () => {
    const auction = await createAuction(ctx, cast.admin.cookie);
    const res = await call(ctx, 'POST', `/api/auctions/${auction.id}/images`, cast.admin.cookie, {});
    expect(res.statusCode).toBe(400);
  });
});

describe('removing and arranging images', () => {
  it('refuses a URL outside the auction-images path', async () => {
    const auction = await createAuction(ctx, cast.admin.cookie);
    await upload(auction.id, cast.admin.cookie, [await jpeg()]);
    for (const imageUrl of ['/media/sample-images/villa.webp', 'https://evil.example/x.jpg', '../../etc/passwd']) {
      const res = await call(ctx, 'DELETE', `/api/auctions/${auction.id}/images`, cast.admin.cookie, { imageUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(UPLOAD_MESSAGES.invalidUrl);
    }
    expect(await rowsOf(auction.id)).toHaveLength(1);
    expect(storedFiles(auction.id)).toHaveLength(2);
  });

  it('removes the file and the row, and promotes the next image to primary', async () => {
    const auction = await createAuction(ctx, cast.admin.cookie);
    const { images } = (await upload(auction.id, cast.admin.cookie, [await jpeg(), await jpeg()])).json();
    const res = await call(ctx, 'DELETE', `/api/auctions/${auction.id}/images`, cast.admin.cookie, {
      imageUrl: images[0].imageUrl,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().images).toEqual([expect.objectContaining({ id: images[1].id, isPrimary: true })]);
    expect(storedFiles(auction.id)).toHaveLength(2);
    expect((await ctx.app.inject({ method: 'GET', url: images[0].imageUrl })).statusCode).toBe(404);
  });

  it('answers 404 for an auction-images URL that is not this auction’s', async () => {
    const auction = await createAuction(ctx, cast.admin.cookie);
    const res = await call(ctx, 'DELETE', `/api/auctions/${auction.id}/images`, cast.admin.cookie, {
      imageUrl: `/media/auction-images/${auction.id}/nope-large.webp`,
    });
    expect(res.statusCode).toBe(404);
  });

  it('reorders images and sets the primary one', async () => {
    const auction = await createAuction(ctx, cast.admin.cookie);
    const { images } = (await upload(auction.id, cast.admin.cookie, [await jpeg(), await jpeg(), await jpeg()])).json();
    const ids = images.map((i: { id: string }) => i.id);
    const res = await call(ctx, 'PATCH', `/api/auctions/${auction.id}/images`, cast.admin.cookie, {
      order: [ids[2], ids[0], ids[1]],
      primaryId: ids[2],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().images.map((i: { id: string; isPrimary: boolean }) => [i.id, i.isPrimary])).toEqual([
      [ids[2], true],
      [ids[0], false],
      [ids[1], false],
    ]);
  });

  it('deletes the image files together with the auction', async () => {
    const auction = await createAuction(ctx, cast.admin.cookie);
    await upload(auction.id, cast.admin.cookie, [await jpeg(), await jpeg()]);
    expect(storedFiles(auction.id)).toHaveLength(4);
    expect((await call(ctx, 'DELETE', `/api/auctions/${auction.id}`, cast.admin.cookie)).statusCode).toBe(200);
    expect(existsSync(path.join(ctx.config.mediaDir, 'auction-images', auction.id))).toBe(false);
    expect(await rowsOf(auction.id)).toEqual([]);
  });
});
