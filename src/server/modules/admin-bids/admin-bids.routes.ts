import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminBidListQuerySchema, BidStatusChangeSchema } from '../../../shared/schemas/admin';
import { noStore, type ActorResolver } from '../../lib/http';
import type { AdminBidsService } from './admin-bids.service';

const IdParams = z.object({ id: z.string() });

export async function adminBidsRoutes(
  app: FastifyInstance,
  { adminBids, getActor }: { adminBids: AdminBidsService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/bids', { schema: { querystring: AdminBidListQuerySchema } }, async (req, reply) => {
    noStore(reply);
    return adminBids.list(await getActor(req), req.query);
  });

  r.get('/api/admin/bids/:id', { schema: { params: IdParams } }, async (req, reply) => {
    noStore(reply);
    return adminBids.get(await getActor(req), req.params.id);
  });

  r.patch('/api/admin/bids/:id', { schema: { params: IdParams, body: BidStatusChangeSchema } }, async (req) =>
    adminBids.changeStatus(await getActor(req), req.params.id, req.body.status),
  );
}
