import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem } from '../../../shared/schemas/audit';
import { call, createAuction, createCast, type Cast, publishSaleNotice } from '../../test/console-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let cast: Cast;
beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx);
});
afterAll(async () => ctx.close());

describe('recent activity', () => {
  it('lists the newest audit entries first with the actor’s name and a readable summary', async () => {
    const auction = await createAuction(ctx, cast.vendor.cookie, { title: 'Row house in Thane' });
    await publishSaleNotice(ctx, auction.id);
    await call(ctx, 'POST', `/api/auctions/${auction.id}/approve`, cast.admin.cookie);
    await call(ctx, 'POST', `/api/admin/users/${cast.pendingBuyer.id}/verification`, cast.admin.cookie, {});

    const res = await call(ctx, 'GET', '/api/admin/activity?limit=3', cast.admin.cookie);
    expect(res.statusCode).toBe(200);
    const items: ActivityItem[] = res.json().items;
    expect(items.map((i) => i.action)).toEqual(['user.verification', 'auction.approve', 'auction.create']);
    expect(items.map((i) => i.summary)).toEqual([
      'Asha Admin changed the verification of "Pavan Pending" to verified',
      'Asha Admin approved auction "Row house in Thane"',
      'Vikram Vendor created auction "Row house in Thane"',
    ]);
    expect(items[2]).toMatchObject({ actorId: cast.vendor.id, actorName: 'Vikram Vendor', objectType: 'auction', objectId: auction.id });
  });

  it('defaults to ten entries', async () => {
    for (let i = 0; i < 11; i++) await createAuction(ctx, cast.admin.cookie, { title: `Plot number ${i}` });
    const items = (await call(ctx, 'GET', '/api/admin/activity', cast.admin.cookie)).json().items;
    expect(items).toHaveLength(10);
    expect(items[0].summary).toBe('Asha Admin created auction "Plot number 10"');
  });

  it('is for admins only', async () => {
    expect((await call(ctx, 'GET', '/api/admin/activity', cast.vendor.cookie)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api/admin/activity')).statusCode).toBe(401);
  });
});
