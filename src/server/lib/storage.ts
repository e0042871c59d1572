import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AUCTION_IMAGES_SEGMENT } from '../../shared/schemas/upload';

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
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
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

/**
 * Local-disk media store under MEDIA_DIR, served at /media. Images are decoded (so the real
 * content, not the name, decides the type), re-encoded to WebP without metadata, and written
 * under an unguessable name in two sizes.
 */
export function createMediaStore(mediaDir: string) {
  const root = path.resolve(mediaDir);
  const urlFor = (key: string) => `/media/${key}`;

  return {
    root,
    async saveAuctionImage(auctionId: string, input: Buffer): Promise<StoredImage> {
      // The store refuses what is not an allowed image on its own, whatever its caller checked.
      await probeImage(input);
      const base = `${AUCTION_IMAGES_SEGMENT}/${auctionId}/${Date.now()}-${randomBytes(12).toString('hex')}`;
      const dir = path.join(root, path.dirname(base));
      await mkdir(dir, { recursive: true });
      // rotate() applies EXIF orientation before metadata is dropped (sharp strips it by default).
      const oriented = sharp(input).rotate();
      const large = await oriented
        .clone()
        .resize({ width: LARGE_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      const thumb = await oriented.clone().resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 72 }).toBuffer();
      await writeFile(path.join(root, `${base}-large.webp`), large.data);
      await writeFile(path.join(root, `${base}-thumb.webp`), thumb);
      return {
        storageKey: base,
        imageUrl: urlFor(`${base}-large.webp`),
        thumbUrl: urlFor(`${base}-thumb.webp`),
        width: large.info.width,
        height: large.info.height,
      };
    },
    async removeAuctionImage(storageKey: string): Promise<void> {
      await Promise.all([
        rm(path.join(root, `${storageKey}-large.webp`), { force: true }),
        rm(path.join(root, `${storageKey}-thumb.webp`), { force: true }),
      ]);
    },
    async removeAuctionFolder(auctionId: string): Promise<void> {
      await rm(path.join(root, AUCTION_IMAGES_SEGMENT, auctionId), { recursive: true, force: true });
    },
    /** Sample images keep their bundled name and are overwritten on every upload (spec §7). */
    async saveSampleImage(name: string, data: Buffer): Promise<string> {
      const safe = path.basename(name);
      await mkdir(path.join(root, SAMPLE_IMAGES_SEGMENT), { recursive: true });
      await writeFile(path.join(root, SAMPLE_IMAGES_SEGMENT, safe), data);
      return urlFor(`${SAMPLE_IMAGES_SEGMENT}/${safe}`);
    },
    sampleImagePath(name: string): string {
      return path.join(root, SAMPLE_IMAGES_SEGMENT, path.basename(name));
    },
    sampleImageUrl(name: string): string {
      return urlFor(`${SAMPLE_IMAGES_SEGMENT}/${path.basename(name)}`);
    },
  };
}
export type MediaStore = ReturnType<typeof createMediaStore>;
