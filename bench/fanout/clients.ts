import WebSocket from 'ws';

/**
 * Holds `count` watchers of one topic and reports, for every event, when its last watcher here got it.
 * argv: url topic count. IPC out: ready {connected}, got {id, last, n}.
 */
const [url, topic, countArg] = process.argv.slice(2) as [string, string, string];
const count = Number(countArg);
const now = () => performance.timeOrigin + performance.now();
const seen = new Map<string, { n: number; last: number }>();
const sockets: WebSocket[] = [];
const ID = '"bid":{"id":"';

function open(): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.on('error', reject);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'subscribe', topic })));
    ws.on('message', (raw: Buffer) => {
      const t = now();
      const text = raw.toString();
      if (text.startsWith('{"type":"subscribed"')) return resolve();
      const at = text.indexOf(ID);
      if (at < 0) return;
      const id = text.slice(at + ID.length, at + ID.length + 36);
      const s = seen.get(id) ?? { n: 0, last: 0 };
      s.n += 1;
      if (t > s.last) s.last = t;
      seen.set(id, s);
      if (s.n === count) {
        process.send?.({ type: 'got', id, last: s.last, n: s.n });
        seen.delete(id);
      }
    });
    sockets.push(ws);
  });
}

async function main() {
  // Open in waves so the server's accept queue is not flooded.
  for (let i = 0; i < count; i += 250) {
    await Promise.all(Array.from({ length: Math.min(250, count - i) }, open));
  }
  process.send?.({ type: 'ready', connected: sockets.length });
}

process.on('message', (m: { type: string }) => {
  if (m.type === 'stop') {
    for (const s of sockets) s.terminate();
    process.exit(0);
  }
});

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
