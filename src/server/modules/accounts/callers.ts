import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../lib/security/actor';
import { cachedActor, headersOf, type ActorResolver } from '../../lib/http/http';
import type { AccountsService } from './accounts.service';
import type { Auth } from './auth';

/** Who is calling, and through which session: a WebSocket remembers it, so that the session's end closes it. */
export type Caller = { actor: Actor; sessionId: string };
export type CallerResolver = (req: FastifyRequest) => Promise<Caller | null>;

/**
 * The caller behind a request's session cookie, looked up at most once per request (Better Auth's
 * session, then our roles and profile), and the actor alone for the routes that need no more.
 */
export function createCallerResolvers(
  auth: Pick<Auth, 'api'>,
  accounts: Pick<AccountsService, 'resolveActor'>,
): { getCaller: CallerResolver; getActor: ActorResolver } {
  const callers = new WeakMap<FastifyRequest, Promise<Caller | null>>();
  const lookUp = async (req: FastifyRequest): Promise<Caller | null> => {
    const session = await auth.api.getSession({ headers: headersOf(req) });
    return session ? { actor: await accounts.resolveActor(session.user), sessionId: session.session.id } : null;
  };
  const getCaller: CallerResolver = (req) => {
    let caller = callers.get(req);
    if (!caller) callers.set(req, (caller = lookUp(req)));
    return caller;
  };
  return { getCaller, getActor: cachedActor(async (req) => (await getCaller(req))?.actor ?? null) };
}
