import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuctionSchema } from '../../../shared/schemas/auction';
import { IdParams, type ActorResolver } from '../../lib/http/http';
import { describeRoute, errors } from '../../lib/http/openapi';
import type { LifecycleService } from './lifecycle.service';

/** Admin Start and End (ARCHITECTURE §5). Both answer with the auction as it now is. */
export async function lifecycleRoutes(
  app: FastifyInstance,
  { lifecycle, getActor }: { lifecycle: LifecycleService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: AuctionSchema, ...errors(401, 403, 404, 409) };
  r.post(
    '/api/auctions/:id/start',
    {
      schema: { ...describeRoute('auctions', 'Admin: start an upcoming auction now', { session: 'signedIn' }), params: IdParams, response },
    },
    async (req) => lifecycle.start(await getActor(req), req.params.id),
  );
  r.post(
    '/api/auctions/:id/end',
    {
      schema: {
        ...describeRoute('auctions', 'Admin: end a live auction now; the highest active bid wins', { session: 'signedIn' }),
        params: IdParams,
        response,
      },
    },
    async (req) => lifecycle.end(await getActor(req), req.params.id),
  );
}
