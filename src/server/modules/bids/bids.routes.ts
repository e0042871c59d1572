import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BID_MESSAGES, BidListQuerySchema, IDEMPOTENCY_HEADER, MyBidsQuerySchema, PlaceBidSchema } from '../../../shared/schemas/bid';
import { HTTP, UnauthenticatedError } from '../../lib/errors';
import { noStore, requireSignedIn, type ActorResolver } from '../../lib/http';
import type { Actor } from '../users/users.service';
import { createBidderCache } from './bidder-cache';
import type { BidsService } from './bids.service';

const AuctionParams = z.object({ id: z.string() });

export async function bidsRoutes(app: FastifyInstance, { bids, getActor }: { bids: BidsService; getActor: ActorResolver }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const bidders = createBidderCache();
  const bidderOf = new WeakMap<object, Actor>();

  r.post(
    '/api/auctions/:id/bids',
    {
      schema: { params: AuctionParams, body: PlaceBidSchema },
      // A guest is told to sign in before anything about the body (spec §4 bid flow, step 1).
      preValidation: async (req) => {
        const key = req.headers.cookie;
        const remembered = key ? bidders.get(key) : null;
        let actor = remembered?.actor ?? null;
        if (remembered?.refresh) {
          getActor(req).then(
            (fresh) => bidders.set(key!, fresh && bids.mayBid(fresh) ? fresh : null),
            () => bidders.set(key!, null),
          );
        }
        if (!actor) {
          actor = await getActor(req);
          if (actor && key && bids.mayBid(actor)) bidders.set(key, actor);
        }
        if (!actor) throw new UnauthenticatedError(BID_MESSAGES.signInRequired);
        bidderOf.set(req, actor);
      },
    },
    async (req, reply) => {
      noStore(reply);
      const header = req.headers[IDEMPOTENCY_HEADER];
      const key = Array.isArray(header) ? header[0] : header;
      const placed = await bids.placeBid(bidderOf.get(req) ?? null, req.params.id, req.body, key);
      return reply.status(HTTP.CREATED).send(placed);
    },
  );

  r.get('/api/auctions/:id/bids', { schema: { params: AuctionParams, querystring: BidListQuerySchema } }, async (req, reply) => {
    noStore(reply);
    return bids.listForAuction(await getActor(req), req.params.id, req.query.limit);
  });

  r.get('/api/auctions/:id/bids/summary', { schema: { params: AuctionParams } }, async (req, reply) => {
    noStore(reply);
    return bids.summary(req.params.id);
  });

  r.get('/api/me/bids', { schema: { querystring: MyBidsQuerySchema } }, async (req, reply) => {
    noStore(reply);
    return bids.myBids(requireSignedIn(await getActor(req)), req.query.limit);
  });
}
