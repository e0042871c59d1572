import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HomeStatsSchema } from '../../../shared/schemas/stats';
import { describeRoute } from '../../lib/http/openapi';
import type { StatsService } from './stats.service';

/** The home page's headline figures. */
export async function statsRoutes(app: FastifyInstance, { stats }: { stats: StatsService }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/stats',
      { schema: { ...describeRoute('reports', 'The home page’s headline figures'), response: { 200: HomeStatsSchema } } },
      async () => stats.home(),
    );
}
