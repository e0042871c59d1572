import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuctionListQuerySchema, AuctionListSchema, AuctionSchema, ReservePriceSchema } from '../../../shared/schemas/auction';
import { noStore, type ActorResolver } from '../../lib/http';
import type { CatalogueService } from './catalogue.service';

export const AuctionIdParamsSchema = z.object({ id: z.string() });

/** The public catalogue: the listing, one auction, and its reserve price for those allowed to see it. */
export async function auctionsRoutes(
  app: FastifyInstance,
  { catalogue, getActor }: { catalogue: CatalogueService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/auctions', { schema: { querystring: AuctionListQuerySchema, response: { 200: AuctionListSchema } } }, async (req, reply) => {
    // NOTE: a request without a cookie has no session (sessions travel only in the cookie), so
    // most visitors skip the session lookup altogether.
    const actor = req.headers.cookie ? await getActor(req) : null;
    const json = await catalogue.listJson(actor, req.query);
    // The answer is cached already serialised; a string with a JSON type is sent as it is.
    return reply.type('application/json; charset=utf-8').send(json as never);
  });

  r.get('/api/auctions/:id', { schema: { params: AuctionIdParamsSchema, response: { 200: AuctionSchema } } }, async (req) =>
    catalogue.view(await getActor(req), req.params.id),
  );

  r.get(
    '/api/auctions/:id/reserve-price',
    { schema: { params: AuctionIdParamsSchema, response: { 200: ReservePriceSchema } } },
    async (req, reply) => {
      noStore(reply);
      return catalogue.reservePrice(await getActor(req), req.params.id);
    },
  );
}
