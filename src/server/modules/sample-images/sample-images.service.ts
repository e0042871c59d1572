import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { SAMPLE_IMAGE_MESSAGES, type SampleImage, type SampleUploadResult, type SampleUploadSummary } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { requireAdmin } from '../../lib/security/access';
import { NotFoundError } from '../../lib/http/errors';
import { fromProjectRoot } from '../../lib/project-paths';
import type { MediaStore } from '../../lib/storage/storage';
import type { AuditService } from '../audit/audit.service';
import type { Actor } from '../../lib/security/actor';

export const DEFAULT_SAMPLE_IMAGES_DIR = fromProjectRoot('assets', 'property-images');
const IMAGE_FILE = /^[\w.-]+\.(webp|jpe?g|png)$/i;

/**
 * The admin's sample image tool (spec §2): copies the bundled property images into storage as
 * `sample-images/<name>`, overwriting, one file per request so the page can show each file's state.
 */
export function createSampleImagesService(deps: { db: Db; media: MediaStore; audit: AuditService; sourceDir?: string }) {
  const { db, media, audit } = deps;
  const sourceDir = deps.sourceDir ?? DEFAULT_SAMPLE_IMAGES_DIR;

  /** Listed at request time: the bundle can be regenerated while the server runs. */
  async function names(): Promise<string[]> {
    const entries = await readdir(sourceDir).catch(() => [] as string[]);
    return entries.filter((n) => IMAGE_FILE.test(n)).sort();
  }

  async function uploadOne(actor: Actor, name: string): Promise<SampleUploadResult> {
    if (!(await names()).includes(name)) throw new NotFoundError(SAMPLE_IMAGE_MESSAGES.notFound);
    const data = await readFile(path.join(sourceDir, name));
    // The media store checks that it is an image before storing it.
    const url = await media.saveSampleImage(name, data);
    await db.transaction((tx) =>
      audit.record(tx, actor, {
        action: 'sample_image.upload',
        objectType: 'sample_image',
        objectId: name,
        after: { name, url, sizeBytes: data.length },
      }),
    );
    return { name, status: 'success', url, error: null };
  }

  return {
    async list(actorOrNull: Actor | null): Promise<{ items: SampleImage[] }> {
      requireAdmin(actorOrNull);
      const items = await Promise.all(
        (await names()).map(async (name) => {
          const source = await stat(path.join(sourceDir, name));
          const uploaded = await media.hasSampleImage(name);
          return { name, url: media.sampleImageUrl(name), sizeBytes: source.size, uploaded };
        }),
      );
      return { items };
    },

    async upload(actorOrNull: Actor | null, name: string): Promise<SampleUploadResult> {
      return uploadOne(requireAdmin(actorOrNull), name);
    },

    async uploadAll(actorOrNull: Actor | null): Promise<SampleUploadSummary> {
      const actor = requireAdmin(actorOrNull);
      const results: SampleUploadResult[] = [];
      for (const name of await names()) {
        try {
          results.push(await uploadOne(actor, name));
        } catch (err) {
          results.push({ name, status: 'error', url: null, error: (err as Error).message || 'Upload failed' });
        }
      }
      const errors = results.filter((r) => r.status === 'error').length;
      const uploaded = results.length - errors;
      return {
        results,
        uploaded,
        errors,
        message: errors === 0 ? SAMPLE_IMAGE_MESSAGES.allSucceeded : SAMPLE_IMAGE_MESSAGES.summary(uploaded, errors),
      };
    },
  };
}
export type SampleImagesService = ReturnType<typeof createSampleImagesService>;
