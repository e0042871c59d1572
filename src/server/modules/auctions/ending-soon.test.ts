import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderNotification } from '../../../shared/messages/notifications';
import { notificationOutbox, notifications, reminders, watchlist } from '../../db/schema';
import { createTestApp, createUser, ORIGIN, type TestContext } from '../../test/test-app';
import { insertAuction } from '../bids/bids.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe('ending within the hour', () => {
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
    expect(bell.map((n) => [n.title, n.data.auctionId])).toEqual([['Ending in 30 minutes', soon.id]]);
    const events = await ctx.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, watcher.id));
    expect(events.map((e) => [e.kind, e.event])).toEqual([['ending_soon', 'endingSoon']]);
    const remindedBell = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, reminded.id));
    expect(remindedBell.map((n) => [n.title, n.data.auctionId])).toEqual([['Ending in 30 minutes', soon.id]]);
  });

  it("says the time actually left when the notice is written, in the reader's words", async () => {
    const vendor = await createUser(ctx, { roles: ['vendor'] });
    const watcher = await createUser(ctx);
    // First seen with 4 minutes left (the job was not running when the hour began), one with a minute, one with the hour.
    const ends = [4, 1, 60].map((minutes) => Date.now() + minutes * 60_000 - 5_000);
    const found = [];
    for (const endTime of ends) {
      found.push(
        await insertAuction(ctx.database.db, vendor.id, {
          status: 'live',
          startTime: new Date(Date.now() - 3_600_000),
          endTime: new Date(endTime),
        }),
      );
    }
    await ctx.database.db.insert(watchlist).values(found.map((a) => ({ userId: watcher.id, auctionId: a.id })));
    await ctx.app.services.lifecycle.notifyEndingSoon();
    const bell = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, watcher.id));
    const titleOf = (id: string) => bell.find((n) => n.data.auctionId === id)?.title;
    expect(found.map((a) => titleOf(a.id))).toEqual(['Ending in 4 minutes', 'Ending in 1 minute', 'Ending in 1 hour']);
    // The e-mail and push render the outbox's parameters in the reader's language.
    const [event] = await ctx.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.auctionId, found[0]!.id));
    expect(event!.params).toMatchObject({ minutesLeft: 4 });
    expect(renderNotification('endingSoon', event!.params, 'hi').title).toBe('4 मिनट में समाप्त');
    expect(renderNotification('endingSoon', event!.params, 'mr').title).toBe('4 मिनिटांत संपणार');
  });

  it('tells a bounded batch per tick and leaves the rest for the next', async () => {
    const vendor = await createUser(ctx, { roles: ['vendor'] });
    for (let i = 0; i < 5; i++) {
      await insertAuction(ctx.database.db, vendor.id, {
        status: 'live',
        startTime: new Date(Date.now() - 3_600_000),
        endTime: new Date(Date.now() + (20 + i) * 60_000),
      });
    }
    const limits = { batch: 2, maxBatches: 2, budgetMs: 60_000 };
    expect(await ctx.app.services.lifecycle.notifyEndingSoon(limits)).toBe(4);
    expect(await ctx.app.services.lifecycle.notifyEndingSoon(limits)).toBe(1);
    expect(await ctx.app.services.lifecycle.notifyEndingSoon(limits)).toBe(0);
  });
});

describe('starting and ending by the clock', () => {
  it('does a bounded batch per tick, within its batches and its time budget, and leaves the rest for the next', async () => {
    const vendor = await createUser(ctx, { roles: ['vendor'] });
    const insert = (status: 'upcoming' | 'live') =>
      insertAuction(ctx.database.db, vendor.id, {
        status,
        startTime: new Date(Date.now() - 2 * 3_600_000),
        endTime: new Date(Date.now() - (status === 'live' ? 60_000 : -3_600_000)),
      });
    for (let i = 0; i < 7; i++) await insert('upcoming');
    const { lifecycle } = ctx.app.services;
    expect(await lifecycle.startDue({ batch: 2, maxBatches: 2, budgetMs: 60_000 })).toBe(4);
    // A spent budget stops after the first batch (a tick always makes progress).
    expect(await lifecycle.startDue({ batch: 2, maxBatches: 10, budgetMs: 0 })).toBe(2);
    expect(await lifecycle.startDue({ batch: 2, maxBatches: 10, budgetMs: 60_000 })).toBe(1);
    expect(await lifecycle.startDue()).toBe(0);
    for (let i = 0; i < 3; i++) await insert('live');
    expect(await lifecycle.endDue({ batch: 2, maxBatches: 1, budgetMs: 60_000 })).toBe(2);
    expect(await lifecycle.endDue()).toBe(1);
  });
});
