import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SampleImageListSchema, SampleUploadResultSchema, SampleUploadSummarySchema } from '../../../shared/schemas/admin';
import { noStore, type ActorResolver } from '../../lib/http/http';
import { describeRoute, errors } from '../../lib/http/openapi';
import type { SampleImagesService } from './sample-images.service';

const signedIn = { session: 'signedIn' } as const;

/** The admin's sample image tool (spec §2). */
export async function sampleImagesRoutes(
  app: FastifyInstance,
  { sampleImages, getActor }: { sampleImages: SampleImagesService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/sample-images',
    {
      schema: {
        ...describeRoute('media', 'Admin: the bundled sample images and whether each is in storage', signedIn),
        response: { 200: SampleImageListSchema, ...errors(401, 403) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return sampleImages.list(await getActor(req));
    },
  );

  r.post(
    '/api/admin/sample-images',
    {
      schema: {
        ...describeRoute('media', 'Admin: copy every sample image into storage, overwriting', signedIn),
        response: { 200: SampleUploadSummarySchema, ...errors(401, 403) },
      },
    },
    async (req) => sampleImages.uploadAll(await getActor(req)),
  );

  r.post(
    '/api/admin/sample-images/:name',
    {
      schema: {
        ...describeRoute('media', 'Admin: copy one sample image into storage, overwriting', signedIn),
        params: z.object({ name: z.string().max(200) }),
        response: { 200: SampleUploadResultSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => sampleImages.upload(await getActor(req), req.params.name),
  );
}
