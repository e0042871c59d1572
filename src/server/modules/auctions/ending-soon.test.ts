import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox, notifications, reminders } from '../../db/schema';
import { createTestApp, createUser, ORIGIN, type TestContext } from '../../test/test-app';
import { insertAuction } from '../bids/bids.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe('ending in 1 hour', () => {
  it('tells each watcher and reminder holder of a live auction once, in the bell and through the outbox', async () => {
    const vendor = await createUser(ctx, { roles: ['vendor'] });
    const watcher = await createUser(ctx);
    const soon = await insertAuction(ctx.database.db, vendor.id, {
      status: 'live',
      startTime: new Date(Date.now() - 3_600_000),
      endTime: new Date(Date.now() + 30 * 60_000),
    });
    const later = await insertAuction(ctx.database.db, vendor.id, {
      status: 'live',
      startTime: new Date(Date.now() - 3_600_000),
      endTime: new Date(Date.now() + 3 * 3_600_000),
    });
    for (const a of [soon, later]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/watchlist',
        headers: { cookie: watcher.cookie, origin: ORIGIN },
        payload: { auctionId: a.id },
      });
      expect(res.statusCode).toBeLessThan(300);
    }
    // One set a reminder (told at the start); another both watches and set one: told once.
    const reminded = await createUser(ctx);
    await ctx.database.db.insert(reminders).values([
      { userId: reminded.id, auctionId: soon.id, notifiedAt: soon.startTime },
      { userId: watcher.id, auctionId: soon.id, notifiedAt: soon.startTime },
    ]);
    expect(await ctx.app.services.lifecycle.notifyEndingSoon()).toBeGreaterThanOrEqual(1);
    expect(await ctx.app.services.lifecycle.notifyEndingSoon()).toBe(0);
    const bell = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, watcher.id));
    expect(bell.map((n) => [n.title, n.data.auctionId])).toEqual([['Ending in 1 hour', soon.id]]);
    const events = await ctx.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, watcher.id));
    expect(events.map((e) => [e.kind, e.event])).toEqual([['ending_soon', 'endingSoon']]);
    const remindedBell = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, reminded.id));
    expect(remindedBell.map((n) => [n.title, n.data.auctionId])).toEqual([['Ending in 1 hour', soon.id]]);
  });
});
