import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../../lib/http/http';
import { describeRoute } from '../../lib/http/openapi';
import type { ReadinessService } from './readiness';

const HTTP_SERVICE_UNAVAILABLE = 503;

const HealthSchema = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) });
const ReadySchema = z.object({ status: z.literal('ready') });
const NotReadySchema = z
  .object({ status: z.literal('not ready'), reason: z.enum(['shutting down', 'database unavailable', 'database timeout']) })
  .describe('Send this process no traffic: it is shutting down, or its database does not answer');

/**
 * Liveness (ARCHITECTURE §5): the process answers, without touching the database, so a slow or
 * absent database never gets a live process restarted. Readiness: whether to send it traffic.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { kind, readiness }: { kind: 'pglite' | 'postgres'; readiness: ReadinessService },
) {
  const body = { status: 'ok', db: kind } as const;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/health',
    { schema: { ...describeRoute('platform', 'The server is up, and which database it runs on'), response: { 200: HealthSchema } } },
    async (_req, reply) => {
      noStore(reply);
      return body;
    },
  );
  r.get(
    '/api/ready',
    {
      schema: {
        ...describeRoute('platform', 'The server is ready for traffic: its database answers and it is not shutting down'),
        response: { 200: ReadySchema, [HTTP_SERVICE_UNAVAILABLE]: NotReadySchema },
      },
    },
    async (_req, reply) => {
      noStore(reply);
      const result = await readiness.check();
      if (result.ready) return { status: 'ready' as const };
      return reply.status(HTTP_SERVICE_UNAVAILABLE).send({ status: 'not ready' as const, reason: result.reason });
    },
  );
}
