import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Actor } from '../security/actor';

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

export function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

export const IdParams = z.object({ id: z.string() });
