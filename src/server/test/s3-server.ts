import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3StorageConfig } from '../config';

type S3rverInstance = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverClass = new (options: { address: string; port: number; silent: boolean; directory: string }) => S3rverInstance;

// NOTE: s3rver is CommonJS without type declarations; loaded this way, its one constructor is typed here.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

// The SDK warns once per process that its releases after January 2027 need Node 22; in test output that is noise.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export type S3TestServer = {
  endpoint: string;
  /** A bucket name of this server's own; it does not exist until someone creates it (S3_CREATE_BUCKET). */
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The storage configuration that points at this server. */
  storage: () => S3StorageConfig;
  close: () => Promise<void>;
};

/**
 * A real S3-compatible server (s3rver: the S3 REST protocol with signature checks, objects on disk)
 * on a free loopback port, for tests and the cluster test.
 */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'neelami-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts only its own fixed keys, and checks every request's signature with them.
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  const bucket = 'neelami-test';
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    storage: () => ({
      kind: 's3',
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId, secretAccessKey },
      createBucket: true,
    }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
