import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { DEMO_MESSAGES } from '../../../shared/schemas/demo';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { noStore, requireRole, type ActorResolver } from '../../lib/http';
import { isLocalRequest } from '../../lib/local-request';

/**
 * The e-mail outbox: admins read it at /admin/outbox; in demo mode the machine the server runs on may
 * read it without signing in, so that a password-reset link can be followed without a mail server.
 */
export async function outboxRoutes(
  app: FastifyInstance,
  { db, getActor, demoMode }: { db: Db; getActor: ActorResolver; demoMode: boolean },
) {
  app.get('/api/admin/outbox', async (req, reply) => {
    noStore(reply);
    requireRole(await getActor(req), 'admin');
    return { items: await listOutbox(db) };
  });
  app.get('/api/dev/outbox', async (req, reply) => {
    if (!demoMode) throw new NotFoundError('Not found');
    // NOTE: it holds password-reset links, so from anywhere else it would hand out every account,
    // the admin's included (decision 011).
    if (!isLocalRequest(req)) throw new ForbiddenError(DEMO_MESSAGES.outboxLocalOnly);
    noStore(reply);
    return { items: await listOutbox(db) };
  });
}

async function listOutbox(db: Db) {
  const rows = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(100);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    sentAt: r.sentAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
