import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { CLOSE_POLICY } from '../../shared/realtime';
import { createHub, SESSION_ENDED_REASON, type HubClient } from './hub';

let wss: WebSocketServer;
let url: string;
const hub = createHub();
const serverSides: HubClient[] = [];

beforeAll(async () => {
  wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => wss.once('listening', r));
  url = `ws://127.0.0.1:${(wss.address() as { port: number }).port}`;
  wss.on('connection', (socket) => {
    const client: HubClient = { socket, userId: null, role: null, topics: new Set() };
    hub.add(client);
    hub.subscribe(client, 'auction:11111111-1111-4111-8111-111111111111');
    serverSides.push(client);
    socket.send('ready');
  });
});
afterAll(async () => {
  for (const c of wss.clients) c.terminate();
  await new Promise((r) => wss.close(r));
});

async function watcher(): Promise<{ ws: WebSocket; received: unknown[] }> {
  const ws = new WebSocket(url);
  const received: unknown[] = [];
  await new Promise<void>((resolve) =>
    ws.on('message', (raw) => {
      if (String(raw) === 'ready') return resolve();
      received.push(JSON.parse(String(raw)));
    }),
  );
  return { ws, received };
}

describe('hub', () => {
  it('writes one frame to every watcher, correct for short, medium and long messages', async () => {
    const watchers = await Promise.all([watcher(), watcher(), watcher()]);
    const sizes = [10, 1_000, 70_000];
    for (const [i, size] of sizes.entries()) {
      const sent = hub.deliver({
        t: 'auction:11111111-1111-4111-8111-111111111111',
        e: 'auction.updated',
        d: { auctionId: 'x'.repeat(size) },
      });
      expect(sent).toBe(3);
      for (const w of watchers) {
        await expect.poll(() => w.received.length).toBe(i + 1);
        expect(w.received[i]).toMatchObject({
          type: 'event',
          topic: 'auction:11111111-1111-4111-8111-111111111111',
          event: 'auction.updated',
          seq: i + 1,
          data: { auctionId: 'x'.repeat(size) },
        });
      }
    }
    for (const w of watchers) w.ws.close();
  });

  it('sends to a socket-like object without a network socket through send()', () => {
    const got: string[] = [];
    const fake = { readyState: 1, OPEN: 1, bufferedAmount: 0, send: (b: Buffer) => got.push(String(b)), terminate() {} };
    const client: HubClient = { socket: fake as never, userId: null, role: null, topics: new Set() };
    hub.subscribe(client, 'auctions');
    hub.deliver({ t: 'auctions', e: 'auction.deleted', d: { auctionId: 'a' } });
    expect(JSON.parse(got[0]!)).toMatchObject({ topic: 'auctions', event: 'auction.deleted', seq: 1 });
  });

  describe('when a session ends', () => {
    /** A socket-like object that records what it was sent and how it was closed. */
    function fakeClient(userId: string, sessionId: string) {
      const socket = {
        readyState: 1,
        OPEN: 1,
        bufferedAmount: 0,
        sent: [] as string[],
        closedWith: null as [number, string] | null,
        send(b: Buffer | string) {
          socket.sent.push(String(b));
        },
        close(code: number, reason: string) {
          socket.closedWith = [code, reason];
          socket.readyState = 2;
        },
        terminate() {},
      };
      const client: HubClient = { socket: socket as never, userId, role: 'buyer', sessionId, topics: new Set() };
      return { client, socket };
    }

    it('closes that session’s sockets, tells the listeners, and sends the event to no browser', () => {
      const own = createHub();
      const ended: unknown[] = [];
      own.onSessionEnded((e) => ended.push(e));
      const mine = fakeClient('u1', 's1');
      const otherSession = fakeClient('u1', 's2');
      for (const { client } of [mine, otherSession]) {
        own.add(client);
        own.subscribe(client, 'user:u1');
      }
      expect(own.deliver({ t: 'user:u1', e: 'session.ended', d: { userId: 'u1', sessionId: 's1' } })).toBe(0);
      expect(mine.socket.closedWith).toEqual([CLOSE_POLICY, SESSION_ENDED_REASON]);
      expect(own.clients.has(mine.client)).toBe(false);
      expect(otherSession.socket.closedWith).toBeNull();
      expect(otherSession.socket.sent).toEqual([]);
      expect(ended).toEqual([{ userId: 'u1', sessionId: 's1' }]);
    });

    it('closes a socket whose upgrade was accepted just after its session ended', () => {
      const own = createHub();
      own.deliver({ t: 'user:u1', e: 'session.ended', d: { userId: 'u1', sessionId: 's1' } });
      const late = fakeClient('u1', 's1');
      own.add(late.client);
      expect(late.socket.closedWith).toEqual([CLOSE_POLICY, SESSION_ENDED_REASON]);
      expect(own.clients.has(late.client)).toBe(false);
    });
  });

  describe('quietSince', () => {
    const T0 = Date.parse('2026-11-24T10:00:00Z');
    const lot = 'auction:22222222-2222-4222-8222-222222222222' as const;
    afterEach(() => vi.useRealTimers());

    it('is the time of the topic’s last event, delivered to anyone or not, else the hub’s start', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(T0);
      const own = createHub();
      vi.setSystemTime(T0 + 5_000);
      expect(own.deliver({ t: lot, e: 'auction.updated', d: { auctionId: 'a' } })).toBe(0);
      vi.setSystemTime(T0 + 9_000);
      expect(own.quietSince(lot)).toBe(T0 + 5_000);
      expect(own.quietSince('auctions')).toBe(T0);
      // Server-only events say nothing a browser could have missed.
      own.deliver({ t: 'user:u1', e: 'session.ended', d: { userId: 'u1', sessionId: 's1' } });
      expect(own.quietSince('user:u1')).toBe(T0);
    });

    it('forgets events after ten minutes, answering the time up to which it forgot', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(T0);
      const own = createHub();
      own.deliver({ t: lot, e: 'auction.updated', d: { auctionId: 'a' } });
      vi.setSystemTime(T0 + 60_000);
      own.deliver({ t: 'auctions', e: 'auction.updated', d: { auctionId: 'a' } });
      vi.setSystemTime(T0 + 10.5 * 60_000);
      own.deliver({ t: 'admin', e: 'auction.updated', d: { auctionId: 'a' } });
      expect(own.quietSince(lot)).toBe(T0);
      expect(own.quietSince('auctions')).toBe(T0 + 60_000);
      expect(own.quietSince('admin')).toBe(T0 + 10.5 * 60_000);
      expect(own.quietSince('user:u2')).toBe(T0);
    });

    it('counts no topic as quiet while the other servers cannot be heard, and forgets what came before', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(T0);
      const own = createHub();
      own.setHearing(false);
      vi.setSystemTime(T0 + 1_000);
      expect(own.quietSince('auctions')).toBe(T0 + 1_000);
      vi.setSystemTime(T0 + 2_000);
      own.setHearing(true);
      vi.setSystemTime(T0 + 3_000);
      expect(own.quietSince('auctions')).toBe(T0 + 2_000);
    });

    it('confirms every subscription again when it hears the other servers again, so the tabs refetch', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(T0);
      const own = createHub();
      const sent: unknown[] = [];
      const socket = { OPEN: 1, readyState: 1, send: (raw: string) => sent.push(JSON.parse(raw)) } as unknown as WebSocket;
      const client: HubClient = { socket, userId: 'u1', role: 'buyer', topics: new Set() };
      own.add(client);
      own.subscribe(client, lot);
      own.subscribe(client, 'user:u1');
      own.setHearing(true);
      expect(sent, 'hearing from the start is no news').toEqual([]);
      own.setHearing(false);
      vi.setSystemTime(T0 + 4_000);
      own.setHearing(true);
      expect(sent).toEqual([
        { type: 'subscribed', topic: lot, quietSince: T0 + 4_000 },
        { type: 'subscribed', topic: 'user', quietSince: T0 + 4_000 },
      ]);
    });
  });
});
