import type {} from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { isAdmin } from '../../shared/domain/access';
import {
  CLOSE_POLICY,
  ClientMessageSchema,
  HEARTBEAT_INTERVAL_MS,
  REALTIME_MESSAGES,
  REALTIME_PATH,
  type Topic,
} from '../../shared/realtime';
import { ForbiddenError } from '../lib/http/errors';
import { isAllowedOrigin } from '../lib/http/origin';
import type { Actor } from '../lib/security/actor';
import type { Hub, HubClient, InternalTopic } from './hub';

/** Who is connecting, and through which session (the accounts module's `getCaller`). */
type Caller = { actor: Actor; sessionId: string };

/** A socket may follow this many topics; a tab needs a handful. */
const MAX_TOPICS_PER_SOCKET = 200;

/**
 * `GET /api/realtime` (ARCHITECTURE §6): the session cookie says who is connecting, the Origin
 * must be ours, and the client chooses its topics. The socket keeps its session's id: when that
 * session ends, on any server, the hub closes the socket (hub.ts).
 */
export async function realtimeRoutes(
  app: FastifyInstance,
  {
    hub,
    getCaller,
    publicUrl,
    extraOrigins = [],
  }: { hub: Hub; getCaller: (req: FastifyRequest) => Promise<Caller | null>; publicUrl: string; extraOrigins?: readonly string[] },
) {
  const callers = new WeakMap<FastifyRequest, Caller | null>();

  // Heartbeat: a socket that did not answer the previous ping is gone (a dead network does not close it).
  const alive = new WeakMap<WebSocket, boolean>();
  const heartbeat = setInterval(() => {
    for (const client of hub.clients) {
      if (alive.get(client.socket) === false) {
        client.socket.terminate();
        continue;
      }
      alive.set(client.socket, false);
      client.socket.ping();
    }
  }, HEARTBEAT_INTERVAL_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      // NOTE: @fastify/websocket hides WebSocket routes from the API document; its info text names this one.
      preValidation: async (req) => {
        // NOTE: browsers send cookies on cross-site WebSocket upgrades; the Origin check is what stops
        // another site from listening in on a signed-in user's events.
        if (!isAllowedOrigin({ origin: req.headers.origin, cookie: req.headers.cookie }, publicUrl, extraOrigins)) {
          throw new ForbiddenError('Cross-site connection refused');
        }
        callers.set(req, await getCaller(req).catch(() => null));
      },
    },
    (socket, req) => {
      const caller = callers.get(req) ?? null;
      callers.delete(req);
      const client: HubClient = {
        socket,
        userId: caller?.actor.userId ?? null,
        role: caller?.actor.role ?? null,
        sessionId: caller?.sessionId ?? null,
        topics: new Set(),
      };
      hub.add(client);
      alive.set(socket, true);
      socket.on('pong', () => alive.set(socket, true));
      socket.on('close', () => hub.remove(client));
      socket.on('error', () => hub.remove(client));
      socket.on('message', (raw, isBinary) => {
        alive.set(socket, true);
        if (isBinary) return socket.close(CLOSE_POLICY, 'Text messages only');
        let parsed;
        try {
          parsed = ClientMessageSchema.safeParse(JSON.parse(String(raw)));
        } catch {
          parsed = null;
        }
        if (!parsed?.success) {
          hub.send(client, { type: 'error', code: 'VALIDATION', message: REALTIME_MESSAGES.badMessage });
          return;
        }
        const msg = parsed.data;
        if (msg.type === 'ping') {
          hub.send(client, { type: 'pong', id: msg.id, serverTime: Date.now() });
          return;
        }
        const topic = msg.topic;
        const internal = toInternal(client, topic);
        if (msg.type === 'unsubscribe') {
          if (typeof internal === 'string') hub.unsubscribe(client, internal);
          hub.send(client, { type: 'unsubscribed', topic });
          return;
        }
        if (typeof internal !== 'string') {
          hub.send(client, { type: 'error', topic, ...internal });
          return;
        }
        if (!client.topics.has(internal) && client.topics.size >= MAX_TOPICS_PER_SOCKET) {
          hub.send(client, { type: 'error', topic, code: 'VALIDATION', message: 'Too many topics on one connection.' });
          return;
        }
        hub.subscribe(client, internal);
        hub.send(client, { type: 'subscribed', topic, quietSince: hub.quietSince(internal) });
      });
      hub.send(client, { type: 'hello', serverTime: Date.now(), userId: client.userId });
    },
  );
}

function toInternal(client: HubClient, topic: Topic): InternalTopic | { code: 'FORBIDDEN' | 'UNAUTHENTICATED'; message: string } {
  if (topic === 'user') {
    return client.userId ? `user:${client.userId}` : { code: 'UNAUTHENTICATED', message: REALTIME_MESSAGES.signInRequired };
  }
  if (topic === 'admin') {
    return isAdmin(client) ? 'admin' : { code: 'FORBIDDEN', message: REALTIME_MESSAGES.adminOnly };
  }
  if (topic === 'auctions') return 'auctions';
  return `auction:${topic.slice('auction:'.length).toLowerCase()}`;
}
