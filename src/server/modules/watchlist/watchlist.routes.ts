import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WatchlistAddSchema, WatchlistChangeSchema, WatchlistIdsSchema, WatchlistSchema } from '../../../shared/schemas/watchlist';
import { noStore, type ActorResolver } from '../../lib/http/http';
import { describeRoute, errors } from '../../lib/http/openapi';
import type { WatchlistService } from './watchlist.service';

const signedIn = { session: 'signedIn' } as const;

/** Spec §4 watchlist: any signed-in user watches auctions. */
export async function watchlistRoutes(
  app: FastifyInstance,
  { watchlist, getActor }: { watchlist: WatchlistService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/watchlist',
    {
      schema: {
        ...describeRoute('watchlist', 'The auctions the caller watches, newest first', signedIn),
        response: { 200: WatchlistSchema, ...errors(401) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return watchlist.list(await getActor(req));
    },
  );

  r.get(
    '/api/watchlist/ids',
    {
      schema: {
        ...describeRoute('watchlist', 'The ids of the auctions the caller watches', signedIn),
        response: { 200: WatchlistIdsSchema, ...errors(401) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return watchlist.ids(await getActor(req));
    },
  );

  r.post(
    '/api/watchlist',
    {
      schema: {
        ...describeRoute('watchlist', 'Watch an auction (watching it already changes nothing)', signedIn),
        body: WatchlistAddSchema,
        response: { 200: WatchlistChangeSchema, ...errors(400, 401, 404) },
      },
    },
    async (req) => watchlist.add(await getActor(req), req.body.auctionId),
  );

  r.delete(
    '/api/watchlist/:auctionId',
    {
      schema: {
        ...describeRoute('watchlist', 'Stop watching an auction', signedIn),
        params: z.object({ auctionId: z.string() }),
        response: { 200: WatchlistChangeSchema, ...errors(401, 404) },
      },
    },
    async (req) => watchlist.remove(await getActor(req), req.params.auctionId),
  );
}
