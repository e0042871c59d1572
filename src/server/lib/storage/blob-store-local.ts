import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkBlobKey, contentTypeOf, type BlobInfo, type BlobStore, type StoredBlob } from './blob-store';

/** A blob store in a folder on this machine's disk: a key is a path under the folder. */
export function createLocalBlobStore(dir: string): BlobStore {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    const full = path.resolve(root, checkBlobKey(key));
    // NOTE: the key rule already forbids `..`; this guard keeps a key inside the root even if that rule were loosened.
    if (!full.startsWith(root + path.sep)) throw new Error('storage key outside the store’s folder');
    return full;
  };
  const infoOf = (key: string, s: { size: number; mtime: Date }): BlobInfo => ({
    size: s.size,
    contentType: contentTypeOf(key),
    etag: `"${s.size.toString(16)}-${Math.floor(s.mtime.getTime()).toString(16)}"`,
    lastModified: s.mtime,
  });
  const missing = (err: unknown) => ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((err as NodeJS.ErrnoException).code ?? '');
  const head = async (key: string): Promise<BlobInfo | null> => {
    const s = await stat(fileOf(key)).catch((err: unknown) => {
      if (missing(err)) return null;
      throw err;
    });
    return s?.isFile() ? infoOf(key, s) : null;
  };

  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a file being replaced (a sample image) is never served half-written.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, data, { flag: 'wx' });
        await rename(partial, file);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    async get(key): Promise<StoredBlob | null> {
      const file = fileOf(key);
      // One handle for the size and the bytes, so a file replaced in between cannot mix the two.
      const handle = await open(file, 'r').catch((err: unknown) => {
        if (missing(err)) return null;
        throw err;
      });
      if (!handle) return null;
      try {
        const s = await handle.stat();
        if (!s.isFile()) {
          await handle.close();
          return null;
        }
        return { ...infoOf(key, s), stream: handle.createReadStream() };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },
    head,
    async exists(key) {
      return (await head(key)) !== null;
    },
    async copy(fromKey, toKey) {
      const to = fileOf(toKey);
      await mkdir(path.dirname(to), { recursive: true });
      await copyFile(fileOf(fromKey), to);
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async removePrefix(prefix) {
      await rm(fileOf(prefix), { recursive: true, force: true });
    },
  };
}
