import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bellData, note, renderNotification } from '../../../shared/messages/notifications';
import { notifications } from '../../db/schema';
import { createTestApp, createUser, ORIGIN, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let me: { id: string; cookie: string };
let someoneElse: { id: string; cookie: string };
beforeAll(async () => {
  ctx = await createTestApp();
  me = await createUser(ctx);
  someoneElse = await createUser(ctx);
});
afterAll(async () => ctx.close());

const auctionId = '11111111-1111-4111-8111-111111111111';

async function seed(userId: string, count: number, startMinutesAgo = 0) {
  const rows = Array.from({ length: count }, (_, i) => ({
    userId,
    title: `Note ${i}`,
    message: `Message ${i}`,
    data: { auctionId },
    createdAt: new Date(Date.now() - (startMinutesAgo + count - i) * 60_000),
  }));
  return ctx.database.db.insert(notifications).values(rows).returning();
}

const get = (cookie?: string) => ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: cookie ? { cookie } : {} });
const send = (method: 'POST' | 'DELETE', url: string, cookie?: string) =>
  ctx.app.inject({ method, url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });

describe('notifications', () => {
  it('lists the newest 50 of mine with the unread count of all', async () => {
    await seed(me.id, 55);
    await seed(someoneElse.id, 3);
    const res = await get(me.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items).toHaveLength(50);
    expect(body.unreadCount).toBe(55);
    expect(body.items[0]).toMatchObject({ title: 'Note 54', read: false, data: { auctionId } });
    expect(typeof body.items[0].createdAt).toBe('string');
    expect(body.items.every((n: { title: string }) => n.title !== 'Note 0')).toBe(true);
  });

  it('marks one read, then all read', async () => {
    const [first] = await seed(me.id, 2, 100);
    const one = await send('POST', `/api/notifications/${first!.id}/read`, me.cookie);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: first!.id, read: true });
    const before = (await get(me.cookie)).json().unreadCount;
    const all = await send('POST', '/api/notifications/read-all', me.cookie);
    expect(all.json().updated).toBe(before);
    expect((await get(me.cookie)).json().unreadCount).toBe(0);
    expect((await get(someoneElse.cookie)).json().unreadCount).toBe(3);
  });

  it('deletes one of mine', async () => {
    const [note] = await seed(me.id, 1, 200);
    expect((await send('DELETE', `/api/notifications/${note!.id}`, me.cookie)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/notifications/${note!.id}`, me.cookie)).statusCode).toBe(404);
  });

  it('treats someone else’s notification as not found', async () => {
    const [theirs] = await seed(someoneElse.id, 1, 300);
    expect((await send('POST', `/api/notifications/${theirs!.id}/read`, me.cookie)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/notifications/${theirs!.id}`, me.cookie)).statusCode).toBe(404);
    expect((await send('POST', '/api/notifications/not-an-id/read', me.cookie)).statusCode).toBe(404);
  });

  it('shows an event in the language asked for, and a row without its event as it was written', async () => {
    const reader = await createUser(ctx);
    const outbid = note('outbid', { title: 'Flat in Thane', amount: 12_500_000 });
    await ctx.database.db.insert(notifications).values([
      { userId: reader.id, title: outbid.title, message: outbid.message, data: bellData(outbid, auctionId) },
      {
        userId: reader.id,
        title: 'Old note',
        message: 'Written before events were kept',
        data: { auctionId },
        createdAt: new Date(Date.now() - 60_000),
      },
    ]);
    const list = async (lang?: string) =>
      (
        await ctx.app.inject({ method: 'GET', url: `/api/notifications${lang ? `?lang=${lang}` : ''}`, headers: { cookie: reader.cookie } })
      ).json();

    const hindi = renderNotification('outbid', outbid.params, 'hi');
    expect(hindi.message).toContain('₹1,25,00,000');
    expect((await list('hi')).items.map((n: { title: string; message: string }) => [n.title, n.message])).toEqual([
      [hindi.title, hindi.message],
      ['Old note', 'Written before events were kept'],
    ]);
    expect((await list('mr')).items[0].title).toBe(renderNotification('outbid', outbid.params, 'mr').title);
    expect((await list()).items[0]).toMatchObject({ title: outbid.title, message: outbid.message, data: { auctionId, event: 'outbid' } });
    expect(hindi.title).not.toBe(outbid.title);
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/notifications?lang=xx', headers: { cookie: reader.cookie } });
    expect(unknown.statusCode).toBe(400);
  });

  it('requires sign-in', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await send('POST', '/api/notifications/read-all')).statusCode).toBe(401);
  });
});
