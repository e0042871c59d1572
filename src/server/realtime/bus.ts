import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { BusEventName, BusEvents, BusMessage, Hub, InternalTopic } from './hub';

/**
 * What services use to announce a committed change. Call it only after the transaction commits.
 * Every server's hub receives each event, the server-only ones (a session's end) included.
 */
export type Publisher = {
  publish<E extends BusEventName>(topic: InternalTopic, event: E, data: BusEvents[E]): void;
};

export type Bus = Publisher & {
  kind: 'memory' | 'postgres';
  close(): Promise<void>;
};

type Logger = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/** One process: events go straight to this process's sockets. */
export function createMemoryBus(hub: Hub): Bus {
  return {
    kind: 'memory',
    publish(topic, event, data) {
      hub.deliver({ t: topic, e: event, d: data } as BusMessage);
    },
    async close() {},
  };
}

export const PG_CHANNEL = 'neelami_realtime';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_NOTIFY_BYTES = 7900;

/** On the wire: one entry per event, with every topic it goes to (a bid goes to four). */
type WireMessage = { t: InternalTopic[]; e: BusMessage['e']; d: BusMessage['d'] };
type Envelope = { o: string; m: WireMessage[] };

/**
 * Packs messages into NOTIFY payloads of at most MAX_NOTIFY_BYTES: `{"o":<node>,"m":[…]}`.
 * Consecutive messages that carry the same event and the same data object (one publish per topic)
 * travel as one entry with all their topics, and that data is serialised once.
 */
export function packEnvelopes(nodeId: string, messages: BusMessage[]): string[] {
  const head = `{"o":"${nodeId}","m":[`;
  const overhead = Buffer.byteLength(head) + 2;
  const fits = (entry: string) => Buffer.byteLength(entry) + 1 + overhead <= MAX_NOTIFY_BYTES;
  const payloads: string[] = [];
  let batch: string[] = [];
  let size = 0;
  for (let i = 0; i < messages.length;) {
    const { e, d } = messages[i]!;
    const topics: InternalTopic[] = [];
    for (; i < messages.length && messages[i]!.e === e && messages[i]!.d === d; i++) topics.push(messages[i]!.t);
    let entry = `{"t":${JSON.stringify(topics)},"e":${JSON.stringify(e)},"d":${JSON.stringify(d)}}`;
    if (!fits(entry)) entry = JSON.stringify(compact({ t: topics, e, d }));
    const bytes = Buffer.byteLength(entry) + 1;
    if (batch.length > 0 && size + bytes + overhead > MAX_NOTIFY_BYTES) {
      payloads.push(`${head}${batch.join(',')}]}`);
      batch = [];
      size = 0;
    }
    batch.push(entry);
    size += bytes;
  }
  if (batch.length > 0) payloads.push(`${head}${batch.join(',')}]}`);
  return payloads;
}

/** The messages of one payload from another node, one per topic; null when it is not one. */
export function unpackEnvelope(payload: string): { origin: string; messages: BusMessage[] } | null {
  let envelope: Envelope;
  try {
    envelope = JSON.parse(payload) as Envelope;
  } catch {
    return null;
  }
  if (typeof envelope?.o !== 'string' || !Array.isArray(envelope.m)) return null;
  const messages: BusMessage[] = [];
  for (const m of envelope.m) for (const t of m.t) messages.push({ t, e: m.e, d: m.d } as BusMessage);
  return { origin: envelope.o, messages };
}

/**
 * Several processes on one PostgreSQL: every event is delivered to local sockets at once and sent
 * to the other processes with NOTIFY, which they receive on a LISTEN connection.
 * NOTE: events are coalesced: while one NOTIFY is in flight the next ones queue and leave together,
 * packed into payloads under PostgreSQL's 8000-byte limit, so a bid storm costs few round trips.
 */
export async function createPgBus({ url, hub, log }: { url: string; hub: Hub; log: Logger }): Promise<Bus> {
  const nodeId = randomUUID();
  const ownPrefix = `{"o":"${nodeId}"`;
  let closed = false;
  let listener: pg.Client | null = null;
  let sender: pg.Client | null = null;
  let queue: BusMessage[] = [];
  let flushing = false;
  let retryMs = 250;

  const onNotification = (n: pg.Notification) => {
    if (n.channel !== PG_CHANNEL || !n.payload) return;
    // Our own events were delivered locally already; skip them before parsing.
    if (n.payload.startsWith(ownPrefix)) return;
    const unpacked = unpackEnvelope(n.payload);
    if (!unpacked || unpacked.origin === nodeId) return;
    for (const m of unpacked.messages) hub.deliver(m);
  };

  let reconnecting = false;
  async function connectListener(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    const lost = (err?: unknown) => {
      if (listener !== client) return;
      log.warn({ err }, 'realtime listener lost its connection; events from other servers wait for it');
      listener = null;
      // NOTE: events of other servers are missed until LISTEN is back, so no topic may count as quiet.
      hub.setHearing(false);
      client.removeAllListeners();
      client.on('error', () => {});
      client.end().catch(() => {});
      scheduleReconnect();
    };
    client.on('notification', onNotification);
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${PG_CHANNEL}`);
    } catch (err) {
      client.removeAllListeners();
      client.on('error', () => {});
      client.end().catch(() => {});
      throw err;
    }
    listener = client;
    hub.setHearing(true);
    retryMs = 250;
  }

  function scheduleReconnect() {
    if (closed || reconnecting) return;
    reconnecting = true;
    const wait = retryMs;
    retryMs = Math.min(retryMs * 2, 10_000);
    setTimeout(() => {
      reconnecting = false;
      if (closed) return;
      connectListener().catch((err: unknown) => {
        log.error({ err }, 'realtime listener could not reconnect');
        scheduleReconnect();
      });
    }, wait).unref();
  }

  async function getSender(): Promise<pg.Client> {
    if (sender) return sender;
    const client = new pg.Client({ connectionString: url });
    client.on('error', (err) => {
      log.warn({ err }, 'realtime sender lost its connection');
      if (sender === client) sender = null;
    });
    await client.connect();
    sender = client;
    return client;
  }

  async function flush() {
    if (flushing) return;
    flushing = true;
    try {
      while (queue.length > 0) {
        const batch = queue;
        queue = [];
        try {
          const client = await getSender();
          // NOTE: the payloads go as one JSON array rather than a text[] parameter, whose element
          // escaping in pg cost more of the server's CPU than the rest of the publish.
          await client.query({
            name: 'neelami_realtime_notify',
            text: 'SELECT pg_notify($1, p) FROM json_array_elements_text($2::json) AS p',
            values: [PG_CHANNEL, JSON.stringify(packEnvelopes(nodeId, batch))],
          });
        } catch (err) {
          log.error({ err, dropped: batch.length }, 'realtime events could not be sent to other servers');
        }
      }
    } finally {
      flushing = false;
    }
  }

  await connectListener();

  return {
    kind: 'postgres',
    publish(topic, event, data) {
      const message = { t: topic, e: event, d: data } as BusMessage;
      hub.deliver(message);
      queue.push(message);
      void flush();
    },
    async close() {
      // Let what is queued leave first, so an event published just before shutdown still reaches the others.
      for (let i = 0; i < 50 && (flushing || queue.length > 0); i++) await new Promise((r) => setTimeout(r, 20));
      closed = true;
      const l = listener;
      const s = sender;
      listener = null;
      sender = null;
      await Promise.all([l?.end().catch(() => {}), s?.end().catch(() => {})]);
    },
  };
}

/** A message too large for NOTIFY keeps only its ids; receivers refetch. */
function compact(m: WireMessage): WireMessage {
  const d = m.d as Record<string, unknown>;
  const slim: Record<string, unknown> = { truncated: true };
  for (const key of ['id', 'auctionId', 'bidId', 'status']) if (key in d) slim[key] = d[key];
  return { ...m, d: slim as never };
}
