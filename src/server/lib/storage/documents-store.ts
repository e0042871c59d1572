import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { BlobStore } from './blob-store';
import { loadSharp } from './sharp';
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
  const sharp = await loadSharp();
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
 * Auction documents, in a store of their own (DATA_DIR/documents, or the bucket's `documents/`),
 * deliberately apart from the public media: they are only served by the access-checked download endpoint.
 */
export function createDocumentsStore(blobs: BlobStore) {
  return {
    async save(auctionId: string, doc: CheckedDocument): Promise<string> {
      const key = `${auctionId}/${Date.now()}-${randomBytes(12).toString('hex')}.${doc.extension}`;
      await blobs.put(key, doc.data, doc.mimeType);
      return key;
    },
    /** The file's bytes, or null when it is gone. */
    async open(storageKey: string): Promise<Readable | null> {
      return (await blobs.get(storageKey))?.stream ?? null;
    },
    async remove(storageKey: string): Promise<void> {
      await blobs.remove(storageKey);
    },
    async removeAuctionFolder(auctionId: string): Promise<void> {
      await blobs.removePrefix(auctionId);
    },
  };
}
export type DocumentsStore = ReturnType<typeof createDocumentsStore>;
