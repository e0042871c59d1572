import { eq } from 'drizzle-orm';
import { notificationOutbox } from '../../db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADD_USER_MESSAGES, ADMIN_MESSAGES, type AdminUser } from '../../../shared/schemas/admin';
import { bids } from '../../db/schema';
import { auditActionsFor, call, createAuction, createCast, type Cast } from '../../test/console-fixtures';
import { createTestApp, createUser, signIn, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let cast: Cast;
beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx);
});
afterAll(async () => ctx.close());

const admin = () => cast.admin.cookie;

describe('the user table', () => {
  it('lists every profile with roles, email, EMD and created date, and the four counts', async () => {
    const res = await call(ctx, 'GET', '/api/admin/users', admin());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.counts).toEqual({ total: 6, admins: 1, vendors: 3, buyers: 2 });
    expect(body.total).toBe(6);
    const bina = body.items.find((u: AdminUser) => u.userId === cast.approvedBuyer.id);
    expect(bina).toMatchObject({
      email: cast.approvedBuyer.email,
      fullName: 'Bina Buyer',
      role: 'buyer',
      roles: ['buyer'],
      verificationStatus: 'verified',
      emdPaid: true,
      emdAmount: 2_500_000,
      auctionsCount: 0,
      bidsCount: 0,
    });
    expect(Date.parse(bina.createdAt)).not.toBeNaN();
  });

  it('counts each user’s own auctions and bids', async () => {
    const auction = await createAuction(ctx, cast.vendor.cookie);
    await ctx.database.db.insert(bids).values({ auctionId: auction.id, userId: cast.approvedBuyer.id, amount: 30_000_000 });
    const items: AdminUser[] = (await call(ctx, 'GET', '/api/admin/users', admin())).json().items;
    const byId = (id: string) => items.find((u) => u.userId === id)!;
    expect(byId(cast.vendor.id)).toMatchObject({ auctionsCount: 1, bidsCount: 0 });
    expect(byId(cast.approvedBuyer.id)).toMatchObject({ auctionsCount: 0, bidsCount: 1 });
    expect(byId(cast.pendingBuyer.id)).toMatchObject({ auctionsCount: 0, bidsCount: 0 });
    await call(ctx, 'DELETE', `/api/auctions/${auction.id}`, admin());
  });

  it('filters by tab, role, status and search', async () => {
    const vendors = (await call(ctx, 'GET', '/api/admin/users?tab=vendors', admin())).json();
    expect(vendors.items.map((u: AdminUser) => u.role)).toEqual(['vendor', 'vendor', 'vendor']);
    const pendingVendors = (await call(ctx, 'GET', '/api/admin/users?role=vendor&status=pending', admin())).json();
    expect(pendingVendors.items.map((u: AdminUser) => u.userId)).toEqual([cast.unapprovedVendor.id]);
    const search = (await call(ctx, 'GET', '/api/admin/users?q=olga', admin())).json();
    expect(search.items.map((u: AdminUser) => u.userId)).toEqual([cast.otherVendor.id]);
    const clash = (await call(ctx, 'GET', '/api/admin/users?tab=admins&role=buyer', admin())).json();
    expect(clash.items).toEqual([]);
    expect(clash.counts.total).toBe(6);
  });
});

describe('verification', () => {
  it('toggles verified to suspended and anything else to verified (spec §4)', async () => {
    const user = await createUser(ctx, { roles: ['buyer'] });
    const url = `/api/admin/users/${user.id}/verification`;
    expect((await call(ctx, 'POST', url, admin(), {})).json().verificationStatus).toBe('verified');
    expect((await call(ctx, 'POST', url, admin(), {})).json().verificationStatus).toBe('suspended');
    expect((await call(ctx, 'POST', url, admin(), {})).json().verificationStatus).toBe('verified');
    expect((await call(ctx, 'POST', url, admin(), { status: 'rejected' })).json().verificationStatus).toBe('rejected');
    expect((await call(ctx, 'POST', url, admin(), {})).json().verificationStatus).toBe('verified');
    expect((await auditActionsFor(ctx, user.id)).filter((a) => a === 'user.verification')).toHaveLength(5);
    // Each change is told to the user, in the bell and through the outbox (e-mail, push); the
    // suspension ended the session the user had, so they sign in again to read it.
    const cookie = await signIn(ctx.app, user.email, user.password);
    const told = (await call(ctx, 'GET', '/api/notifications', cookie)).json().items.map((n: { title: string }) => n.title);
    expect(told).toEqual(['Account verified', 'Verification unsuccessful', 'Account verified', 'Account suspended', 'Account verified']);
    const events = await ctx.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, user.id));
    expect(events.map((e) => e.event).sort()).toEqual(
      ['accountApproved', 'accountApproved', 'accountApproved', 'accountRejected', 'accountSuspended'].sort(),
    );
  });

  it('stops an admin from suspending themselves', async () => {
    const res = await call(ctx, 'POST', `/api/admin/users/${cast.admin.id}/verification`, admin(), {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ADMIN_MESSAGES.cannotChangeOwnStatus);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await call(ctx, 'POST', '/api/admin/users/nobody/verification', admin(), {})).statusCode).toBe(404);
  });
});

describe('roles', () => {
  it('adds and removes roles, and the effective role follows', async () => {
    const user = await createUser(ctx, { roles: ['buyer'] });
    const added = await call(ctx, 'POST', `/api/admin/users/${user.id}/roles`, admin(), { role: 'vendor' });
    expect(added.json()).toMatchObject({ role: 'vendor', roles: expect.arrayContaining(['buyer', 'vendor']) });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(me.json().role).toBe('vendor');

    const removed = await call(ctx, 'DELETE', `/api/admin/users/${user.id}/roles`, admin(), { role: 'vendor' });
    expect(removed.json()).toMatchObject({ role: 'buyer', roles: ['buyer'] });
    const byPath = await call(ctx, 'DELETE', `/api/admin/users/${user.id}/roles/buyer`, admin());
    expect(byPath.json()).toMatchObject({ role: 'buyer', roles: [] });
    expect(await auditActionsFor(ctx, user.id)).toEqual(expect.arrayContaining(['user.role.add', 'user.role.remove']));
  });

  it('stops an admin from removing their own admin role', async () => {
    const res = await call(ctx, 'DELETE', `/api/admin/users/${cast.admin.id}/roles/admin`, admin());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ADMIN_MESSAGES.cannotRemoveOwnAdmin);
  });
});

describe('Add User', () => {
  it('creates an account with a role that can sign in with the temporary password', async () => {
    const res = await call(ctx, 'POST', '/api/admin/users', admin(), {
      email: 'New.Vendor@Example.in',
      fullName: 'Nisha New',
      role: 'vendor',
      password: 'temp-pass-1',
    });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({ email: 'new.vendor@example.in', fullName: 'Nisha New', role: 'vendor', verificationStatus: 'verified' });
    const cookie = await signIn(ctx.app, 'new.vendor@example.in', 'temp-pass-1');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().role).toBe('vendor');
    expect(await auditActionsFor(ctx, user.userId)).toEqual(['user.create']);
  });

  it.each([
    ['+91 98200-12345', '9820012345'],
    ['098200 12345', '9820012345'],
    ['9820012345', '9820012345'],
    ['', null],
  ])('stores the phone %j as %j, the form registration and the seed use', async (phone, stored) => {
    const email = `phone-${Math.random().toString(36).slice(2)}@example.in`;
    const res = await call(ctx, 'POST', '/api/admin/users', admin(), {
      email,
      fullName: 'Phone Person',
      role: 'buyer',
      password: 'temp-pass-1',
      phone,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().phone).toBe(stored);
  });

  it('refuses an e-mail that already has an account', async () => {
    const res = await call(ctx, 'POST', '/api/admin/users', admin(), {
      email: cast.vendor.email,
      fullName: 'Duplicate',
      role: 'buyer',
      password: 'temp-pass-1',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ADMIN_MESSAGES.emailTaken);
  });

  it.each([
    [{ email: 'not-an-email' }, ADD_USER_MESSAGES.emailInvalid],
    [{ fullName: ' ' }, ADD_USER_MESSAGES.fullNameRequired],
    [{ password: '123' }, ADD_USER_MESSAGES.passwordMin],
    [{ role: 'superuser' }, ADD_USER_MESSAGES.roleRequired],
    [{ phone: '12345' }, ADD_USER_MESSAGES.phoneInvalid],
    [{ phone: '+44 7911 123456' }, ADD_USER_MESSAGES.phoneInvalid],
  ])('refuses %o with its message', async (patch, message) => {
    const res = await call(ctx, 'POST', '/api/admin/users', admin(), {
      email: 'someone@example.in',
      fullName: 'Someone',
      role: 'buyer',
      password: 'temp-pass-1',
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });
});

describe('marking EMD paid', () => {
  it('sets EMD paid with its amount, and can clear it', async () => {
    const user = await createUser(ctx, { roles: ['buyer'] });
    const paid = await call(ctx, 'POST', `/api/admin/users/${user.id}/emd`, admin(), { amount: 1_000_000 });
    expect(paid.json()).toMatchObject({ emdPaid: true, emdAmount: 1_000_000 });
    const cleared = await call(ctx, 'POST', `/api/admin/users/${user.id}/emd`, admin(), { paid: false });
    expect(cleared.json()).toMatchObject({ emdPaid: false, emdAmount: 0 });
    const bad = await call(ctx, 'POST', `/api/admin/users/${user.id}/emd`, admin(), { amount: 0 });
    expect(bad.statusCode).toBe(400);
    expect(await auditActionsFor(ctx, user.id)).toEqual(['user.emd', 'user.emd']);
  });
});

describe('buyer approval by a verified vendor', () => {
  it('lists pending buyers without their PAN and approves one, once', async () => {
    const buyer = await createUser(ctx, { roles: ['buyer'], name: 'Prakash Pending', profile: { pan: 'ABCDE1234F' } });
    const list = await call(ctx, 'GET', '/api/vendor/pending-buyers', cast.vendor.cookie);
    expect(list.statusCode).toBe(200);
    const entry = list.json().items.find((b: { userId: string }) => b.userId === buyer.id);
    expect(entry).toMatchObject({ fullName: 'Prakash Pending', verificationStatus: 'pending' });
    expect(list.body).not.toContain('ABCDE1234F');

    const ok = await call(ctx, 'POST', `/api/vendor/buyers/${buyer.id}/approve`, cast.vendor.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().verificationStatus).toBe('verified');
    const again = await call(ctx, 'POST', `/api/vendor/buyers/${buyer.id}/approve`, cast.vendor.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(ADMIN_MESSAGES.buyerNotPending);
    expect(await auditActionsFor(ctx, buyer.id)).toEqual(['buyer.approve']);
  });

  it('does not let a vendor approve another vendor', async () => {
    const res = await call(ctx, 'POST', `/api/vendor/buyers/${cast.unapprovedVendor.id}/approve`, cast.vendor.cookie);
    expect(res.statusCode).toBe(403);
  });

  it('does not let an unapproved vendor approve anyone', async () => {
    const buyer = await createUser(ctx, { roles: ['buyer'] });
    const res = await call(ctx, 'POST', `/api/vendor/buyers/${buyer.id}/approve`, cast.unapprovedVendor.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('NOT_APPROVED');
  });
});
