import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isBlobKey, type BlobInfo, type BlobStore, type StoredBlob } from './blob-store';
import { NotFoundError } from '../http/errors';

const NOT_MODIFIED = 304;

/** Whether an If-None-Match header names this entity tag (weak or strong, one of a list, or `*`). */
export function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Answers GET and HEAD under `prefix` (e.g. `/media/`) with the object of that key, streamed from the
 * store: the browser and any proxy talk only to this server, whichever store holds the bytes.
 */
export function serveBlobs(
  app: FastifyInstance,
  { prefix, store, cacheControl }: { prefix: string; store: BlobStore; cacheControl: string },
) {
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const key = (req.params as { '*': string })['*'];
    if (!isBlobKey(key)) throw new NotFoundError('Not found');
    const ifNoneMatch = req.headers['if-none-match'];
    // A plain GET opens the object at once; HEAD and a revalidation ask for its headers only.
    let found: BlobInfo | StoredBlob | null = req.method === 'GET' && !ifNoneMatch ? await store.get(key) : await store.head(key);
    if (!found) throw new NotFoundError('Not found');
    const describe = (info: BlobInfo) => {
      reply.header('cache-control', cacheControl).header('last-modified', info.lastModified.toUTCString());
      if (info.etag) reply.header('etag', info.etag);
    };
    if (ifNoneMatch && found.etag && matchesEtag(ifNoneMatch, found.etag)) {
      describe(found);
      return reply.code(NOT_MODIFIED).send();
    }
    // NOTE: opened after a revalidation missed: the headers then come from the object actually sent.
    if (req.method === 'GET' && !('stream' in found)) found = await store.get(key);
    if (!found) throw new NotFoundError('Not found');
    describe(found);
    reply.type(found.contentType).header('content-length', String(found.size));
    return reply.send('stream' in found ? found.stream : undefined);
  };
  // Not in the API document: these are files, not API calls.
  app.route({ method: 'GET', url: `${prefix}*`, exposeHeadRoute: false, schema: { hide: true }, handler });
  app.route({ method: 'HEAD', url: `${prefix}*`, schema: { hide: true }, handler });
}
