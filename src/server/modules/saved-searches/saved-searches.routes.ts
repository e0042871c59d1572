import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SavedSearchCreateSchema,
  SavedSearchListSchema,
  SavedSearchSchema,
  SavedSearchUpdateSchema,
} from '../../../shared/schemas/saved-search';
import { HTTP } from '../../lib/http/errors';
import { IdParams, noStore, type ActorResolver } from '../../lib/http/http';
import { describeRoute, errors } from '../../lib/http/openapi';
import type { SavedSearchesService } from './saved-searches.service';

const signedIn = { session: 'signedIn' } as const;

/** The caller's saved searches and their alerts (an alert e-mail's unsubscribe link is `/api/unsubscribe`). */
export async function savedSearchesRoutes(
  app: FastifyInstance,
  { savedSearches, getActor }: { savedSearches: SavedSearchesService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/saved-searches',
    {
      schema: {
        ...describeRoute('saved-searches', 'The caller’s saved searches, newest first, with how many new auctions each matched', signedIn),
        response: { 200: SavedSearchListSchema, ...errors(401) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return savedSearches.list(await getActor(req));
    },
  );

  r.post(
    '/api/saved-searches',
    {
      schema: {
        ...describeRoute('saved-searches', 'Save a listing view (its filters and search words) under a name, with alerts', {
          ...signedIn,
          description: 'New auctions that match it are told at once or in a daily digest at `digestHour` (IST). At most 25 per user.',
        }),
        body: SavedSearchCreateSchema,
        response: { 201: SavedSearchSchema, ...errors(400, 401, 409) },
      },
    },
    async (req, reply) => reply.status(HTTP.CREATED).send(await savedSearches.create(await getActor(req), req.body)),
  );

  r.patch(
    '/api/saved-searches/:id',
    {
      schema: {
        ...describeRoute('saved-searches', 'Rename a saved search, pause or resume its alerts, or change how often they come', signedIn),
        params: IdParams,
        body: SavedSearchUpdateSchema,
        response: { 200: SavedSearchSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (req) => savedSearches.update(await getActor(req), req.params.id, req.body),
  );

  r.delete(
    '/api/saved-searches/:id',
    {
      schema: {
        ...describeRoute('saved-searches', 'Delete a saved search and its alerts', signedIn),
        params: IdParams,
        response: { 204: z.null().describe('Deleted'), ...errors(401, 404) },
      },
    },
    async (req, reply) => {
      await savedSearches.remove(await getActor(req), req.params.id);
      return reply.status(HTTP.NO_CONTENT).send(null);
    },
  );
}
