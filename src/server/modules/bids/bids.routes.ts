import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminBidDetailSchema,
  AdminBidListQuerySchema,
  AdminBidListSchema,
  AdminBidSchema,
  BidStatusChangeSchema,
} from '../../../shared/schemas/admin';
import {
  BID_MESSAGES,
  BidListQuerySchema,
  BidListSchema,
  BidSummarySchema,
  EligibilitySchema,
  IDEMPOTENCY_HEADER,
  MyBidListSchema,
  MyBidsQuerySchema,
  PlaceBidSchema,
  PlacedBidSchema,
} from '../../../shared/schemas/bid';
import { requireSignedIn } from '../../lib/security/access';
import type { Actor } from '../../lib/security/actor';
import { HTTP, UnauthenticatedError } from '../../lib/http/errors';
import { IdParams, noStore, type ActorResolver } from '../../lib/http/http';
import { describeRoute, errors } from '../../lib/http/openapi';
import type { Hub } from '../../realtime/hub';
import { createBidderCache } from './bidder-cache';
import type { BidReviewService } from './bid-review.service';
import type { BidLogService } from './bid-log.service';
import { BidLogPublicKeySchema, BidLogSchema } from '../../../shared/bid-log';
import { MyProxyBidListSchema, MyProxyBidSchema, ProxyBidSetSchema, SetProxyBidSchema } from '../../../shared/schemas/proxy-bid';
import type { BidsService } from './bids.service';

/** Placing bids, an auction's bids, the caller's own bids, and the admin's bid management. */
export async function bidsRoutes(
  app: FastifyInstance,
  {
    bids,
    review,
    bidLog,
    getActor,
    sessions,
  }: {
    bids: BidsService;
    review: BidReviewService;
    bidLog: BidLogService;
    getActor: ActorResolver;
    /** Where this server hears of ended sessions, whichever server ended them (the realtime hub). */
    sessions: Pick<Hub, 'onSessionEnded'>;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const bidders = createBidderCache();
  const stopForgetting = sessions.onSessionEnded(({ userId }) => bidders.forgetUser(userId));
  app.addHook('onClose', async () => {
    stopForgetting();
  });
  const bidderOf = new WeakMap<object, Actor>();

  r.post(
    '/api/auctions/:id/bids',
    {
      schema: {
        ...describeRoute('bids', 'Place a bid (a verified buyer with EMD paid, on a live auction)', {
          session: 'signedIn',
          description:
            'Decided on the server under the auction’s row lock (spec §5): above the current bid by at least the increment, ' +
            'before the end; a bid in the last five minutes moves the end to five minutes after it. Send an Idempotency-Key ' +
            '(1 to 200 characters) so that a retried request answers with the first outcome instead of bidding twice.',
        }),
        params: IdParams,
        headers: z.looseObject({ [IDEMPOTENCY_HEADER]: z.string().optional() }),
        body: PlaceBidSchema,
        response: { 201: PlacedBidSchema, ...errors(400, 401, 403, 404, 409, 429) },
      },
      // A guest is told to sign in before anything about the body (spec §4 bid flow, step 1).
      preValidation: async (req) => {
        const key = req.headers.cookie;
        const remembered = key ? bidders.get(key) : null;
        let actor = remembered?.actor ?? null;
        if (remembered?.refresh) {
          const since = bidders.since();
          getActor(req).then(
            (fresh) => bidders.set(key!, fresh && bids.mayBid(fresh) ? fresh : null, since),
            () => bidders.set(key!, null),
          );
        }
        if (!actor) {
          const since = bidders.since();
          actor = await getActor(req);
          if (actor && key && bids.mayBid(actor)) bidders.set(key, actor, since);
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

  r.post(
    '/api/auctions/:id/proxy-bid',
    {
      schema: {
        ...describeRoute('bids', 'Set or raise the caller’s maximum bid: the server bids for them only as much as needed', {
          session: 'signedIn',
          description:
            'Decision 020. Same rules as a bid (a verified buyer holding the auction’s EMD, a live auction) and the same rate limit; ' +
            'the maximum must be at least the next minimum bid, and a leading maximum can only be raised. Decided in the auction’s ' +
            'bid transaction: if it beats the price, an automatic bid is placed at once. The maximum is shown to its owner only.',
        }),
        params: IdParams,
        body: SetProxyBidSchema,
        response: { 200: ProxyBidSetSchema, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return bids.setMaximum(await getActor(req), req.params.id, req.body);
    },
  );

  r.get(
    '/api/auctions/:id/proxy-bid',
    {
      schema: {
        ...describeRoute('bids', 'The caller’s own maximum bid on an auction, if any', { session: 'signedIn' }),
        params: IdParams,
        response: { 200: MyProxyBidSchema, ...errors(401, 404) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return bids.myMaximum(requireSignedIn(await getActor(req)), req.params.id);
    },
  );

  r.delete(
    '/api/auctions/:id/proxy-bid',
    {
      schema: {
        ...describeRoute('bids', 'Cancel the caller’s maximum bid, only while it is not leading', { session: 'signedIn' }),
        params: IdParams,
        response: { 204: z.null().describe('Cancelled'), ...errors(401, 404, 409) },
      },
    },
    async (req, reply) => {
      await bids.cancelMaximum(requireSignedIn(await getActor(req)), req.params.id);
      return reply.status(HTTP.NO_CONTENT).send(null);
    },
  );

  r.get(
    '/api/me/proxy-bids',
    {
      schema: {
        ...describeRoute('bids', 'The caller’s maximum bids on auctions not yet ended', { session: 'signedIn' }),
        response: { 200: MyProxyBidListSchema, ...errors(401) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return bids.myMaximums(requireSignedIn(await getActor(req)));
    },
  );

  r.get(
    '/api/auctions/:id/bid-log',
    {
      schema: {
        ...describeRoute('bids', 'The auction’s public bid log: hash-chained entries under aliases, signed at the close', {
          session: 'optional',
          description:
            'Decision 020. Every accepted bid (and every later flag, restore or removal) as an entry whose hash covers the one ' +
            'before it; once the auction has closed, `seal` is an Ed25519 signature of the head by the key at ' +
            '/api/bid-log/public-key. Save it and check it with `npm run verify:bid-log`.',
        }),
        params: IdParams,
        response: { 200: BidLogSchema, ...errors(404) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return bidLog.get(await getActor(req), req.params.id);
    },
  );

  r.get(
    '/api/bid-log/public-key',
    {
      schema: {
        ...describeRoute('bids', 'The platform’s Ed25519 public key that signs closed bid logs'),
        response: { 200: BidLogPublicKeySchema },
      },
    },
    async () => bidLog.publicKey(),
  );

  r.get(
    '/api/auctions/:id/bids',
    {
      schema: {
        ...describeRoute('bids', 'The newest bids of an auction; bidders by alias, named only to admins and to themselves', {
          session: 'optional',
        }),
        params: IdParams,
        querystring: BidListQuerySchema,
        response: { 200: BidListSchema, ...errors(400, 404) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return bids.listForAuction(await getActor(req), req.params.id, req.query.limit);
    },
  );

  r.get(
    '/api/auctions/:id/eligibility',
    {
      schema: {
        ...describeRoute(
          'bids',
          'What the caller still needs before a bid on this auction is accepted, each with the action that fixes it',
          {
            session: 'optional',
          },
        ),
        params: IdParams,
        response: { 200: EligibilitySchema, ...errors(404) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return bids.eligibility(await getActor(req), req.params.id);
    },
  );

  r.get(
    '/api/auctions/:id/bids/summary',
    {
      schema: {
        ...describeRoute('bids', 'Counts and amounts of an auction’s bids, no bidders (spec §3 bids_public)'),
        params: IdParams,
        response: { 200: BidSummarySchema, ...errors(404) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return bids.summary(await getActor(req), req.params.id);
    },
  );

  r.get(
    '/api/me/bids',
    {
      schema: {
        ...describeRoute('bids', 'The caller’s own bids with their auctions', { session: 'signedIn' }),
        querystring: MyBidsQuerySchema,
        response: { 200: MyBidListSchema, ...errors(400, 401) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return bids.myBids(requireSignedIn(await getActor(req)), req.query.limit);
    },
  );

  r.get(
    '/api/admin/bids',
    {
      schema: {
        ...describeRoute('bids', 'Admin: every bid with its auction and bidder, filtered and paged, with totals', { session: 'signedIn' }),
        querystring: AdminBidListQuerySchema,
        response: { 200: AdminBidListSchema, ...errors(400, 401, 403) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return review.list(await getActor(req), req.query);
    },
  );

  r.get(
    '/api/admin/bids/:id',
    {
      schema: {
        ...describeRoute('bids', 'Admin: one bid with its auction (reserve included) and its bidder', { session: 'signedIn' }),
        params: IdParams,
        response: { 200: AdminBidDetailSchema, ...errors(401, 403, 404) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return review.get(await getActor(req), req.params.id);
    },
  );

  r.patch(
    '/api/admin/bids/:id',
    {
      schema: {
        ...describeRoute('bids', 'Admin: flag a bid or restore a flagged one while its auction runs', { session: 'signedIn' }),
        params: IdParams,
        body: BidStatusChangeSchema,
        response: { 200: AdminBidSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => review.changeStatus(await getActor(req), req.params.id, req.body.status, req.body.reason),
  );
}
