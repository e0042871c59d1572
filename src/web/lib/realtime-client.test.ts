import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { CLOSE_POLICY, type EventMessage } from '@shared/realtime';
import { createRealtimeClient, type RealtimeClient } from './realtime-client';

/** A stand-in for /api/realtime speaking the protocol of src/shared/realtime.ts. */
type FakeServer = {
  url: string;
  received: { socket: WebSocket; message: Record<string, unknown> }[];
  sockets: Set<WebSocket>;
  answerPings: boolean;
  clockAheadMs: number;
  /** Topics a subscription is refused, with the error code (a visitor asking for `user`). */
  refused: Map<string, string>;
  /** Every connection accepted so far. */
  connections: number;
  /** What `subscribed` says of each topic's last event (its clock); unset: a minute ago, null: nothing (an older server). */
  quietSince: Map<string, number | null>;
  emit(topic: string, seq: number, data?: object): void;
  close(): Promise<void>;
};

async function fakeServer(): Promise<FakeServer> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => wss.once('listening', r));
  const server: FakeServer = {
    url: `ws://127.0.0.1:${(wss.address() as { port: number }).port}/api/realtime`,
    received: [],
    sockets: new Set(),
    answerPings: true,
    clockAheadMs: 0,
    refused: new Map(),
    connections: 0,
    quietSince: new Map(),
    emit(topic, seq, data = {}) {
      const text = JSON.stringify({ type: 'event', topic, event: 'auction.updated', data, seq });
      for (const s of server.sockets) s.send(text);
    },
    async close() {
      for (const s of server.sockets) s.terminate();
      await new Promise((r) => wss.close(r));
    },
  };
  wss.on('connection', (socket) => {
    server.sockets.add(socket);
    server.connections += 1;
    socket.on('close', () => server.sockets.delete(socket));
    socket.send(JSON.stringify({ type: 'hello', serverTime: Date.now() + server.clockAheadMs, userId: null }));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      server.received.push({ socket, message });
      const refusal = message.type === 'subscribe' ? server.refused.get(message.topic) : undefined;
      if (refusal) socket.send(JSON.stringify({ type: 'error', code: refusal, message: 'refused', topic: message.topic }));
      else if (message.type === 'subscribe') {
        const quiet = server.quietSince.get(message.topic);
        const quietSince = quiet === undefined ? Date.now() + server.clockAheadMs - 60_000 : quiet;
        socket.send(JSON.stringify({ type: 'subscribed', topic: message.topic, ...(quietSince === null ? {} : { quietSince }) }));
      }
      if (message.type === 'ping' && server.answerPings) {
        socket.send(JSON.stringify({ type: 'pong', id: message.id, serverTime: Date.now() + server.clockAheadMs }));
      }
    });
  });
  return server;
}

async function until(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

let server: FakeServer;
let client: RealtimeClient;
const states: string[] = [];
beforeEach(async () => {
  server = await fakeServer();
  states.length = 0;
});
afterEach(async () => {
  client?.close();
  await server.close();
});

function makeClient(extra: Parameters<typeof createRealtimeClient>[0] = {}) {
  client = createRealtimeClient({
    url: server.url,
    WebSocketImpl: WebSocket as never,
    initialBackoffMs: 20,
    maxBackoffMs: 100,
    ...extra,
  });
  client.onStateChange((s) => states.push(s));
  return client;
}

const topic = 'auction:11111111-1111-4111-8111-111111111111' as const;

describe('realtime client', () => {
  it('connects on the first subscription, subscribes and delivers that topic’s events', async () => {
    makeClient();
    expect(client.state).toBe('idle');
    const events: EventMessage[] = [];
    const stop = client.subscribe(topic, { onEvent: (m) => events.push(m) });
    await until(() => server.received.some((r) => r.message.type === 'subscribe'));
    expect(states).toEqual(['connecting', 'open']);
    server.emit(topic, 1, { auctionId: 'x' });
    server.emit('auctions', 1);
    await until(() => events.length === 1);
    expect(events[0]).toMatchObject({ topic, seq: 1, data: { auctionId: 'x' } });
    stop();
    await until(() => server.received.some((r) => r.message.type === 'unsubscribe' && r.message.topic === topic));
  });

  it('measures the server clock offset from hello and ping', async () => {
    server.clockAheadMs = 90_000;
    const offsets: number[] = [];
    makeClient({ onClockOffset: (o) => offsets.push(o) });
    client.subscribe(topic, { onEvent: () => {} });
    await until(() => offsets.length >= 2);
    expect(Math.abs(client.clockOffset() - 90_000)).toBeLessThan(1000);
    expect(Math.abs(client.serverNow() - (Date.now() + 90_000))).toBeLessThan(1000);
  });

  it('once the server follows the topic, marks stale only data asked for before its last event', async () => {
    // The server's clock runs 90 s ahead; its answer is converted to this tab's clock.
    server.clockAheadMs = 90_000;
    server.quietSince.set(topic, Date.now() + 90_000 - 5_000);
    makeClient();
    const staleBefore: number[] = [];
    client.subscribe(topic, { onEvent: () => {}, onResync: (t) => staleBefore.push(t) });
    expect(staleBefore).toEqual([]);
    await until(() => staleBefore.length === 1);
    // Five seconds ago plus the one-second margin, and at most the network's delay later.
    const expected = Date.now() - 5_000 + 1_000;
    expect(staleBefore[0]).toBeGreaterThan(expected - 1_000);
    expect(staleBefore[0]).toBeLessThanOrEqual(expected);
    expect(server.received.filter((r) => r.message.type === 'subscribe')).toHaveLength(1);
  });

  it('tells a screen joining a followed topic about the events the others received before it', async () => {
    makeClient();
    const first: number[] = [];
    client.subscribe(topic, { onEvent: () => {}, onResync: (t) => first.push(t) });
    await until(() => first.length === 1);
    const second: number[] = [];
    client.subscribe(topic, { onEvent: () => {}, onResync: (t) => second.push(t) });
    await until(() => second.length === 1);
    expect(second[0]).toBe(first[0]);
    const events: EventMessage[] = [];
    client.subscribe(topic, { onEvent: (m) => events.push(m) });
    server.emit(topic, 1);
    await until(() => events.length === 1);
    const third: number[] = [];
    const before = Date.now();
    client.subscribe(topic, { onEvent: () => {}, onResync: (t) => third.push(t) });
    await until(() => third.length === 1);
    expect(third[0]).toBeGreaterThan(first[0]!);
    expect(third[0]).toBeLessThanOrEqual(before);
    expect(server.received.filter((r) => r.message.type === 'subscribe')).toHaveLength(1);
    expect(first).toHaveLength(1);
  });

  it('marks everything stale when the server does not say since when the topic was quiet', async () => {
    server.quietSince.set(topic, null);
    makeClient();
    const staleBefore: number[] = [];
    client.subscribe(topic, { onEvent: () => {}, onResync: (t) => staleBefore.push(t) });
    await until(() => staleBefore.length === 1);
    expect(Math.abs(staleBefore[0]! - Date.now())).toBeLessThan(1_000);
  });

  it('reconnects after the connection drops, resubscribes and marks everything asked for until then stale', async () => {
    makeClient();
    const staleBefore: number[] = [];
    let reconnects = 0;
    client.onReconnected(() => reconnects++);
    client.subscribe(topic, { onEvent: () => {}, onResync: (t) => staleBefore.push(t) });
    await until(() => client.state === 'open' && server.sockets.size === 1 && staleBefore.length === 1);
    // The topic was quiet for a minute: the first confirmation marks nothing recent stale.
    expect(staleBefore[0]).toBeLessThan(Date.now() - 50_000);
    for (const s of server.sockets) s.terminate();
    await until(() => states.includes('reconnecting'));
    const cut = Date.now();
    await until(() => client.state === 'open' && staleBefore.length === 2);
    // However quiet the server says the topic was: this tab missed whatever happened while it was away.
    expect(staleBefore[1]).toBeGreaterThanOrEqual(cut);
    expect(server.received.filter((r) => r.message.type === 'subscribe')).toHaveLength(2);
    expect(reconnects).toBe(1);
  });

  it('trusts the server again after an unused connection was closed and a new one opened', async () => {
    makeClient({ idleCloseMs: 20 });
    const staleBefore: number[] = [];
    const stop = client.subscribe(topic, { onEvent: () => {}, onResync: (t) => staleBefore.push(t) });
    await until(() => staleBefore.length === 1);
    stop();
    await until(() => client.state === 'idle');
    client.subscribe(topic, { onEvent: () => {}, onResync: (t) => staleBefore.push(t) });
    await until(() => staleBefore.length === 2);
    expect(staleBefore[1]).toBeLessThan(Date.now() - 50_000);
  });

  it('marks everything stale when an event was missed', async () => {
    makeClient();
    const staleBefore: number[] = [];
    const seen: number[] = [];
    client.subscribe(topic, { onEvent: (m) => seen.push(m.seq), onResync: (t) => staleBefore.push(t) });
    await until(() => staleBefore.length === 1);
    server.emit(topic, 4);
    server.emit(topic, 5);
    server.emit(topic, 7);
    await until(() => seen.length === 3);
    expect(staleBefore).toHaveLength(2);
    expect(Math.abs(staleBefore[1]! - Date.now())).toBeLessThan(1_000);
  });

  it('gives up on a silent connection after the heartbeat timeout and reconnects', async () => {
    server.answerPings = false;
    makeClient({ heartbeatMs: 50, heartbeatTimeoutMs: 100 });
    client.subscribe(topic, { onEvent: () => {} });
    await until(() => client.state === 'open');
    await until(() => states.includes('reconnecting'), 3000);
    server.answerPings = true;
    await until(() => client.state === 'open');
  });

  it('reports a refused topic to its subscriber', async () => {
    makeClient();
    const errors: string[] = [];
    client.subscribe('admin', { onEvent: () => {}, onError: (e) => errors.push(e.code) });
    await until(() => server.sockets.size === 1);
    for (const s of server.sockets) s.send(JSON.stringify({ type: 'error', code: 'FORBIDDEN', message: 'no', topic: 'admin' }));
    await until(() => errors.length === 1);
    expect(errors).toEqual(['FORBIDDEN']);
  });

  it('comes back as a visitor, once, when the server closes the socket of a session that ended', async () => {
    makeClient();
    const errors: string[] = [];
    client.subscribe('user', { onEvent: () => {}, onError: (e) => errors.push(e.code) });
    await until(() => client.state === 'open' && server.sockets.size === 1);
    // What the server does on a sign-out elsewhere: close with the policy code; the new socket is a visitor's.
    server.refused.set('user', 'UNAUTHENTICATED');
    for (const s of server.sockets) s.close(CLOSE_POLICY, 'Session ended');
    await until(() => errors.length === 1);
    expect(errors).toEqual(['UNAUTHENTICATED']);
    await new Promise((r) => setTimeout(r, 300));
    expect(client.state).toBe('open');
    expect(server.connections).toBe(2);
  });

  it('closes an unused connection after the idle delay', async () => {
    makeClient({ idleCloseMs: 50 });
    const stop = client.subscribe(topic, { onEvent: () => {} });
    await until(() => client.state === 'open');
    stop();
    await until(() => client.state === 'idle');
    await until(() => server.sockets.size === 0);
  });
});
