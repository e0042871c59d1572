import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../lib/errors';
import type { DemoService } from './demo.service';

/** `/api/demo-users` exists only while DEMO_MODE is on; otherwise it is a plain 404. */
export async function demoRoutes(app: FastifyInstance, { demo, demoMode }: { demo: DemoService; demoMode: boolean }) {
  const guard = async () => {
    if (!demoMode) throw new NotFoundError('Not found');
  };
  app.get('/api/demo-users', { preHandler: guard }, async () => ({ enabled: true }));
  app.post('/api/demo-users', { preHandler: guard }, async () => demo.createDemoUsers());
  app.post('/api/demo-users/reset', { preHandler: guard }, async () => demo.resetDemoUsers());
}
