import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: a bid's answer, most errors. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Text the server writes per request: API JSON, a page with its share preview, robots.txt, the sitemap. */
const DYNAMIC_TEXT = /^(application\/(json|xml)|text\/(html|plain|xml|csv))\s*(;|$)/i;

/**
 * Compresses what routes answer when the client accepts it (brotli preferred, then gzip), with
 * `Vary: Accept-Encoding`. Register it before any route: it attaches itself to each route as it is
 * added. The built web app's files are not compressed here: they are sent as compressed at build
 * (lib/spa.ts).
 * NOTE: brotli at quality 4 and gzip at level 6 take most of the gain for little CPU; the default
 * brotli quality (11) takes milliseconds per answer. Media and documents (images, PDFs) are left
 * alone: they are compressed formats, and a download keeps its Content-Length. Request bodies are
 * never decompressed: a small compressed body could expand far past the body limit.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: DYNAMIC_TEXT,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
    zlibOptions: { level: 6 },
  });
}
