import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem } from '../../../shared/schemas/audit';
import { call, createAuction, createCast, type Cast, publishSaleNotice } from '../../test/console-fixtures';
import { createTestApp, createUser, type TestContext } from '../../test/test-app';

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

  it('reads the same entry in English, Hindi or Marathi (?lang=), each detail worded from the catalogue', async () => {
    expect(
      (await call(ctx, 'POST', `/api/admin/users/${cast.approvedBuyer.id}/roles`, cast.admin.cookie, { role: 'vendor' })).statusCode,
    ).toBe(200);
    const newest = async (lang?: string) =>
      (await call(ctx, 'GET', `/api/admin/activity?limit=1${lang ? `&lang=${lang}` : ''}`, cast.admin.cookie)).json()
        .items[0] as ActivityItem;
    const [en, hi, mr] = [await newest(), await newest('hi'), await newest('mr')];
    expect(en.summary).toBe('Asha Admin added a role to "Bina Buyer" (vendor)');
    expect((await newest('en')).summary).toBe(en.summary);
    expect(hi.summary).toBe('Asha Admin ने उपयोगकर्ता "Bina Buyer" को एक भूमिका दी (विक्रेता)');
    expect(mr.summary).toBe('Asha Admin यांनी वापरकर्ता "Bina Buyer" यांना एक भूमिका दिली (विक्रेता)');
    // The entry itself is the same whatever the language.
    expect({ ...hi, summary: '' }).toEqual({ ...en, summary: '' });
    expect((await call(ctx, 'GET', '/api/admin/activity?lang=fr', cast.admin.cookie)).statusCode).toBe(400);
  });

  it('names the amount a buyer asks to withdraw from the EMD wallet', async () => {
    const buyer = await createUser(ctx, { roles: ['buyer'], name: 'Kiran Shinde', profile: { verificationStatus: 'verified' } });
    const reported = await call(ctx, 'POST', '/api/emd-deposits', buyer.cookie, {
      utrReference: 'ICICR520261124000099',
      amount: 2_00_000,
      holderName: 'Kiran Shinde',
      bankAccount: '50100123456789',
      ifsc: 'HDFC0001234',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    expect((await call(ctx, 'POST', `/api/admin/emd-deposits/${reported.json().id}/verify`, cast.admin.cookie)).statusCode).toBe(200);
    const asked = await call(ctx, 'POST', '/api/me/emd/withdrawals', buyer.cookie, { amount: 50_000, depositId: reported.json().id });
    expect(asked.statusCode, asked.body).toBe(201);
    const line = async (lang: string) =>
      ((await call(ctx, 'GET', `/api/admin/activity?limit=1&lang=${lang}`, cast.admin.cookie)).json().items[0] as ActivityItem).summary;
    expect(await line('en')).toBe('Kiran Shinde asked to withdraw ₹50,000 of EMD');
    expect(await line('hi')).toBe('Kiran Shinde ने EMD में से ₹50,000 निकालने का अनुरोध किया');
    expect(await line('mr')).toBe('Kiran Shinde यांनी EMD मधून ₹50,000 काढण्याची विनंती केली');
  });

  it('is for admins only', async () => {
    expect((await call(ctx, 'GET', '/api/admin/activity', cast.vendor.cookie)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api/admin/activity')).statusCode).toBe(401);
  });
});
