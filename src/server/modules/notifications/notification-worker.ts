import { defaultPreference, type DeliveryChannel } from '../../../shared/domain/notification-kinds';
import { notificationPage } from '../../../shared/domain/notification-pages';
import { isNotificationEvent, renderNotification } from '../../../shared/messages/notifications';
import type { Db } from '../../db/client';
import type { MailService } from '../mail/mail.service';
import { notificationEmail } from '../mail/templates/emails';
import { notificationOutboxRepository, type ClaimedEvent } from './notification-outbox.repository';
import type { UnsubscribeTokens } from './unsubscribe-token';

type Logger = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/** The push channel (built elsewhere): throws on a failure worth retrying. */
export type PushSender = {
  sendToUser(userId: string, message: { title: string; body: string; url: string; tag?: string }): Promise<{ sent: number; gone: number }>;
};

export type NotificationWorkerOptions = {
  db: Db;
  mail: Pick<MailService, 'sendForEvent'>;
  push?: PushSender;
  tokens: UnsubscribeTokens;
  publicUrl: string;
  log: Logger;
  /** How often it looks for due events (besides the wake-up after each commit that wrote some). */
  intervalMs: number;
  /** The first retry's delay; each further one doubles it, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** After this many attempts an event is `failed`, its last error kept for the admins. */
  maxAttempts: number;
  /**
   * At most one outbid e-mail per user and auction within this time (10 minutes): a later outbid waits
   * for the gap to pass, and an outbid a later one supersedes is not e-mailed at all, so a bid war
   * sends the latest figure, not every step. Push and the bell are not held back.
   */
  outbidEmailGapMs?: number;
  /** How long delivered and failed events are kept (the admin outbox shows them); older ones are pruned. */
  retentionMs?: number;
  /** How long a claim holds before another worker may take the event again (a worker that died). */
  leaseMs?: number;
  batchSize?: number;
  clock?: () => Date;
};

/** The delay before attempt `attempts + 1`: base × 2^(attempts − 1), capped. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Whether the user wants this event on this channel: their switch for its kind, or the default. A test
 * notification carries the answer in its parameters, decided when it was asked for (decision 045).
 */
function switchedOn(e: ClaimedEvent, channel: DeliveryChannel): boolean {
  if (e.event === 'test') return e.params[channel] === true;
  return e.prefs[channel] ?? defaultPreference(e.kind, channel);
}

/** Upper bound of claims per pass, so one pass cannot run for ever. */
const MAX_BATCHES_PER_PASS = 20;
/** The saved search an alert is about: its e-mail's unsubscribe link stops that search's alerts alone. */
function savedSearchOf(params: unknown): string | undefined {
  const id = (params as { savedSearchId?: unknown } | null)?.savedSearchId;
  return typeof id === 'string' ? id : undefined;
}

/** Old events are pruned at most this often, this many at a time. */
const PRUNE_EVERY_MS = 3_600_000;
const PRUNE_LIMIT = 5_000;

/**
 * The outbox worker (decision 026): claims due events, delivers each to the channels the user has
 * on — e-mail (rendered in the user's language, with an unsubscribe link for the kind) and push — and
 * records what each channel made of it. A failure is retried with exponential backoff, a channel
 * already sent is never sent again, and after `maxAttempts` the event is `failed` with its last
 * error. The bell (in-app) is written by the causing transaction itself. Safe in every server
 * process: claims use `FOR UPDATE SKIP LOCKED` and a lease.
 */
export function createNotificationWorker(opts: NotificationWorkerOptions) {
  const { db, mail, push, tokens, publicUrl, log } = opts;
  const clock = opts.clock ?? (() => new Date());
  const leaseMs = opts.leaseMs ?? 5 * 60_000;
  const outbidEmailGapMs = opts.outbidEmailGapMs ?? 10 * 60_000;
  const batchSize = opts.batchSize ?? 20;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = true;
  let prunedAt = -Infinity;

  type Delivery = { status: 'sent' | 'skipped'; detail: string | null } | { status: 'deferred'; until: Date };

  /** An outbid e-mail coalesced with the user's others on the same auction (`outbidEmailGapMs`). */
  async function paceOutbid(e: ClaimedEvent): Promise<Delivery | null> {
    if (e.event !== 'outbid' || !e.auctionId) return null;
    const { superseded, lastSentAt } = await notificationOutboxRepository.outbidPace(db, e);
    if (superseded) return { status: 'skipped', detail: 'a later outbid on this auction supersedes it' };
    const until = lastSentAt ? new Date(lastSentAt.getTime() + outbidEmailGapMs) : null;
    return until && until > clock() ? { status: 'deferred', until } : null;
  }

  async function deliver(e: ClaimedEvent, channel: DeliveryChannel): Promise<Delivery> {
    if (!switchedOn(e, channel)) return { status: 'skipped', detail: 'switched off' };
    if (!isNotificationEvent(e.event)) return { status: 'skipped', detail: `unknown event ${e.event}` };
    const url = new URL(notificationPage(e.event, e.auctionId) ?? '/dashboard', publicUrl).toString();
    if (channel === 'email') {
      if (!e.email) return { status: 'skipped', detail: 'no e-mail address' };
      const paced = await paceOutbid(e);
      if (paced) return paced;
      const token = tokens.sign(e.userId, e.kind, savedSearchOf(e.params));
      const unsubscribeUrl = new URL(`/api/unsubscribe?token=${token}&lang=${e.language}`, publicUrl).toString();
      const rendered = await notificationEmail({
        lang: e.language,
        name: e.name || e.email.split('@')[0]!,
        event: e.event,
        params: e.params,
        auctionId: e.auctionId,
        publicUrl,
        unsubscribeUrl,
      });
      const how = await mail.sendForEvent(e.id, {
        to: e.email,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      return { status: 'sent', detail: how === 'outbox_only' ? 'kept in the outbox (no mail server)' : null };
    }
    if (!push) return { status: 'skipped', detail: 'no push service' };
    const { title, message } = renderNotification(e.event, e.params, e.language);
    const result = await push.sendToUser(e.userId, { title, body: message, url, tag: `${e.event}:${e.auctionId ?? e.userId}` });
    return { status: 'sent', detail: `${result.sent} sent, ${result.gone} gone` };
  }

  async function handle(e: ClaimedEvent): Promise<void> {
    const errors: string[] = [];
    let deferredUntil: Date | null = null;
    for (const channel of ['email', 'push'] as const) {
      if (e.done[channel] === 'sent' || e.done[channel] === 'skipped') continue;
      try {
        const delivery = await deliver(e, channel);
        if (delivery.status === 'deferred') deferredUntil = delivery.until;
        else await notificationOutboxRepository.recordDelivery(db, e.id, channel, delivery.status, delivery.detail);
      } catch (err) {
        errors.push(`${channel}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    const now = clock();
    if (errors.length === 0 && deferredUntil)
      return notificationOutboxRepository.finish(db, e.id, { status: 'deferred', nextAttemptAt: deferredUntil });
    if (errors.length === 0) return notificationOutboxRepository.finish(db, e.id, { status: 'done', at: now });
    const lastError = errors.join('; ').slice(0, 2000);
    if (e.attempts >= opts.maxAttempts) {
      log.error({ eventId: e.id, attempts: e.attempts, lastError }, 'notification delivery failed for good');
      for (const channel of ['email', 'push'] as const) {
        if (errors.some((m) => m.startsWith(`${channel}:`)))
          await notificationOutboxRepository.recordDelivery(db, e.id, channel, 'failed', lastError);
      }
      return notificationOutboxRepository.finish(db, e.id, { status: 'failed', at: now, lastError });
    }
    const nextAttemptAt = new Date(now.getTime() + retryDelay(e.attempts, opts.retryBaseMs, opts.retryMaxMs));
    log.warn({ eventId: e.id, attempts: e.attempts, nextAttemptAt, lastError }, 'notification delivery will be retried');
    return notificationOutboxRepository.finish(db, e.id, { status: 'pending', nextAttemptAt, lastError });
  }

  /** Deletes finished events past their retention, at most once an hour (any process may; the deletes do not collide). */
  async function prune(now: Date) {
    if (!opts.retentionMs || now.getTime() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now.getTime();
    const pruned = await notificationOutboxRepository.prune(db, new Date(now.getTime() - opts.retentionMs), PRUNE_LIMIT);
    if (pruned) log.info({ pruned }, 'old notification events pruned');
  }

  /** Claims and delivers until nothing is due; how many events it handled. */
  async function run(): Promise<number> {
    let handled = 0;
    try {
      await prune(clock());
      for (let i = 0; i < MAX_BATCHES_PER_PASS; i++) {
        const claimed = await notificationOutboxRepository.claim(db, { now: clock(), limit: batchSize, leaseMs });
        for (const e of claimed) await handle(e);
        handled += claimed.length;
        if (claimed.length < batchSize) break;
      }
    } catch (err) {
      log.error({ err }, 'notification worker pass failed');
    }
    return handled;
  }

  /** One pass; a call during a pass asks for one more after it (a commit may have come in between). */
  function tick(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = null;
      if (again && !stopped) {
        again = false;
        void tick();
      }
    });
    return running;
  }

  return {
    tick,
    /** After a commit that wrote events: deliver them now instead of at the next interval. */
    wake() {
      if (!stopped) void tick();
    },
    start() {
      if (timer) return;
      stopped = false;
      timer = setInterval(() => void tick(), opts.intervalMs);
      void tick();
    },
    /** Stops the interval and waits for a pass in progress, so the database can close after it. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
export type NotificationWorker = ReturnType<typeof createNotificationWorker>;
