import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance, { kind }: { kind: 'pglite' | 'postgres' }) {
  const body = { status: 'ok', db: kind } as const;
  app.get('/api/health', async () => body);
}
