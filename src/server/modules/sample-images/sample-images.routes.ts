import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore, type ActorResolver } from '../../lib/http';
import type { SampleImagesService } from './sample-images.service';

export async function sampleImagesRoutes(
  app: FastifyInstance,
  { sampleImages, getActor }: { sampleImages: SampleImagesService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/sample-images', async (req, reply) => {
    noStore(reply);
    return sampleImages.list(await getActor(req));
  });

  r.post('/api/admin/sample-images', async (req) => sampleImages.uploadAll(await getActor(req)));

  r.post('/api/admin/sample-images/:name', { schema: { params: z.object({ name: z.string().max(200) }) } }, async (req) =>
    sampleImages.upload(await getActor(req), req.params.name),
  );
}
