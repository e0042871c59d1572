import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ComparisonQuerySchema, ComparisonSchema } from '../../../shared/schemas/comparison';
import { noStore, type ActorResolver } from '../../lib/http/http';
import { describeRoute, errors } from '../../lib/http/openapi';
import type { ComparisonService } from './comparison.service';

/** Compare: up to four auctions side by side. */
export async function comparisonRoutes(
  app: FastifyInstance,
  { comparison, getActor }: { comparison: ComparisonService; getActor: ActorResolver },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/compare',
    {
      schema: {
        ...describeRoute(
          'auctions',
          'Up to four auctions side by side: prices, EMD, area and price per sq ft, possession, dates, documents',
          {
            session: 'optional',
            description: 'The reserve price only for those who may see it; auctions the caller may not see are left out.',
          },
        ),
        querystring: ComparisonQuerySchema,
        response: { 200: ComparisonSchema, ...errors(400) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return comparison.compare(await getActor(req), req.query.ids);
    },
  );
}
