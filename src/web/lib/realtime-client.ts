/**
 * The browser's side of `/api/realtime` (ARCHITECTURE §6): one WebSocket per tab, shared by every
 * screen that wants live updates. No React here; hooks live in use-realtime.ts.
 *
 * - subscribe(topic, onEvent) returns an unsubscribe function; topics are (re)sent on every connect;
 * - the connection reconnects with exponential backoff and jitter;
 * - `onResync(staleBefore)` tells a screen which of its data may miss an event: what it asked for
 *   before `staleBefore` (this tab's clock). Once the server confirms a subscription, that is data
 *   older than the topic's last event (`quietSince`), so a page whose data was read after it fetches
 *   once; after a reconnect or a gap in a topic's `seq`, it is everything asked for until now;
 * - `hello`/`pong` carry the server clock; `clockOffset()` is `serverTime - Date.now()`, measured
 *   at the midpoint of a ping's round trip, so countdowns run on server time;
 * - `state` feeds a "Reconnecting…" pill.
 */
import {
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_TIMEOUT_MS,
  REALTIME_PATH,
  type ErrorMessage,
  type EventMessage,
  type ServerMessage,
  type SubscribedMessage,
  type Topic,
} from '@shared/realtime-protocol';

export type ConnectionState = 'idle' | 'connecting' | 'open' | 'reconnecting';

export type TopicHandlers = {
  onEvent: (message: EventMessage) => void;
  /**
   * Data asked for before `staleBefore` (Date.now() clock) may miss an event of this topic: refetch it.
   * Called once the topic is followed (first time, after a reconnect, on joining a followed topic)
   * and when an event was missed; data asked for later is current, as the events keep it.
   */
  onResync?: (staleBefore: number) => void;
  /** The server refused the topic (e.g. `admin` for a non-admin, `user` for a guest). */
  onError?: (error: ErrorMessage) => void;
};

type SocketLike = {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
};

export type RealtimeClientOptions = {
  /** ws(s)://host/api/realtime; by default the page's own host. */
  url?: string;
  /** For tests outside a browser. */
  WebSocketImpl?: new (url: string) => SocketLike;
  /** Told whenever the clock offset is measured again. */
  onClockOffset?: (offsetMs: number) => void;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  heartbeatMs?: number;
  heartbeatTimeoutMs?: number;
  /** How long a connection without subscribers stays open (route changes resubscribe quickly). */
  idleCloseMs?: number;
};

const OPEN = 1;

/**
 * NOTE: added to the topic's last event time when it is compared with when data was asked for. It
 * covers clock steps in the tab and the NOTIFY delay between servers (a listing cache on another
 * server drops its answers only when that server hears the event). A page whose topic had an event
 * this close before its fetch refetches once, as a busy topic's page does anyway.
 */
const CLOCK_MARGIN_MS = 1_000;

export function createRealtimeClient(options: RealtimeClientOptions = {}) {
  const {
    initialBackoffMs = 500,
    maxBackoffMs = 15_000,
    heartbeatMs = HEARTBEAT_INTERVAL_MS,
    heartbeatTimeoutMs = HEARTBEAT_TIMEOUT_MS,
    idleCloseMs = 10_000,
  } = options;
  const topics = new Map<Topic, Set<TopicHandlers>>();
  const lastSeq = new Map<Topic, number>();
  /** Per topic followed on this socket: what its confirmation made stale, and when its last event arrived. */
  const confirmed = new Map<Topic, { staleBefore: number; lastEventAt: number }>();
  /** Topics whose next confirmation makes everything stale (they are subscribed again after a lost socket). */
  const forced = new Set<Topic>();
  const stateListeners = new Set<(state: ConnectionState) => void>();
  const reconnectListeners = new Set<() => void>();

  let socket: SocketLike | null = null;
  let state: ConnectionState = 'idle';
  let everOpened = false;
  let attempt = 0;
  let offsetMs = 0;
  /** A lower bound of the socket's server clock minus ours: `serverTime` minus the time it arrived. */
  let offsetFloorMs: number | undefined;
  /** The socket was lost or replaced (not closed because unused): events may have been missed. */
  let lost = false;
  let closedByUs = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  let pingId = 0;
  const pingsSent = new Map<number, number>();

  function setState(next: ConnectionState) {
    if (state === next) return;
    state = next;
    for (const l of stateListeners) l(next);
  }

  function url(): string {
    if (options.url) return options.url;
    const { protocol, host } = globalThis.location;
    return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${REALTIME_PATH}`;
  }

  function send(message: object) {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  }

  function ping() {
    const id = ++pingId;
    pingsSent.set(id, Date.now());
    send({ type: 'ping', id });
    // The deadline runs from the oldest unanswered ping; later pings do not push it back.
    if (pongTimer === undefined) {
      const s = socket;
      pongTimer = setTimeout(() => {
        pongTimer = undefined;
        if (s) abandon(s);
      }, heartbeatTimeoutMs);
    }
  }

  /**
   * Drops a socket that stopped answering. NOTE: close() on a dead network can take long to report
   * (the close handshake waits), so the socket is forgotten at once and a new one is opened.
   */
  function abandon(s: SocketLike) {
    if (socket !== s) return;
    socket = null;
    lost = true;
    confirmed.clear();
    stopTimers();
    s.onclose = null;
    s.onmessage = null;
    try {
      s.close(4000, 'heartbeat timeout');
    } catch {
      // already closing
    }
    scheduleReconnect();
  }

  function stopTimers() {
    clearInterval(heartbeatTimer);
    clearTimeout(pongTimer);
    pongTimer = undefined;
    pingsSent.clear();
  }

  function setOffset(serverTime: number, localMidpoint: number) {
    offsetMs = serverTime - localMidpoint;
    options.onClockOffset?.(offsetMs);
  }

  function resync(handlers: Iterable<TopicHandlers>, staleBefore: number) {
    for (const h of handlers) h.onResync?.(staleBefore);
  }

  /**
   * What a confirmation makes stale, in this tab's clock: data asked for before the topic's last event
   * (plus the margin). NOTE: `offsetFloorMs` never exceeds the true offset (a message arrives after it
   * was sent), so data asked for before an event's server time is always counted stale.
   */
  function staleBeforeOf(message: SubscribedMessage): number {
    const now = Date.now();
    if (forced.delete(message.topic) || offsetFloorMs === undefined || !Number.isFinite(message.quietSince)) return now;
    return Math.min(now, message.quietSince - offsetFloorMs + CLOCK_MARGIN_MS);
  }

  function onMessage(raw: unknown) {
    let message: ServerMessage;
    try {
      message = JSON.parse(String(raw)) as ServerMessage;
    } catch {
      return;
    }
    switch (message.type) {
      case 'hello':
        offsetFloorMs = message.serverTime - Date.now();
        setOffset(message.serverTime, Date.now());
        return;
      case 'pong': {
        offsetFloorMs = message.serverTime - Date.now();
        clearTimeout(pongTimer);
        pongTimer = undefined;
        const sentAt = message.id === undefined ? undefined : pingsSent.get(message.id);
        if (sentAt !== undefined) {
          pingsSent.delete(message.id!);
          setOffset(message.serverTime, (sentAt + Date.now()) / 2);
        }
        return;
      }
      case 'subscribed': {
        lastSeq.delete(message.topic);
        const set = topics.get(message.topic);
        if (!set) return;
        // NOTE: what a screen fetched before the server registered this subscription may be stale (a
        // bid in between reaches no one): data asked for before the topic's last event is refetched;
        // after a reconnect, everything is (the refetch that catches up on what was missed).
        const staleBefore = staleBeforeOf(message);
        confirmed.set(message.topic, { staleBefore, lastEventAt: -Infinity });
        resync(set, staleBefore);
        return;
      }
      case 'unsubscribed':
        lastSeq.delete(message.topic);
        confirmed.delete(message.topic);
        return;
      case 'error': {
        const set = message.topic ? topics.get(message.topic as Topic) : undefined;
        if (set) for (const h of set) h.onError?.(message);
        return;
      }
      case 'event': {
        const set = topics.get(message.topic);
        if (!set) return;
        const previous = lastSeq.get(message.topic);
        lastSeq.set(message.topic, message.seq);
        const followed = confirmed.get(message.topic);
        if (followed) followed.lastEventAt = Date.now();
        for (const h of set) h.onEvent(message);
        // NOTE: a gap means this tab missed an event (e.g. the server dropped a slow socket's
        // backlog); the data on screen may be stale, so ask for a refetch after applying this one.
        if (previous !== undefined && message.seq !== previous + 1) resync(set, Date.now());
        return;
      }
    }
  }

  function connect() {
    if (socket || topics.size === 0) return;
    clearTimeout(retryTimer);
    closedByUs = false;
    setState(everOpened ? 'reconnecting' : 'connecting');
    const Impl = options.WebSocketImpl ?? (globalThis.WebSocket as unknown as new (url: string) => SocketLike);
    let s: SocketLike;
    try {
      s = new Impl(url());
    } catch {
      scheduleReconnect();
      return;
    }
    socket = s;
    offsetFloorMs = undefined;
    s.onopen = () => {
      const reconnected = everOpened;
      everOpened = true;
      attempt = 0;
      lastSeq.clear();
      confirmed.clear();
      forced.clear();
      // After a lost socket every topic's data may miss events, however quiet the server says it was.
      if (lost) for (const topic of topics.keys()) forced.add(topic);
      lost = false;
      for (const topic of topics.keys()) send({ type: 'subscribe', topic });
      setState('open');
      ping();
      heartbeatTimer = setInterval(ping, heartbeatMs);
      // Each topic's refetch follows its `subscribed` answer.
      if (reconnected) for (const l of reconnectListeners) l();
    };
    s.onmessage = (ev) => onMessage(ev.data);
    s.onerror = () => {};
    s.onclose = () => {
      if (socket !== s) return;
      socket = null;
      stopTimers();
      confirmed.clear();
      if (!closedByUs) lost = true;
      if (closedByUs || topics.size === 0) {
        setState('idle');
        return;
      }
      scheduleReconnect();
    };
  }

  function scheduleReconnect() {
    setState(everOpened ? 'reconnecting' : 'connecting');
    const base = Math.min(maxBackoffMs, initialBackoffMs * 2 ** attempt);
    attempt += 1;
    const delay = base * (0.8 + Math.random() * 0.4);
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, delay);
  }

  function closeSocket() {
    clearTimeout(retryTimer);
    clearTimeout(idleTimer);
    closedByUs = true;
    const s = socket;
    socket = null;
    confirmed.clear();
    stopTimers();
    s?.close(1000, 'done');
    setState('idle');
  }

  /** Skip the backoff wait when the browser says the network or the tab is back. */
  function wake() {
    if (topics.size > 0 && !socket) {
      attempt = 0;
      connect();
    }
  }
  if (typeof globalThis.addEventListener === 'function') {
    globalThis.addEventListener('online', wake);
    globalThis.addEventListener('visibilitychange', () => {
      if (globalThis.document?.visibilityState === 'visible') wake();
    });
  }

  return {
    /** Follows a topic; returns the function that stops following it. */
    subscribe(topic: Topic, handlers: TopicHandlers): () => void {
      clearTimeout(idleTimer);
      let set = topics.get(topic);
      if (!set) {
        topics.set(topic, (set = new Set()));
        send({ type: 'subscribe', topic });
      }
      set.add(handlers);
      // A screen joining a topic already followed may hold data older than an event the others got.
      const followed = confirmed.get(topic);
      if (followed) {
        const staleBefore = Math.max(followed.staleBefore, followed.lastEventAt);
        queueMicrotask(() => {
          if (topics.get(topic)?.has(handlers)) handlers.onResync?.(staleBefore);
        });
      }
      connect();
      return () => {
        const current = topics.get(topic);
        if (!current?.delete(handlers) || current.size > 0) return;
        topics.delete(topic);
        lastSeq.delete(topic);
        confirmed.delete(topic);
        send({ type: 'unsubscribe', topic });
        if (topics.size === 0) {
          clearTimeout(idleTimer);
          idleTimer = setTimeout(() => {
            if (topics.size === 0) closeSocket();
          }, idleCloseMs);
        }
      };
    },

    /** Called after every reconnect (not the first connect). */
    onReconnected(listener: () => void): () => void {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },

    get state(): ConnectionState {
      return state;
    },
    onStateChange(listener: (state: ConnectionState) => void): () => void {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },

    /** `serverTime - Date.now()` in milliseconds, 0 until the first hello. */
    clockOffset(): number {
      return offsetMs;
    },
    /** The server's clock, as best this tab knows it. */
    serverNow(): number {
      return Date.now() + offsetMs;
    },

    /**
     * Reconnects now, e.g. after sign-in or sign-out: the socket's identity is fixed when it opens,
     * so the `user` and `admin` topics follow the new session only on a new socket.
     */
    reconnect() {
      const s = socket;
      if (s) {
        socket = null;
        lost = true;
        confirmed.clear();
        stopTimers();
        s.onclose = null;
        s.close(1000, 'reconnect');
      }
      attempt = 0;
      connect();
    },

    /** Closes the socket for good (tests, page teardown). */
    close() {
      topics.clear();
      closeSocket();
    },
  };
}
export type RealtimeClient = ReturnType<typeof createRealtimeClient>;

let shared: RealtimeClient | null = null;
/** The tab's one connection, created on first use. */
export function getRealtimeClient(options?: RealtimeClientOptions): RealtimeClient {
  shared ??= createRealtimeClient(options);
  return shared;
}
