import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXTS } from '../../../shared/schemas/notification';
import { buildApp, type App } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { emailOutbox, notificationDeliveries, notificationOutbox, notifications, profiles } from '../../db/schema';
import { parseMessage, startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createTestApp, createUser, ORIGIN, type TestContext } from '../../test/test-app';
import { createNotificationWorker, retryDelay, type PushSender } from './notification-worker';
import { createUnsubscribeTokens } from './unsubscribe-token';

/**
 * The notification outbox (decision 026): events written in the causing transaction, delivered by
 * the worker to e-mail and push with retries, once per event and channel, in several processes.
 */
let sink: SmtpSink;
let ctx: TestContext;
const pushed: { userId: string; title: string; url: string }[] = [];
let pushFails = 0;
const push: PushSender = {
  async sendToUser(userId, message) {
    if (pushFails > 0) {
      pushFails -= 1;
      throw new Error('push service unavailable');
    }
    pushed.push({ userId, title: message.title, url: message.url });
    return { sent: 1, gone: 0 };
  },
};

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp({ smtpUrl: sink.url, publicUrl: 'https://neelami.example.in', allowedOrigins: [ORIGIN] }, { push });
});
afterAll(async () => {
  await ctx?.close();
  await sink?.close();
});

const AUCTION = '00000000-0000-4000-8000-00000000a001';
/** Writes one event the way every service does: in its own transaction. */
async function notify(
  userId: string,
  text = NOTIFICATION_TEXTS.outbid('Flat in Baner, Pune', 12_500_000),
  auctionId: string | null = AUCTION,
) {
  const created = await ctx.database.db.transaction((tx) => ctx.app.services.notifications.create(tx, [{ userId, auctionId, ...text }]));
  return created[0]?.notification.id ?? (await lastEventOf(userId)).id;
}
async function lastEventOf(userId: string) {
  const rows = await ctx.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, userId));
  return rows.at(-1)!;
}
const eventRow = async (id: string) => (await ctx.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id)))[0]!;
const deliveriesOf = async (id: string) =>
  Object.fromEntries(
    (await ctx.database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.eventId, id))).map((d) => [
      d.channel,
      d.status,
    ]),
  );
const mailsOf = (to: string) => ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
const worker = () => ctx.app.services.notificationWorker;

describe('the outbox row', () => {
  it('is written in the transaction that causes the event, beside the bell’s row', async () => {
    const user = await createUser(ctx);
    const id = await notify(user.id);
    expect(await eventRow(id)).toMatchObject({ userId: user.id, kind: 'outbid', event: 'outbid', status: 'pending', attempts: 0 });
    const bell = await ctx.database.db.select().from(notifications).where(eq(notifications.id, id));
    expect(bell[0]?.title).toBe('You have been outbid');
  });

  it('is not written when that transaction rolls back', async () => {
    const user = await createUser(ctx);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await ctx.app.services.notifications.create(tx, [
          { userId: user.id, auctionId: AUCTION, ...NOTIFICATION_TEXTS.live('Plot in Nagpur') },
        ]);
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await ctx.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, user.id))).toEqual([]);
    expect(await ctx.database.db.select().from(notifications).where(eq(notifications.userId, user.id))).toEqual([]);
  });
});

describe('the worker', () => {
  it('e-mails the event in the user’s language, with the auction’s link and an unsubscribe link that works', async () => {
    const user = await createUser(ctx, { name: 'Meera Kulkarni' });
    await ctx.database.db.update(profiles).set({ language: 'hi' }).where(eq(profiles.userId, user.id));
    const id = await notify(user.id);
    await worker().tick();
    const message = await sink.waitFor(user.email);
    const { headers } = parseMessage(message.raw);
    expect(headers['list-unsubscribe']).toMatch(/^<https:\/\/neelami\.example\.in\/api\/unsubscribe\?token=[\w.-]+&lang=hi>$/);
    const [mail] = await mailsOf(user.email);
    expect(mail).toMatchObject({ eventId: id, subject: 'आपसे ऊँची बोली लगी है' });
    expect(mail!.sentAt).toBeInstanceOf(Date);
    expect(mail!.html).toContain('₹1,25,00,000');
    expect(mail!.html).toContain(`https://neelami.example.in/auction/${AUCTION}`);
    expect(mail!.text).toContain('नमस्ते Meera Kulkarni');
    expect(await eventRow(id)).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    expect(await deliveriesOf(id)).toEqual({ email: 'sent', push: 'sent' });
    expect(pushed).toContainEqual({ userId: user.id, title: 'आपसे ऊँची बोली लगी है', url: `https://neelami.example.in/auction/${AUCTION}` });

    // The link turns this kind's e-mail off, and says so in the e-mail's language.
    const link = new URL(/<([^>]+)>/.exec(headers['list-unsubscribe']!)![1]!);
    const res = await ctx.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toMatch(/^<!doctype html><html lang="hi-IN">/i);
    expect(res.body).toContain('अब आपको “आपसे ऊँची बोली” के बारे में ई-मेल नहीं मिलेंगे।');
    const token = link.searchParams.get('token')!;
    const english = await ctx.app.inject({ method: 'GET', url: `/api/unsubscribe?token=${token}` });
    expect(english.body).toContain('You will no longer receive e-mails about outbid.');
    const prefs = (
      await ctx.app.inject({ method: 'GET', url: '/api/me/notification-preferences', headers: { cookie: user.cookie } })
    ).json() as {
      items: { kind: string; channel: string; enabled: boolean }[];
    };
    expect(prefs.items.find((p) => p.kind === 'outbid' && p.channel === 'email')?.enabled).toBe(false);
    const tampered = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const refused = await ctx.app.inject({ method: 'GET', url: `/api/unsubscribe?token=${tampered}&lang=mr` });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('ही अनसबस्क्राइब लिंक वैध नाही.');

    // The next outbid reaches the bell and push, not the mailbox.
    const next = await notify(user.id);
    await worker().tick();
    expect(await deliveriesOf(next)).toEqual({ email: 'skipped', push: 'sent' });
    expect(await mailsOf(user.email)).toHaveLength(1);
  });

  it('leaves a kind the user switched off out of the bell, but never a payment deadline', async () => {
    const user = await createUser(ctx);
    const put = (items: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/me/notification-preferences',
        headers: { cookie: user.cookie, origin: ORIGIN },
        payload: { items },
      });
    expect((await put([{ kind: 'auction_live', channel: 'in_app', enabled: false }])).statusCode).toBe(200);
    const locked = await put([{ kind: 'deadlines', channel: 'in_app', enabled: false }]);
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toMatchObject({
      error: { code: 'VALIDATION', message: 'Payment deadlines always appear in your notifications.' },
    });
    expect((await put([{ kind: 'no_such_kind', channel: 'email', enabled: false }])).statusCode).toBe(400);
    expect((await put([{ kind: 'outbid', channel: 'pigeon', enabled: false }])).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me/notification-preferences' })).statusCode).toBe(401);

    await notify(user.id, NOTIFICATION_TEXTS.live('Plot in Nagpur'));
    await notify(user.id, NOTIFICATION_TEXTS.forfeitedBuyer('Plot in Nagpur'));
    const bell = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(bell.map((n) => n.title)).toEqual(['Deposit forfeited']);
    // Both events are still in the outbox: e-mail is another channel.
    expect(await ctx.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, user.id))).toHaveLength(2);
  });

  it('retries with backoff while the mail server is down, and delivers once it is back', async () => {
    await worker().tick();
    const down = await startSmtpSink();
    const port = Number(new URL(down.url).port);
    await down.close();
    // NOTE: a second's backoff, so a loaded machine cannot make "not due yet" due.
    const backoff = { ...ctx.config.notifications, retryBaseMs: 1000, retryMaxMs: 4000 };
    const other = await secondServer({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, notifications: backoff });
    let back: SmtpSink | null = null;
    try {
      const user = await createUser(ctx);
      const id = await notify(user.id, NOTIFICATION_TEXTS.saleCompleted('Shop in Nashik'));
      const tick = () => other.app.services.notificationWorker.tick();
      await tick();
      let row = await eventRow(id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.lastError).toMatch(/^email: /);
      const first = row.nextAttemptAt.getTime();
      expect(first - Date.now()).toBeLessThanOrEqual(retryDelay(1, 1000, 4000));

      // Not due yet: a pass now leaves it alone.
      await tick();
      expect((await eventRow(id)).attempts).toBe(1);
      await waitUntil(first);
      const before = Date.now();
      await tick();
      row = await eventRow(id);
      expect(row).toMatchObject({ status: 'pending', attempts: 2 });
      // The second wait is twice the first.
      expect(row.nextAttemptAt.getTime() - before).toBeGreaterThanOrEqual(retryDelay(2, 1000, 4000) - 20);

      back = await startSmtpSink({ port });
      await waitUntil(row.nextAttemptAt.getTime());
      await tick();
      await back.waitFor(user.email);
      expect(await eventRow(id)).toMatchObject({ status: 'done', attempts: 3 });
      expect(await deliveriesOf(id)).toMatchObject({ email: 'sent' });
      const mails = await mailsOf(user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.sentAt).toBeInstanceOf(Date);
      expect(back.messages.filter((m) => m.to.includes(user.email))).toHaveLength(1);
    } finally {
      await other.close();
      await back?.close();
    }
  });

  it('gives up after the last attempt: failed, with the last error, shown to admins', async () => {
    await worker().tick();
    const down = await startSmtpSink();
    const port = Number(new URL(down.url).port);
    await down.close();
    const other = await secondServer({
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      notifications: { ...ctx.config.notifications, maxAttempts: 2, retryBaseMs: 10, retryMaxMs: 10 },
    });
    try {
      const user = await createUser(ctx);
      const id = await notify(user.id, NOTIFICATION_TEXTS.emdVerified(500_000), null);
      await other.app.services.notificationWorker.tick();
      await new Promise((r) => setTimeout(r, 30));
      await other.app.services.notificationWorker.tick();
      const row = await eventRow(id);
      expect(row).toMatchObject({ status: 'failed', attempts: 2 });
      expect(row.lastError).toMatch(/^email: /);
      expect(await deliveriesOf(id)).toMatchObject({ email: 'failed' });

      const admin = await createUser(ctx, { roles: ['admin'] });
      const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie: admin.cookie } });
      const mail = (res.json() as { items: { to: string; html: string | null; retry: unknown }[] }).items.find((m) => m.to === user.email)!;
      expect(mail.retry).toEqual({ status: 'failed', attempts: 2, nextAttemptAt: null, lastError: row.lastError });
      expect(mail.html).toContain('₹5,00,000');
      // The unsubscribe token is the recipient's: masked for the admin like a reset link.
      expect(mail.html).toContain('token=[hidden]');
    } finally {
      await other.close();
    }
  });

  it('retries a push that failed without e-mailing again', async () => {
    await worker().tick();
    const user = await createUser(ctx);
    pushFails = 1;
    const id = await notify(user.id, NOTIFICATION_TEXTS.highestBidder('Villa in Goa', 75_000_000));
    await worker().tick();
    expect(await eventRow(id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'push: push service unavailable' });
    expect(await deliveriesOf(id)).toEqual({ email: 'sent' });
    await waitUntil((await eventRow(id)).nextAttemptAt.getTime());
    await worker().tick();
    expect(await eventRow(id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await deliveriesOf(id)).toEqual({ email: 'sent', push: 'sent' });
    expect(sink.messages.filter((m) => m.to.includes(user.email))).toHaveLength(1);
  });

  it('without a push service, records push as skipped, not failed', async () => {
    await worker().tick();
    const other = await secondServer({}, { push: undefined });
    try {
      const user = await createUser(ctx);
      const id = await notify(user.id);
      await other.app.services.notificationWorker.tick();
      expect(await eventRow(id)).toMatchObject({ status: 'done' });
      expect(await deliveriesOf(id)).toEqual({ email: 'sent', push: 'skipped' });
    } finally {
      await other.close();
    }
  });
});

describe('two server processes on one database', () => {
  it('never send one event twice', async () => {
    await worker().tick();
    const [a, b] = [await secondServer(), await secondServer()];
    try {
      const user = await createUser(ctx);
      const ids: string[] = [];
      // Thirty auctions, so no outbid e-mail coalesces with another.
      const auction = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      for (let i = 0; i < 30; i++)
        ids.push(await notify(user.id, NOTIFICATION_TEXTS.outbid(`Flat ${i}`, 5_000_000 + i * 100_000), auction(i)));
      await Promise.all([a.app.services.notificationWorker.tick(), b.app.services.notificationWorker.tick(), worker().tick()]);
      await expect.poll(() => sink.messages.filter((m) => m.to.includes(user.email)).length).toBe(30);
      // Nothing more arrives: every event was claimed by one worker only.
      await new Promise((r) => setTimeout(r, 200));
      expect(sink.messages.filter((m) => m.to.includes(user.email))).toHaveLength(30);
      const rows = await ctx.database.db.select().from(notificationOutbox).where(inArray(notificationOutbox.id, ids));
      expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
      expect(new Set((await mailsOf(user.email)).map((m) => m.eventId)).size).toBe(30);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

async function waitUntil(at: number) {
  const wait = at - Date.now() + 5;
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

/**
 * Another server on the same database: on PostgreSQL its own connection pool (another process as
 * far as the database can tell); on PGlite the same embedded database.
 */
async function secondServer(config: Partial<TestContext['config']> = {}, extra: { push?: PushSender } = { push }) {
  const database = await openSameDatabase(ctx.database);
  const app: App = await buildApp({ config: { ...ctx.config, ...config }, database, ...extra });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A worker of its own (its clock, its options) on the test database, sending to fakes it records. */
function standaloneWorker(options: Partial<Parameters<typeof createNotificationWorker>[0]> = {}) {
  const mailed: { eventId: string; subject: string; text: string }[] = [];
  const pushedHere: string[] = [];
  const worker = createNotificationWorker({
    db: ctx.database.db,
    mail: {
      sendForEvent: async (eventId, mail) => {
        mailed.push({ eventId, subject: mail.subject, text: mail.text });
        return 'sent';
      },
    },
    push: {
      sendToUser: async (_userId, message) => {
        pushedHere.push(message.body);
        return { sent: 1, gone: 0 };
      },
    },
    tokens: createUnsubscribeTokens('test'),
    publicUrl: 'https://neelami.example.in',
    log: { info() {}, warn() {}, error() {} },
    intervalMs: 60_000,
    retryBaseMs: 1000,
    retryMaxMs: 1000,
    maxAttempts: 3,
    ...options,
  });
  return Object.assign(worker, { mailed, pushed: pushedHere });
}

describe('outbid e-mails in a bid war', () => {
  it('are coalesced: the latest figure once, then at most one per gap; push is not held back', async () => {
    const user = await createUser(ctx);
    const auctionId = '00000000-0000-4000-8000-00000000b0b1';
    const outbid = (amount: number) => notify(user.id, NOTIFICATION_TEXTS.outbid('Row house in Nashik', amount), auctionId);
    // Three outbids before the worker comes round: one e-mail, with the last figure.
    const [a, b, c] = [await outbid(10_100_000), await outbid(10_200_000), await outbid(10_300_000)];
    let now = new Date(Date.now() + 1000);
    const w = standaloneWorker({ outbidEmailGapMs: 10 * 60_000, clock: () => now });
    await w.tick();
    expect(w.mailed.map((m) => m.eventId)).toEqual([c]);
    expect(w.mailed[0]!.text).toContain('₹1,03,00,000');
    expect(await deliveriesOf(a)).toEqual({ email: 'skipped', push: 'sent' });
    expect(await deliveriesOf(b)).toEqual({ email: 'skipped', push: 'sent' });
    expect(w.pushed).toHaveLength(3);

    // One more within the gap: pushed now, its e-mail waits for the gap without spending an attempt.
    const d = await outbid(10_400_000);
    now = new Date(Date.now() + 1000);
    await w.tick();
    expect(w.mailed).toHaveLength(1);
    expect(w.pushed).toHaveLength(4);
    expect(await eventRow(d)).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    expect((await eventRow(d)).nextAttemptAt.getTime()).toBeGreaterThan(now.getTime() + 9 * 60_000);
    expect(await deliveriesOf(d)).toEqual({ push: 'sent' });

    // Another before the gap is over supersedes it; once the gap has passed, only the latest is e-mailed.
    const e = await outbid(10_500_000);
    now = new Date(now.getTime() + 11 * 60_000);
    await w.tick();
    expect(w.mailed.map((m) => m.eventId)).toEqual([c, e]);
    expect(await deliveriesOf(d)).toEqual({ email: 'skipped', push: 'sent' });
    expect(await eventRow(d)).toMatchObject({ status: 'done' });
    expect(w.pushed).toHaveLength(5);
  });
});

describe('old events', () => {
  it('are pruned once delivered or failed and past their retention, with their deliveries; pending ones stay', async () => {
    const user = await createUser(ctx);
    const [oldDone, oldFailed, oldPending, recentDone] = [
      await notify(user.id),
      await notify(user.id),
      await notify(user.id),
      await notify(user.id),
    ];
    const now = new Date();
    const fortyDaysAgo = new Date(now.getTime() - 40 * 86_400_000);
    await ctx.database.db
      .update(notificationOutbox)
      .set({ status: 'done', createdAt: fortyDaysAgo })
      .where(eq(notificationOutbox.id, oldDone));
    await ctx.database.db
      .update(notificationOutbox)
      .set({ status: 'failed', createdAt: fortyDaysAgo })
      .where(eq(notificationOutbox.id, oldFailed));
    await ctx.database.db
      .update(notificationOutbox)
      .set({ createdAt: fortyDaysAgo, nextAttemptAt: new Date(now.getTime() + 86_400_000) })
      .where(eq(notificationOutbox.id, oldPending));
    await ctx.database.db.update(notificationOutbox).set({ status: 'done' }).where(eq(notificationOutbox.id, recentDone));
    await ctx.database.db.insert(notificationDeliveries).values({ eventId: oldDone, channel: 'email', status: 'sent' });

    const pruner = standaloneWorker({ retentionMs: 30 * 86_400_000, clock: () => now });
    await pruner.tick();
    const left = await ctx.database.db
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(inArray(notificationOutbox.id, [oldDone, oldFailed, oldPending, recentDone]));
    expect(left.map((r) => r.id).sort()).toEqual([oldPending, recentDone].sort());
    expect(await deliveriesOf(oldDone)).toEqual({});
    // The bell keeps its rows: only the delivery bookkeeping goes.
    expect(await ctx.database.db.select().from(notifications).where(eq(notifications.id, oldDone))).toHaveLength(1);
  });
});

/** A second connection to the same database: another server process on PostgreSQL, the same PGlite in-process. */
async function openSameDatabase(database: Database): Promise<Database> {
  if (database.kind === 'postgres') return openDatabase({ kind: 'postgres', url: database.url! });
  return { ...database, close: async () => {} };
}
