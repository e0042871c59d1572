import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_MESSAGES } from '../../../shared/schemas/notification';
import { insertAuction } from '../bids/bids.fixtures';
import { createTestApp, createUser, ORIGIN, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let me: { id: string; cookie: string };
let vendorId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  me = await createUser(ctx);
  vendorId = (await createUser(ctx, { roles: ['vendor'] })).id;
});
afterAll(async () => ctx.close());

const ids = async (cookie: string) => (await ctx.app.inject({ method: 'GET', url: '/api/reminders/ids', headers: { cookie } })).json().ids;
const add = (auctionId: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/reminders',
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: { auctionId },
  });
const remove = (auctionId: string, cookie: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/reminders/${auctionId}`, headers: { origin: ORIGIN, cookie } });

describe('reminders', () => {
  it('sets a reminder on an upcoming auction, once, and removes it', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId, { status: 'upcoming' });
    expect((await add(auction.id, me.cookie)).statusCode).toBe(201);
    expect((await add(auction.id, me.cookie)).statusCode).toBe(201);
    expect(await ids(me.cookie)).toEqual([auction.id]);
    expect((await remove(auction.id, me.cookie)).statusCode).toBe(204);
    expect(await ids(me.cookie)).toEqual([]);
  });

  it('refuses a reminder on an auction that is not upcoming', async () => {
    const live = await insertAuction(ctx.database.db, vendorId);
    const res = await add(live.id, me.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'AUCTION_NOT_UPCOMING', message: REMINDER_MESSAGES.upcomingOnly });
    expect((await add('00000000-0000-4000-8000-000000000000', me.cookie)).statusCode).toBe(404);
  });

  it('requires sign-in', async () => {
    const auction = await insertAuction(ctx.database.db, vendorId, { status: 'upcoming' });
    const res = await add(auction.id);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(REMINDER_MESSAGES.signInRequired);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/reminders/ids' })).statusCode).toBe(401);
  });
});
