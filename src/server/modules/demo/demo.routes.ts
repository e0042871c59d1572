import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DemoUsersResponseSchema } from '../../../shared/schemas/demo';
import { NotFoundError } from '../../lib/http/errors';
import { describeRoute, errors } from '../../lib/http/openapi';
import type { DemoService } from './demo.service';

/** `/api/demo-users` exists only while DEMO_MODE is on; otherwise it is a plain 404. */
export async function demoRoutes(app: FastifyInstance, { demo, demoMode }: { demo: DemoService; demoMode: boolean }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = async () => {
    if (!demoMode) throw new NotFoundError('Not found');
  };
  r.get(
    '/api/demo-users',
    {
      schema: {
        ...describeRoute('demo', 'Whether demo mode is on (404 when it is off)'),
        response: { 200: z.object({ enabled: z.literal(true) }), ...errors(404) },
      },
      preHandler: guard,
    },
    async () => ({ enabled: true as const }),
  );
  r.post(
    '/api/demo-users',
    {
      schema: {
        ...describeRoute('demo', 'Create the four demo buyers (verified, EMD paid) if they are missing'),
        response: { 200: DemoUsersResponseSchema, ...errors(404) },
      },
      preHandler: guard,
    },
    async () => demo.createDemoUsers(),
  );
  r.post(
    '/api/demo-users/reset',
    {
      schema: {
        ...describeRoute('demo', 'Delete and recreate the demo buyers; the auctions they bid on are put right'),
        response: { 200: DemoUsersResponseSchema, ...errors(404) },
      },
      preHandler: guard,
    },
    async () => demo.resetDemoUsers(),
  );
}
