import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuctionDetailSchema,
  AuctionListQuerySchema,
  AuctionListSchema,
  ReservePriceSchema,
  SellerListSchema,
} from '../../../shared/schemas/auction';
import { IdParams, noStore, type ActorResolver } from '../../lib/http/http';
import { describeRoute, errors } from '../../lib/http/openapi';
import type { CatalogueService } from './catalogue.service';

/** The public catalogue: the listing, one auction, and its reserve price for those allowed to see it. */
export async function catalogueRoutes(
  app: FastifyInstance,
  { catalogue, getActor }: { catalogue: CatalogueService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/auctions',
    {
      schema: {
        ...describeRoute('auctions', 'The catalogue: filtered, sorted and paged, with counts per status and type', {
          session: 'optional',
          description: 'Drafts are listed only to admins and, their own, to vendors. Never carries a reserve price.',
        }),
        querystring: AuctionListQuerySchema,
        response: { 200: AuctionListSchema, ...errors(400) },
      },
    },
    async (req, reply) => {
      // NOTE: a request without a cookie has no session (sessions travel only in the cookie), so
      // most visitors skip the session lookup altogether.
      const actor = req.headers.cookie ? await getActor(req) : null;
      const json = await catalogue.listJson(actor, req.query);
      // The answer is cached already serialised; a string with a JSON type is sent as it is.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  r.get(
    '/api/sellers',
    {
      schema: {
        ...describeRoute('auctions', 'Who lists public auctions (banks and other sellers), by name, with how many each', {
          description: 'The Bank / seller filter of the listing: `seller` of `GET /api/auctions` takes one of these ids.',
        }),
        response: { 200: SellerListSchema },
      },
    },
    async () => catalogue.sellers(),
  );

  r.get(
    '/api/auctions/:id',
    {
      schema: {
        ...describeRoute(
          'auctions',
          'One auction with its images, its seller and, once ended, its result (never its reserve price); a draft is 404 to all but those who manage it',
          {
            session: 'optional',
          },
        ),
        params: IdParams,
        response: { 200: AuctionDetailSchema, ...errors(404) },
      },
    },
    async (req) => catalogue.view(await getActor(req), req.params.id),
  );

  r.get(
    '/api/auctions/:id/reserve-price',
    {
      schema: {
        ...describeRoute('auctions', 'The reserve price, for admins and the auction’s own vendor only (spec §6)', { session: 'signedIn' }),
        params: IdParams,
        response: { 200: ReservePriceSchema, ...errors(401, 403, 404) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return catalogue.reservePrice(await getActor(req), req.params.id);
    },
  );
}
