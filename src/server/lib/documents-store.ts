import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from './storage';

export class UnsupportedDocumentError extends Error {}

export type CheckedDocument = {
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';
  extension: 'pdf' | 'jpg' | 'png' | 'webp';
  /** What is stored: the PDF as sent, an image re-encoded in its own format without metadata. */
  data: Buffer;
};

const PDF_MAGIC = Buffer.from('%PDF-');
const IMAGE_TYPES = {
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
  webp: { mimeType: 'image/webp', extension: 'webp' },
} as const;

/**
 * Decides a document's type by its content: a PDF by its `%PDF-` header, an image by decoding it.
 * Images are re-encoded, which drops EXIF/GPS metadata and anything appended to the file.
 */
export async function checkDocument(input: Buffer): Promise<CheckedDocument> {
  if (input.length >= PDF_MAGIC.length && input.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    return { mimeType: 'application/pdf', extension: 'pdf', data: input };
  }
  try {
    const meta = await sharp(input, { failOn: 'error' }).metadata();
    const kind = meta.format && meta.format in IMAGE_TYPES ? IMAGE_TYPES[meta.format as keyof typeof IMAGE_TYPES] : null;
    if (!kind || (meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) throw new Error(String(meta.format));
    const image = sharp(input, { failOn: 'error' }).rotate();
    const data =
      kind.extension === 'jpg'
        ? await image.jpeg({ quality: 90 }).toBuffer()
        : kind.extension === 'png'
          ? await image.png().toBuffer()
          : await image.webp({ quality: 90 }).toBuffer();
    return { mimeType: kind.mimeType, extension: kind.extension, data };
  } catch {
    throw new UnsupportedDocumentError('not a PDF or an image');
  }
}

/**
 * Auction documents on local disk under DOCUMENTS_DIR, deliberately outside the public /media
 * root: they are only served by the access-checked download endpoint.
 */
export function createDocumentsStore(documentsDir: string) {
  const root = path.resolve(documentsDir);
  const fileOf = (storageKey: string) => {
    const full = path.resolve(root, storageKey);
    // NOTE: keys are ours, but a key never leaves the root even if a row were tampered with.
    if (!full.startsWith(root + path.sep)) throw new Error('storage key outside the documents root');
    return full;
  };

  return {
    root,
    async save(auctionId: string, doc: CheckedDocument): Promise<string> {
      const key = `${auctionId}/${Date.now()}-${randomBytes(12).toString('hex')}.${doc.extension}`;
      await mkdir(path.join(root, auctionId), { recursive: true });
      await writeFile(fileOf(key), doc.data, { flag: 'wx' });
      return key;
    },
    async exists(storageKey: string): Promise<boolean> {
      return stat(fileOf(storageKey)).then(
        (s) => s.isFile(),
        () => false,
      );
    },
    open(storageKey: string) {
      return createReadStream(fileOf(storageKey));
    },
    async remove(storageKey: string): Promise<void> {
      await rm(fileOf(storageKey), { force: true });
    },
    async removeAuctionFolder(auctionId: string): Promise<void> {
      await rm(path.join(root, path.basename(auctionId)), { recursive: true, force: true });
    },
  };
}
export type DocumentsStore = ReturnType<typeof createDocumentsStore>;
