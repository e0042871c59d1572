import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  CreateBucketCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../../config';
import { checkBlobKey, contentTypeOf, type BlobInfo, type BlobStore } from './blob-store';

export function createS3Client(settings: S3StorageConfig): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Without keys in the configuration, the SDK's own chain (environment, profile, instance role) decides.
    credentials: settings.credentials,
    // NOTE: S3-compatible stores differ in which of the newer optional checksums they accept; these
    // ask for a checksum only where the protocol requires one (DeleteObjects), which they all know.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: 5_000,
      socketTimeout: 30_000,
      // Every image the server streams holds one connection while it is sent; the default 50 is few for a busy listing.
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
  });
}

function isNotFound(err: unknown): boolean {
  // NOTE: a missing bucket is not "no such object": it stays an error, so a misconfigured store is seen.
  return err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound');
}

/** Creates the bucket unless it exists (S3_CREATE_BUCKET: development, tests and compose). */
export async function ensureBucket(client: S3Client, settings: S3StorageConfig): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
    return;
  } catch (err) {
    if (!(err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)) throw err;
  }
  try {
    await client.send(
      new CreateBucketCommand({
        Bucket: settings.bucket,
        // AWS wants the region named for any but its first one.
        CreateBucketConfiguration: settings.region === 'us-east-1' ? undefined : { LocationConstraint: settings.region as never },
      }),
    );
  } catch (err) {
    // Another node starting at the same moment may have created it first.
    if (err instanceof S3ServiceException && ['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'].includes(err.name)) return;
    throw err;
  }
}

/** A blob store under one prefix of a bucket (`media/`, `documents/`). */
export function createS3BlobStore({ client, bucket, prefix }: { client: S3Client; bucket: string; prefix: string }): BlobStore {
  const objectKey = (key: string) => `${prefix}${checkBlobKey(key)}`;
  const info = (key: string, out: { ContentLength?: number; ContentType?: string; ETag?: string; LastModified?: Date }): BlobInfo => ({
    size: out.ContentLength ?? 0,
    contentType: out.ContentType ?? contentTypeOf(key),
    etag: out.ETag ?? '',
    lastModified: out.LastModified ?? new Date(0),
  });
  const head = async (key: string): Promise<BlobInfo | null> => {
    try {
      return info(key, await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) })));
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  };

  return {
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: data, ContentType: contentType, ContentLength: data.length }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return { ...info(key, out), stream: out.Body as Readable };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    head,
    async exists(key) {
      return (await head(key)) !== null;
    },
    async copy(fromKey, toKey) {
      const source = `${bucket}/${objectKey(fromKey)}`.split('/').map(encodeURIComponent).join('/');
      await client.send(new CopyObjectCommand({ Bucket: bucket, Key: objectKey(toKey), CopySource: source }));
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async removePrefix(folder) {
      const under = `${objectKey(folder)}/`;
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: under, ContinuationToken: token }));
        const objects = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (objects.length > 0) {
          const out = await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }));
          if (out.Errors?.length)
            throw new Error(`could not delete ${out.Errors.length} objects under ${under}: ${out.Errors[0]?.Message}`);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
