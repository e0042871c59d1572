import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '../../../shared/domain/notification-kinds';
import { TEST_NOTIFICATION_INTERVAL_MS } from '../../../shared/schemas/notification';
import { emailOutbox, notificationDeliveries, notificationOutbox, profiles } from '../../db/schema';
import { createTestApp, createUser, ORIGIN, type TestContext } from '../../test/test-app';
import type { PushSender } from './notification-worker';

/**
 * "Send me a test notification" (decision 045): through the outbox like every event, to the caller
 * only, in their language, on the channels they have on; one a minute per user.
 */
let ctx: TestContext;
const pushed: { userId: string; title: string }[] = [];
const push: PushSender = {
  async sendToUser(userId, message) {
    pushed.push({ userId, title: message.title });
    return { sent: 1, gone: 0 };
  },
};

beforeAll(async () => {
  // No SMTP server: e-mails land in the demo outbox (decision 011).
  ctx = await createTestApp({ publicUrl: 'https://neelami.example.in', allowedOrigins: [ORIGIN] }, { push });
});
afterAll(async () => ctx?.close());

const sendTest = (cookie?: string, origin = ORIGIN) =>
  ctx.app.inject({ method: 'POST', url: '/api/me/notifications/test', headers: { origin, ...(cookie ? { cookie } : {}) }, payload: {} });
const bell = async (cookie: string, lang = 'en') =>
  (await ctx.app.inject({ method: 'GET', url: `/api/notifications?lang=${lang}`, headers: { cookie } })).json() as {
    items: { title: string; message: string }[];
  };
const eventsOf = (userId: string) => ctx.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, userId));
const deliveriesOf = async (eventId: string) =>
  Object.fromEntries(
    (await ctx.database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.eventId, eventId))).map((d) => [
      d.channel,
      d.status,
    ]),
  );

describe('POST /api/me/notifications/test', () => {
  it('sends the caller, and no one else, a test to the bell, the e-mail outbox and push, in their language', async () => {
    const me = await createUser(ctx, { name: 'Meera Kulkarni' });
    const someoneElse = await createUser(ctx);
    await ctx.database.db.update(profiles).set({ language: 'hi' }).where(eq(profiles.userId, me.id));

    const res = await sendTest(me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ inApp: true, email: true, push: true });

    expect((await bell(me.cookie, 'hi')).items.map((n) => n.title)).toEqual(['परीक्षण सूचना']);
    expect((await bell(me.cookie)).items[0]).toMatchObject({ title: 'Test notification' });
    expect((await bell(someoneElse.cookie)).items).toEqual([]);

    await ctx.app.services.notificationWorker.tick();
    const [event] = await eventsOf(me.id);
    expect(event).toMatchObject({ event: 'test', status: 'done' });
    expect(await deliveriesOf(event!.id)).toEqual({ email: 'sent', push: 'sent' });
    const mails = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.eventId, event!.id));
    expect(mails).toMatchObject([{ to: me.email, subject: 'परीक्षण सूचना' }]);
    expect(mails[0]!.text).toContain('नमस्ते Meera Kulkarni');
    expect(pushed.filter((p) => p.userId === me.id)).toEqual([{ userId: me.id, title: 'परीक्षण सूचना' }]);
    expect(pushed.some((p) => p.userId === someoneElse.id)).toBe(false);
    expect(await eventsOf(someoneElse.id)).toEqual([]);
  });

  it('allows one a minute per user: a second is refused with its key, another user is not held back', async () => {
    const me = await createUser(ctx);
    const other = await createUser(ctx);
    expect((await sendTest(me.cookie)).statusCode).toBe(200);

    const again = await sendTest(me.cookie);
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toMatchObject({ code: 'RATE_LIMITED', key: 'notificationPreferences.testTooSoon' });
    expect(await eventsOf(me.id)).toHaveLength(1);
    expect((await bell(me.cookie)).items).toHaveLength(1);

    expect((await sendTest(other.cookie)).statusCode).toBe(200);

    // A minute later the caller may send another.
    const actor = { userId: me.id, email: me.email, name: me.name, role: 'buyer' as const, roles: ['buyer' as const], profile: null };
    const later = new Date(Date.now() + TEST_NOTIFICATION_INTERVAL_MS + 1_000);
    await expect(ctx.app.services.notifications.sendTest(actor, later)).resolves.toMatchObject({ inApp: true });
    expect(await eventsOf(me.id)).toHaveLength(2);
  });

  it('lets only one of several requests made at once through', async () => {
    const me = await createUser(ctx);
    const actor = { userId: me.id, email: me.email, name: me.name, role: 'buyer' as const, roles: ['buyer' as const], profile: null };
    const answers = await Promise.allSettled(Array.from({ length: 8 }, () => ctx.app.services.notifications.sendTest(actor)));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(answers.filter((a) => a.status === 'rejected').map((a) => (a.reason as { code: string }).code)).toEqual(
      Array(7).fill('RATE_LIMITED'),
    );
    expect(await eventsOf(me.id)).toHaveLength(1);
  });

  it('skips e-mail and push when the caller has them off for every kind', async () => {
    const me = await createUser(ctx);
    const off = NOTIFICATION_KINDS.flatMap((kind) => ['email', 'push'].map((channel) => ({ kind, channel, enabled: false })));
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      headers: { origin: ORIGIN, cookie: me.cookie },
      payload: { items: off },
    });
    expect(put.statusCode).toBe(200);

    expect((await sendTest(me.cookie)).json()).toEqual({ inApp: true, email: false, push: false });
    await ctx.app.services.notificationWorker.tick();
    const [event] = await eventsOf(me.id);
    expect(await deliveriesOf(event!.id)).toEqual({ email: 'skipped', push: 'skipped' });
    expect(pushed.some((p) => p.userId === me.id)).toBe(false);
  });

  it('requires sign-in and a same-site request', async () => {
    expect((await sendTest()).statusCode).toBe(401);
    const me = await createUser(ctx);
    expect((await sendTest(me.cookie, 'https://evil.example')).statusCode).toBe(403);
    expect(await eventsOf(me.id)).toEqual([]);
  });
});
