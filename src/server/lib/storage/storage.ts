import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Metadata } from 'sharp';
import { AUCTION_IMAGES_SEGMENT } from '../../../shared/schemas/upload';
import type { BlobStore } from './blob-store';
import { loadSharp } from './sharp';

export const THUMB_WIDTH = 480;
export const LARGE_WIDTH = 1600;
const ALLOWED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export type StoredImage = {
  storageKey: string;
  imageUrl: string;
  thumbUrl: string;
  width: number;
  height: number;
};

export class UnsupportedImageError extends Error {}
/** Thrown for a decodable image whose pixel count would make decoding it a memory hazard. */
export class ImageTooLargeError extends Error {}

/** Upper bound on width × height of an uploaded image (a 5 MB PNG can otherwise decode to gigabytes). */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const SAMPLE_IMAGES_SEGMENT = 'sample-images';

/**
 * Reads only the header: the real format must be JPEG, PNG or WebP whatever the name or declared
 * type says (a renamed HTML or SVG file is refused), and the size must be sane to decode.
 */
export async function probeImage(input: Buffer): Promise<{ format: 'jpeg' | 'png' | 'webp'; width: number; height: number }> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { failOn: 'error' }).metadata();
  } catch {
    throw new UnsupportedImageError('not an image');
  }
  if (!meta.format || !ALLOWED_FORMATS.has(meta.format)) throw new UnsupportedImageError(String(meta.format));
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > MAX_IMAGE_PIXELS) throw new ImageTooLargeError(`${width}x${height}`);
  return { format: meta.format as 'jpeg' | 'png' | 'webp', width, height };
}

const IMAGE_VARIANTS = ['-large.webp', '-thumb.webp'] as const;

/**
 * The media store, served at /media: auction images and sample images over a blob store (a folder
 * or a bucket, as configured). Images are decoded (so the real content, not the name, decides the
 * type), re-encoded to WebP without metadata, and written under an unguessable name in two sizes.
 */
export function createMediaStore(blobs: BlobStore) {
  const urlFor = (key: string) => `/media/${key}`;
  const newBase = (auctionId: string) => `${AUCTION_IMAGES_SEGMENT}/${auctionId}/${Date.now()}-${randomBytes(12).toString('hex')}`;
  const sampleKey = (name: string) => `${SAMPLE_IMAGES_SEGMENT}/${path.basename(name)}`;
  const removeVariants = (base: string) => Promise.all(IMAGE_VARIANTS.map((suffix) => blobs.remove(`${base}${suffix}`)));

  return {
    async saveAuctionImage(auctionId: string, input: Buffer): Promise<StoredImage> {
      // The store refuses what is not an allowed image on its own, whatever its caller checked.
      await probeImage(input);
      const base = newBase(auctionId);
      // rotate() applies EXIF orientation before metadata is dropped (sharp strips it by default).
      const sharp = await loadSharp();
      const oriented = sharp(input).rotate();
      const large = await oriented
        .clone()
        .resize({ width: LARGE_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      const thumb = await oriented.clone().resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 72 }).toBuffer();
      try {
        await Promise.all([
          blobs.put(`${base}-large.webp`, large.data, 'image/webp'),
          blobs.put(`${base}-thumb.webp`, thumb, 'image/webp'),
        ]);
      } catch (err) {
        // The caller never learns this name, so nobody else would remove a half-stored pair.
        await removeVariants(base).catch(() => {});
        throw err;
      }
      return {
        storageKey: base,
        imageUrl: urlFor(`${base}-large.webp`),
        thumbUrl: urlFor(`${base}-thumb.webp`),
        width: large.info.width,
        height: large.info.height,
      };
    },
    /** Another auction's own copy of a stored image, without encoding it again (the seed shares bundled pictures). */
    async copyAuctionImage(original: StoredImage, auctionId: string): Promise<StoredImage> {
      const base = newBase(auctionId);
      await Promise.all(IMAGE_VARIANTS.map((suffix) => blobs.copy(`${original.storageKey}${suffix}`, `${base}${suffix}`)));
      return { ...original, storageKey: base, imageUrl: urlFor(`${base}-large.webp`), thumbUrl: urlFor(`${base}-thumb.webp`) };
    },
    async removeAuctionImage(storageKey: string): Promise<void> {
      await removeVariants(storageKey);
    },
    async removeAuctionFolder(auctionId: string): Promise<void> {
      await blobs.removePrefix(`${AUCTION_IMAGES_SEGMENT}/${auctionId}`);
    },
    /** Sample images keep their bundled name and are overwritten on every upload (spec §7). */
    async saveSampleImage(name: string, data: Buffer): Promise<string> {
      const { format } = await probeImage(data);
      await blobs.put(sampleKey(name), data, `image/${format}`);
      return urlFor(sampleKey(name));
    },
    async hasSampleImage(name: string): Promise<boolean> {
      return blobs.exists(sampleKey(name));
    },
    sampleImageUrl(name: string): string {
      return urlFor(sampleKey(name));
    },
  };
}
export type MediaStore = ReturnType<typeof createMediaStore>;
