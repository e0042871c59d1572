import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import { isAdmin } from '../../shared/domain/access';
import type { Role } from '../../shared/domain/constants';
import { highestRole } from '../../shared/domain/roles';
import { CLOSE_POLICY, REALTIME_MESSAGES, type RealtimeEvents, type ServerMessage, type Topic } from '../../shared/realtime';
import type { HubMetrics } from '../lib/observability/metrics';

/**
 * Topics inside the server. A client subscribes to `user`; the hub files it under `user:<its id>`,
 * so a user's events reach only that user's sockets.
 */
export type InternalTopic = `auction:${string}` | 'auctions' | 'admin' | `user:${string}`;

/**
 * A session ended (sign-out, a revoked session, a password reset) or, with `sessionId` null, every
 * session of the user (the account was deleted). Published on the user's `user:<id>` topic.
 */
export type SessionEnded = { userId: string; sessionId: string | null };

/** Events only servers hear: they change who a socket is, and never reach a browser. */
export type ServerEvents = { 'session.ended': SessionEnded };
export type BusEvents = RealtimeEvents & ServerEvents;
export type BusEventName = keyof BusEvents;

/** One published event as it travels on the bus (compact keys: it also rides PostgreSQL NOTIFY). */
export type BusMessage<E extends BusEventName = BusEventName> = { t: InternalTopic; e: E; d: BusEvents[E] };

export type HubClient = {
  socket: WebSocket;
  userId: string | null;
  role: Role | null;
  /** The session the socket was opened with; its end closes the socket. */
  sessionId?: string | null;
  topics: Set<InternalTopic>;
};

/** Why the server closed a socket whose session ended (with CLOSE_POLICY). */
export const SESSION_ENDED_REASON = 'Session ended';
/** How long an ended session is remembered, for a socket whose connection was being accepted as it ended. */
const ENDED_SESSION_MEMORY_MS = 60_000;

/** A socket whose unsent backlog passes this is too slow to keep up; it is dropped and will refetch on reconnect. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** How long the hub remembers when a topic last had an event (for `quietSince`); older ones fold into one horizon. */
const EVENT_MEMORY_MS = 10 * 60_000;

const publicTopic = (t: InternalTopic): Topic => (t.startsWith('user:') ? 'user' : (t as Topic));

/**
 * The network socket under a `ws` WebSocket, when a ready-made frame may be written to it directly.
 * NOTE: that is safe only without permessage-deflate (never negotiated here: the server does not
 * offer it): then `ws` writes every frame synchronously, so nothing of its own can be half-sent when
 * we write ours. Anything else (a socket-like test double, a compressing socket) goes through send().
 */
function rawSocketOf(socket: WebSocket): Socket | null {
  const raw = (socket as unknown as { _socket?: Socket })._socket;
  return raw && socket.extensions === '' && typeof raw.write === 'function' ? raw : null;
}

/** One unmasked, final text frame (RFC 6455 §5.2) around `payload`. */
export function textFrame(payload: Buffer): Buffer {
  const n = payload.length;
  const head = n < 126 ? 2 : n < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + n);
  frame[0] = 0x81;
  if (n < 126) frame[1] = n;
  else if (n < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(n, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(n), 2);
  }
  payload.copy(frame, head);
  return frame;
}

/** `metrics` counts the open sockets and the messages sent (lib/metrics.ts). */
export function createHub(metrics?: HubMetrics) {
  const topics = new Map<InternalTopic, Set<HubClient>>();
  const seqs = new Map<InternalTopic, number>();
  const clients = new Set<HubClient>();
  /** Session id → when it ended, oldest first. */
  const endedSessions = new Map<string, number>();
  const sessionEndedListeners = new Set<(ended: SessionEnded) => void>();
  /** Topic → when this server last delivered an event on it (its clock), oldest first; subscribers or not. */
  const lastEventAt = new Map<InternalTopic, number>();
  /** Events before this time are forgotten: a topic not in lastEventAt had none since. */
  let forgottenBefore = Date.now();
  /** Set while events from other servers may be lost (the bus is down): nothing is known to be quiet. */
  let deaf = false;

  function noteEvent(topic: InternalTopic) {
    const now = Date.now();
    lastEventAt.delete(topic);
    lastEventAt.set(topic, now);
    for (const [t, at] of lastEventAt) {
      if (now - at < EVENT_MEMORY_MS) break;
      lastEventAt.delete(t);
      forgottenBefore = at;
    }
  }

  function rememberEnded(sessionId: string) {
    const now = Date.now();
    for (const [id, at] of endedSessions) {
      if (now - at < ENDED_SESSION_MEMORY_MS) break;
      endedSessions.delete(id);
    }
    endedSessions.set(sessionId, now);
  }

  function send(client: HubClient, message: ServerMessage) {
    if (client.socket.readyState !== client.socket.OPEN) return;
    client.socket.send(JSON.stringify(message));
    metrics?.messagesSent(1);
  }

  return {
    clients,
    add(client: HubClient) {
      clients.add(client);
      metrics?.connections(clients.size);
      // NOTE: the session may have ended between its lookup and this socket's upgrade.
      if (client.sessionId && endedSessions.has(client.sessionId)) this.disconnect(client);
    },
    /**
     * Closes a socket whose session ended. NOTE: closed rather than kept as a visitor's: the browser
     * reconnects after any close but its own, and the new socket is whoever its cookie says now (a
     * visitor, or a session signed in since), so nothing of the old identity lingers.
     */
    disconnect(client: HubClient) {
      this.remove(client);
      client.socket.close(CLOSE_POLICY, SESSION_ENDED_REASON);
    },
    /** A session ended somewhere (every server hears it on the bus): its sockets here close, and the listeners hear it. */
    endSession(ended: SessionEnded) {
      if (ended.sessionId) rememberEnded(ended.sessionId);
      for (const client of clients) {
        if (client.userId === ended.userId && (ended.sessionId === null || client.sessionId === ended.sessionId)) this.disconnect(client);
      }
      for (const listener of sessionEndedListeners) listener(ended);
    },
    /** Tells `listener` of every ended session, from any server; returns the function that stops it. */
    onSessionEnded(listener: (ended: SessionEnded) => void): () => void {
      sessionEndedListeners.add(listener);
      return () => sessionEndedListeners.delete(listener);
    },
    /** The user's roles changed: their sockets take the new role and leave the topics it may no longer follow. */
    changeRoles(userId: string, roles: Role[]) {
      const role = highestRole(roles);
      for (const client of clients) {
        if (client.userId !== userId) continue;
        client.role = role;
        if (client.topics.has('admin') && !isAdmin(client)) {
          this.unsubscribe(client, 'admin');
          send(client, { type: 'error', topic: 'admin', code: 'FORBIDDEN', message: REALTIME_MESSAGES.adminOnly });
        }
      }
    },
    remove(client: HubClient) {
      clients.delete(client);
      metrics?.connections(clients.size);
      for (const t of client.topics) this.unsubscribe(client, t);
    },
    subscribe(client: HubClient, topic: InternalTopic) {
      client.topics.add(topic);
      let set = topics.get(topic);
      if (!set) topics.set(topic, (set = new Set()));
      set.add(client);
    },
    unsubscribe(client: HubClient, topic: InternalTopic) {
      client.topics.delete(topic);
      const set = topics.get(topic);
      if (!set) return;
      set.delete(client);
      if (set.size === 0) {
        topics.delete(topic);
        seqs.delete(topic);
      }
    },
    send,
    /**
     * The time (this server's clock, epoch ms) since which no event on `topic` has been delivered here:
     * data read after it misses nothing that the subscription does not bring. Sent with `subscribed`, so
     * a client whose data is newer need not refetch it (realtime-client.ts).
     */
    quietSince(topic: InternalTopic): number {
      return deaf ? Date.now() : (lastEventAt.get(topic) ?? forgottenBefore);
    },
    /**
     * The bus stopped (`false`) or resumed (`true`) hearing the other servers: meanwhile no topic counts
     * as quiet, and what happened before the resumption is forgotten. On resuming, every socket's
     * subscriptions are confirmed again as of now, so the tabs refetch what they show: the events of
     * other servers published while this one could not hear them reached none of its sockets.
     */
    setHearing(hearing: boolean) {
      const wasDeaf = deaf;
      deaf = !hearing;
      if (!hearing) return;
      const now = Date.now();
      lastEventAt.clear();
      forgottenBefore = now;
      if (!wasDeaf) return;
      for (const client of clients) {
        for (const topic of client.topics) send(client, { type: 'subscribed', topic: publicTopic(topic), quietSince: now });
      }
    },
    /**
     * Delivers one event to every local subscriber of its topic.
     * NOTE: the message is serialised once, and framed once: the same WebSocket frame (header and
     * payload) is written to every socket, so per watcher the work is one write call. This is what
     * keeps a 10,000-watcher fan-out at the speed of a bare broadcast.
     */
    deliver(message: BusMessage): number {
      // Events that change who a socket is act on this server's sockets first; a session's end goes no further.
      if (message.e === 'session.ended') {
        this.endSession(message.d as SessionEnded);
        return 0;
      }
      if (message.e === 'account.changed') {
        this.changeRoles(message.t.slice('user:'.length), (message.d as RealtimeEvents['account.changed']).roles);
      }
      noteEvent(message.t);
      const subscribers = topics.get(message.t);
      if (!subscribers || subscribers.size === 0) return 0;
      const seq = (seqs.get(message.t) ?? 0) + 1;
      seqs.set(message.t, seq);
      const payload = Buffer.from(JSON.stringify({ type: 'event', topic: publicTopic(message.t), event: message.e, data: message.d, seq }));
      let frame: Buffer | null = null;
      let sent = 0;
      for (const client of subscribers) {
        const socket = client.socket;
        if (socket.readyState !== socket.OPEN) continue;
        const raw = rawSocketOf(socket);
        if ((raw?.writableLength ?? socket.bufferedAmount) > MAX_BUFFERED_BYTES) {
          socket.terminate();
          continue;
        }
        if (raw) raw.write((frame ??= textFrame(payload)));
        else socket.send(payload, { binary: false });
        sent += 1;
      }
      if (sent > 0) metrics?.messagesSent(sent);
      return sent;
    },
    subscriberCount(topic: InternalTopic): number {
      return topics.get(topic)?.size ?? 0;
    },
    closeAll(code = 1001, reason = 'Server shutting down') {
      for (const c of clients) c.socket.close(code, reason);
    },
  };
}
export type Hub = ReturnType<typeof createHub>;
