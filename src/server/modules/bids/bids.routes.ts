import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminBidListQuerySchema, BidStatusChangeSchema } from '../../../shared/schemas/admin';
import { BID_MESSAGES, BidListQuerySchema, IDEMPOTENCY_HEADER, MyBidsQuerySchema, PlaceBidSchema } from '../../../shared/schemas/bid';
import { HTTP, UnauthenticatedError } from '../../lib/errors';
import { noStore, type ActorResolver } from '../../lib/http';
import { requireSignedIn } from '../../lib/access';
import type { Actor } from '../../lib/actor';
import { createBidderCache } from './bidder-cache';
import type { BidReviewService } from './bid-review.service';
import type { BidsService } from './bids.service';

const IdParams = z.object({ id: z.string() });

/** Placing bids, an auction's bids, the caller's own bids, and the admin's bid management. */
export async function bidsRoutes(
  app: FastifyInstance,
  { bids, review, getActor }: { bids: BidsService; review: BidReviewService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const bidders = createBidderCache();
  const bidderOf = new WeakMap<object, Actor>();

  r.post(
    '/api/auctions/:id/bids',
    {
      schema: { params: IdParams, body: PlaceBidSchema },
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

  r.get('/api/auctions/:id/bids', { schema: { params: IdParams, querystring: BidListQuerySchema } }, async (req, reply) => {
    noStore(reply);
    return bids.listForAuction(await getActor(req), req.params.id, req.query.limit);
  });

  r.get('/api/auctions/:id/bids/summary', { schema: { params: IdParams } }, async (req, reply) => {
    noStore(reply);
    return bids.summary(req.params.id);
  });

  r.get('/api/me/bids', { schema: { querystring: MyBidsQuerySchema } }, async (req, reply) => {
    noStore(reply);
    return bids.myBids(requireSignedIn(await getActor(req)), req.query.limit);
  });

  r.get('/api/admin/bids', { schema: { querystring: AdminBidListQuerySchema } }, async (req, reply) => {
    noStore(reply);
    return review.list(await getActor(req), req.query);
  });

  r.get('/api/admin/bids/:id', { schema: { params: IdParams } }, async (req, reply) => {
    noStore(reply);
    return review.get(await getActor(req), req.params.id);
  });

  r.patch('/api/admin/bids/:id', { schema: { params: IdParams, body: BidStatusChangeSchema } }, async (req) =>
    review.changeStatus(await getActor(req), req.params.id, req.body.status),
  );
}
