import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WatchlistAddSchema, WatchlistChangeSchema, WatchlistIdsSchema, WatchlistSchema } from '../../../shared/schemas/watchlist';
import { noStore, type ActorResolver } from '../../lib/http';
import type { WatchlistService } from './watchlist.service';

export async function watchlistRoutes(
  app: FastifyInstance,
  { watchlist, getActor }: { watchlist: WatchlistService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/watchlist', { schema: { response: { 200: WatchlistSchema } } }, async (req, reply) => {
    noStore(reply);
    return watchlist.list(await getActor(req));
  });

  r.get('/api/watchlist/ids', { schema: { response: { 200: WatchlistIdsSchema } } }, async (req, reply) => {
    noStore(reply);
    return watchlist.ids(await getActor(req));
  });

  r.post('/api/watchlist', { schema: { body: WatchlistAddSchema, response: { 200: WatchlistChangeSchema } } }, async (req) =>
    watchlist.add(await getActor(req), req.body.auctionId),
  );

  r.delete(
    '/api/watchlist/:auctionId',
    { schema: { params: z.object({ auctionId: z.string() }), response: { 200: WatchlistChangeSchema } } },
    async (req) => watchlist.remove(await getActor(req), req.params.auctionId),
  );
}
