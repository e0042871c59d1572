import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ActorResolver } from '../../lib/http';
import type { LifecycleService } from './lifecycle.service';

const AuctionParams = z.object({ id: z.string() });

/** Admin Start and End (ARCHITECTURE §5). Both answer with the auction as it now is. */
export async function lifecycleRoutes(
  app: FastifyInstance,
  { lifecycle, getActor }: { lifecycle: LifecycleService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/auctions/:id/start', { schema: { params: AuctionParams } }, async (req) =>
    lifecycle.start(await getActor(req), req.params.id),
  );
  r.post('/api/auctions/:id/end', { schema: { params: AuctionParams } }, async (req) => lifecycle.end(await getActor(req), req.params.id));
}
