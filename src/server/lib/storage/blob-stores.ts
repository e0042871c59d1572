import type { Config } from '../../config';
import type { BlobStore } from './blob-store';
import { createLocalBlobStore } from './blob-store-local';
import { createS3BlobStore, createS3Client, ensureBucket } from './blob-store-s3';

export type BlobStores = {
  /** Served to anyone at /media/<key>. */
  media: BlobStore;
  /** Private: read only by the access-checked download route. */
  documents: BlobStore;
  close: () => void;
};

export const MEDIA_PREFIX = 'media/';
export const DOCUMENTS_PREFIX = 'documents/';

/**
 * The media and document stores the configuration names: two folders under DATA_DIR, or two
 * prefixes of one bucket that every server node shares.
 */
export async function openBlobStores(config: Pick<Config, 'storage' | 'mediaDir' | 'documentsDir'>): Promise<BlobStores> {
  const { storage } = config;
  if (storage.kind === 'local') {
    return { media: createLocalBlobStore(config.mediaDir), documents: createLocalBlobStore(config.documentsDir), close: () => {} };
  }
  const client = createS3Client(storage);
  try {
    if (storage.createBucket) await ensureBucket(client, storage);
  } catch (err) {
    client.destroy();
    throw err;
  }
  return {
    media: createS3BlobStore({ client, bucket: storage.bucket, prefix: MEDIA_PREFIX }),
    documents: createS3BlobStore({ client, bucket: storage.bucket, prefix: DOCUMENTS_PREFIX }),
    close: () => client.destroy(),
  };
}
