import { eq } from 'drizzle-orm';
import { notificationOutbox } from '../../db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADD_USER_MESSAGES, ADMIN_MESSAGES, type AdminUser, type PendingBuyer } from '../../../shared/schemas/admin';
import { bids, emdHolds, reminders, watchlist } from '../../db/schema';
import { auditActionsFor, auditRowsFor, call, createAuction, createCast, setAuctionState, type Cast } from '../../test/console-fixtures';
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
    expect((await call(ctx, 'POST', url, admin(), { reason: 'for repeated unpaid wins' })).json().verificationStatus).toBe('suspended');
    expect((await call(ctx, 'POST', url, admin(), {})).json().verificationStatus).toBe('verified');
    expect((await call(ctx, 'POST', url, admin(), { status: 'rejected', reason: 'PAN unreadable' })).json().verificationStatus).toBe(
      'rejected',
    );
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

describe('reasons for suspending and rejecting (decision 042)', () => {
  const url = (id: string) => `/api/admin/users/${id}/verification`;

  it.each([
    ['a suspension by the toggle', 'verified', {}],
    ['a suspension by status', 'verified', { status: 'suspended' }],
    ['a rejection', 'pending', { status: 'rejected' }],
    ['a blank reason', 'verified', { status: 'suspended', reason: '   ' }],
  ] as const)('refuses %s without a reason, changing nothing', async (_name, from, body) => {
    const user = await createUser(ctx, { roles: ['buyer'], profile: { verificationStatus: from } });
    const res = await call(ctx, 'POST', url(user.id), admin(), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(ADMIN_MESSAGES.reasonRequired);
    const listed: AdminUser = (await call(ctx, 'GET', `/api/admin/users/${user.id}`, admin())).json();
    expect(listed).toMatchObject({ verificationStatus: from, statusReason: null });
    expect(await auditActionsFor(ctx, user.id)).toEqual([]);
  });

  it('stores the reason, audits it, tells the user and shows it on their own dashboard and profile only', async () => {
    const user = await createUser(ctx, { roles: ['buyer'], profile: { verificationStatus: 'verified' } });
    const reason = 'while we review a payment dispute';
    const res = await call(ctx, 'POST', url(user.id), admin(), { status: 'suspended', reason: `  ${reason} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ verificationStatus: 'suspended', statusReason: reason });

    const [row] = (await auditRowsFor(ctx, user.id)).filter((r) => r.action === 'user.verification');
    expect(row!.after).toMatchObject({ verificationStatus: 'suspended', reason });

    const [event] = await ctx.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, user.id));
    expect(event).toMatchObject({ event: 'accountSuspended', params: { reason } });

    const cookie = await signIn(ctx.app, user.email, user.password);
    expect((await call(ctx, 'GET', '/api/buyer/dashboard', cookie)).json()).toMatchObject({
      verificationStatus: 'suspended',
      statusReason: reason,
    });
    expect((await call(ctx, 'GET', '/api/me', cookie)).json().profile.statusReason).toBe(reason);
    const notes = (await call(ctx, 'GET', '/api/notifications', cookie)).json().items.map((n: { message: string }) => n.message);
    expect(notes.join(' ')).toContain(reason);

    // Nobody else reads it: another buyer's own profile carries only their own (null) reason, and the
    // vendor's list of pending buyers has no such field.
    expect((await call(ctx, 'GET', '/api/me', cast.approvedBuyer.cookie)).json().profile.statusReason).toBeNull();
    expect((await call(ctx, 'GET', `/api/admin/users/${user.id}`, cast.vendor.cookie)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api/vendor/pending-buyers', cast.vendor.cookie)).body).not.toContain(reason);

    // Verified again, the reason goes with the suspension it explained.
    const restored = await call(ctx, 'POST', url(user.id), admin(), { status: 'verified' });
    expect(restored.json()).toMatchObject({ verificationStatus: 'verified', statusReason: null });
  });

  it('counts the live auctions a buyer is leading, for the suspend dialog’s warning', async () => {
    const user = await createUser(ctx, { roles: ['buyer'], profile: { verificationStatus: 'verified' } });
    const [leading, outbid, upcoming] = [
      await createAuction(ctx, cast.vendor.cookie),
      await createAuction(ctx, cast.vendor.cookie),
      await createAuction(ctx, cast.vendor.cookie),
    ];
    for (const a of [leading, outbid]) await setAuctionState(ctx, a.id, { status: 'live' });
    await setAuctionState(ctx, upcoming.id, { status: 'upcoming' });
    await ctx.database.db.insert(bids).values([
      { auctionId: leading.id, userId: user.id, amount: 31_000_000 },
      { auctionId: leading.id, userId: cast.approvedBuyer.id, amount: 30_500_000 },
      { auctionId: outbid.id, userId: user.id, amount: 31_000_000 },
      { auctionId: outbid.id, userId: cast.approvedBuyer.id, amount: 32_000_000 },
      // A flagged bid leads nothing, and neither does a bid on an auction that is not live.
      { auctionId: outbid.id, userId: user.id, amount: 40_000_000, status: 'flagged' },
      { auctionId: upcoming.id, userId: user.id, amount: 31_000_000 },
    ]);
    const one: AdminUser = (await call(ctx, 'GET', `/api/admin/users/${user.id}`, admin())).json();
    expect(one.leadingLiveAuctions).toBe(1);
    const other: AdminUser = (await call(ctx, 'GET', `/api/admin/users/${cast.approvedBuyer.id}`, admin())).json();
    expect(other.leadingLiveAuctions).toBe(1);
    for (const a of [leading, outbid, upcoming]) await call(ctx, 'DELETE', `/api/auctions/${a.id}`, admin());
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
  type Interest = 'watch' | 'reminder' | 'hold' | 'bid';
  /** The buyer shows interest in the auction the way a buyer does (decision 037). */
  async function showInterest(userId: string, auctionId: string, how: Interest) {
    const db = ctx.database.db;
    if (how === 'watch') await db.insert(watchlist).values({ userId, auctionId });
    if (how === 'reminder') await db.insert(reminders).values({ userId, auctionId });
    if (how === 'hold') await db.insert(emdHolds).values({ userId, auctionId, amount: 2_500_000, status: 'released' });
    if (how === 'bid') await db.insert(bids).values({ userId, auctionId, amount: 26_000_000 });
  }
  const pendingBuyer = (name?: string, profile: NonNullable<Parameters<typeof createUser>[1]>['profile'] = {}) =>
    createUser(ctx, { roles: ['buyer'], ...(name ? { name } : {}), profile });
  const listedFor = async (cookie: string): Promise<string[]> =>
    (await call(ctx, 'GET', '/api/vendor/pending-buyers', cookie)).json().items.map((b: PendingBuyer) => b.userId);

  let mine: { id: string };
  let theirs: { id: string };
  beforeAll(async () => {
    [mine, theirs] = await Promise.all([createAuction(ctx, cast.vendor.cookie), createAuction(ctx, cast.otherVendor.cookie)]);
  });

  it('lists only the pending buyers who watch, asked for a reminder on, joined or bid on one of its own auctions', async () => {
    const interested: Record<Interest, string> = {
      watch: (await pendingBuyer()).id,
      reminder: (await pendingBuyer()).id,
      hold: (await pendingBuyer()).id,
      bid: (await pendingBuyer()).id,
    };
    for (const [how, id] of Object.entries(interested)) await showInterest(id, mine.id, how as Interest);
    const elsewhere = await pendingBuyer();
    await showInterest(elsewhere.id, theirs.id, 'watch');
    const approved = await createUser(ctx, { roles: ['buyer'], profile: { verificationStatus: 'verified' } });
    await showInterest(approved.id, mine.id, 'watch');
    const aVendor = await createUser(ctx, { roles: ['vendor'] });
    await showInterest(aVendor.id, mine.id, 'watch');

    expect((await listedFor(cast.vendor.cookie)).sort()).toEqual(Object.values(interested).sort());
    expect(await listedFor(cast.otherVendor.cookie)).toEqual([elsewhere.id]);
  });

  it('shows a listed buyer’s e-mail and phone only in part, and never the PAN', async () => {
    const buyer = await pendingBuyer('Prakash Pending', { phone: '+91 98765 43210', pan: 'ABCDE1234F', companyName: 'Prakash Traders' });
    await showInterest(buyer.id, mine.id, 'watch');
    const list = await call(ctx, 'GET', '/api/vendor/pending-buyers', cast.vendor.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const entry = list.json().items.find((b: PendingBuyer) => b.userId === buyer.id);
    expect(entry).toEqual({
      userId: buyer.id,
      fullName: 'Prakash Pending',
      maskedEmail: `${buyer.email[0]}•••@example.in`,
      phoneLast4: '3210',
      buyerType: null,
      companyName: 'Prakash Traders',
      verificationStatus: 'pending',
      emdPaid: false,
      createdAt: expect.any(String),
    });
    for (const secret of [buyer.email, '98765', 'ABCDE1234F']) expect(list.body).not.toContain(secret);
  });

  it('approves a buyer it may see, once, and answers with the same masked contacts', async () => {
    const buyer = await pendingBuyer('Prakash Pending', { phone: '9876543210' });
    await showInterest(buyer.id, mine.id, 'reminder');
    const ok = await call(ctx, 'POST', `/api/vendor/buyers/${buyer.id}/approve`, cast.vendor.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ verificationStatus: 'verified', phoneLast4: '3210' });
    expect(ok.body).not.toContain(buyer.email);
    expect(await listedFor(cast.vendor.cookie)).not.toContain(buyer.id);
    const again = await call(ctx, 'POST', `/api/vendor/buyers/${buyer.id}/approve`, cast.vendor.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(ADMIN_MESSAGES.buyerNotPending);
    expect(await auditActionsFor(ctx, buyer.id)).toEqual(['buyer.approve']);
  });

  it('answers 404 to approving a buyer who has shown no interest in its auctions, as to an account that does not exist', async () => {
    const stranger = await pendingBuyer();
    const elsewhere = await pendingBuyer();
    await showInterest(elsewhere.id, theirs.id, 'bid');
    for (const id of [stranger.id, elsewhere.id, 'no-such-user']) {
      const res = await call(ctx, 'POST', `/api/vendor/buyers/${id}/approve`, cast.vendor.cookie);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.message).toBe(ADMIN_MESSAGES.userNotFound);
    }
    const admins = (await call(ctx, 'GET', `/api/admin/users/${elsewhere.id}`, admin())).json();
    expect(admins.verificationStatus).toBe('pending');
    expect(await auditActionsFor(ctx, elsewhere.id)).toEqual([]);
  });

  it('does not let a vendor approve another vendor', async () => {
    const vendor = await createUser(ctx, { roles: ['vendor'] });
    await showInterest(vendor.id, mine.id, 'watch');
    const res = await call(ctx, 'POST', `/api/vendor/buyers/${vendor.id}/approve`, cast.vendor.cookie);
    expect(res.statusCode).toBe(403);
  });

  it('does not let an unapproved vendor approve anyone', async () => {
    const buyer = await pendingBuyer();
    const res = await call(ctx, 'POST', `/api/vendor/buyers/${buyer.id}/approve`, cast.unapprovedVendor.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('NOT_APPROVED');
  });
});
