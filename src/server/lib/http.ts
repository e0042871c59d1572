import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Role } from '../../shared/domain/constants';
import { ForbiddenError, UnauthenticatedError } from './errors';
import type { Actor } from '../modules/users/users.service';

declare module 'fastify' {
  interface FastifyRequest {
    actorPromise?: Promise<Actor | null>;
  }
}

export type ActorResolver = (req: FastifyRequest) => Promise<Actor | null>;

/** Wraps a resolver so the session is looked up at most once per request. */
export function cachedActor(resolve: ActorResolver): ActorResolver {
  return (req) => (req.actorPromise ??= resolve(req));
}

export function headersOf(req: FastifyRequest): Headers {
  return fromNodeHeaders(req.headers);
}

export function requireSignedIn(actor: Actor | null): Actor {
  if (!actor) throw new UnauthenticatedError();
  return actor;
}

export function requireRole(actor: Actor | null, ...roles: Role[]): Actor {
  const a = requireSignedIn(actor);
  if (!roles.includes(a.role)) throw new ForbiddenError();
  return a;
}

export function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}
