import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeRoute } from '../../lib/openapi';

const HealthSchema = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) });

/** Liveness (ARCHITECTURE §5). */
export async function healthRoutes(app: FastifyInstance, { kind }: { kind: 'pglite' | 'postgres' }) {
  const body = { status: 'ok', db: kind } as const;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { ...describeRoute('platform', 'The server is up, and which database it runs on'), response: { 200: HealthSchema } } },
      async () => body,
    );
}
