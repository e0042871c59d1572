import { WebSocketServer } from 'ws';

/**
 * The floor: a bare `ws` server that sends one JSON message to every connected client, the usual
 * way (serialise once, `send` the string to each). Same machine, same clients, same payload shape.
 */
const now = () => performance.timeOrigin + performance.now();

const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
const sent = new Map<string, number>();
let seq = 0;

wss.on('listening', () => {
  process.send?.({ type: 'ready', port: (wss.address() as { port: number }).port });
});
wss.on('connection', (socket) => {
  socket.on('message', (raw) => {
    // Answer a subscribe like the real server, so the clients need not know which one they talk to.
    const m = JSON.parse(String(raw)) as { type: string; topic?: string };
    if (m.type === 'subscribe') socket.send(JSON.stringify({ type: 'subscribed', topic: m.topic }));
  });
});

process.on('message', (m: { type: string; id?: string; data?: object; topic?: string }) => {
  if (m.type === 'broadcast') {
    seq += 1;
    const t0 = now();
    const text = JSON.stringify({ type: 'event', topic: m.topic, event: 'bid.placed', data: m.data, seq });
    for (const client of wss.clients) client.send(text);
    sent.set(m.id!, t0);
  } else if (m.type === 'commits') {
    process.send?.({ type: 'commits', commits: [...sent] });
  } else if (m.type === 'memory') {
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ type: 'memory', ...process.memoryUsage() });
  } else if (m.type === 'stop') {
    for (const c of wss.clients) c.terminate();
    wss.close(() => process.exit(0));
  }
});
