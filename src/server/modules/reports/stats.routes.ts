import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HomeStatsSchema } from '../../../shared/schemas/stats';
import type { StatsService } from './stats.service';

export async function statsRoutes(app: FastifyInstance, { stats }: { stats: StatsService }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/stats', { schema: { response: { 200: HomeStatsSchema } } }, async () => stats.home());
}
