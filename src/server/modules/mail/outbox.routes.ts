import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEMO_MESSAGES } from '../../../shared/schemas/demo';
import { OutboxSchema } from '../../../shared/schemas/mail';
import { requireAdmin } from '../../lib/security/access';
import { ForbiddenError, NotFoundError } from '../../lib/http/errors';
import { noStore, type ActorResolver } from '../../lib/http/http';
import { isLocalRequest } from '../../lib/http/local-request';
import { describeRoute, errors } from '../../lib/http/openapi';
import type { MailService } from './mail.service';

/**
 * The e-mail outbox: admins read it at /admin/outbox with every one-time link masked, and each
 * e-mail's delivery; in demo mode the machine the server runs on (standing in for the recipients'
 * mailboxes) may read it whole without signing in, so a password-reset link can be followed without a
 * mail server.
 */
export async function outboxRoutes(
  app: FastifyInstance,
  {
    mail,
    getActor,
    demoMode,
    origins,
  }: {
    mail: Pick<MailService, 'outbox'>;
    getActor: ActorResolver;
    demoMode: boolean;
    /** The server's own origins (PUBLIC_URL's and ALLOWED_ORIGINS): the names the demo mailbox answers to. */
    origins: readonly string[];
  },
) {
  const ownHostnames = new Set(origins.map((o) => new URL(o).hostname));
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/outbox',
    {
      schema: {
        ...describeRoute('mail', 'Admin: the newest e-mails of the outbox', { session: 'signedIn' }),
        response: { 200: OutboxSchema, ...errors(401, 403) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      requireAdmin(await getActor(req));
      // NOTE: an admin is not the recipient: a reset link shown in full would hand them the account.
      return { items: await mail.outbox({ maskLinks: true }) };
    },
  );
  r.get(
    '/api/dev/outbox',
    {
      schema: {
        ...describeRoute('mail', 'Demo mode, from the server’s own machine only: the newest e-mails of the outbox'),
        response: { 200: OutboxSchema, ...errors(403, 404) },
      },
    },
    async (req, reply) => {
      if (!demoMode) throw new NotFoundError('Not found');
      // NOTE: it holds password-reset links, so from anywhere else it would hand out every account,
      // the admin's included (decision 011).
      // NOTE: and only under one of the server's own names: a page of another site whose name the
      // attacker points at 127.0.0.1 (DNS rebinding) reaches this machine from its own browser, with that
      // site's name in Host, and would read the answer as same-origin.
      // The Host header itself: never X-Forwarded-Host, which such a page may set too.
      if (!isLocalRequest(req) || !ownHostnames.has(hostnameOf(req.headers.host))) throw new ForbiddenError(DEMO_MESSAGES.outboxLocalOnly);
      noStore(reply);
      return { items: await mail.outbox({ maskLinks: false }) };
    },
  );
}

/** The name in a Host header (`localhost:3000` → `localhost`, `[::1]:3000` → `[::1]`); empty when there is none. */
function hostnameOf(host: string | undefined): string {
  if (!host) return '';
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return '';
  }
}
