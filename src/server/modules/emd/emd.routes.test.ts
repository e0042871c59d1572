import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMD_BANK_DETAILS, EMD_MESSAGES } from '../../../shared/schemas/emd';
import { auditRowsFor, call, createCast, type Cast } from '../../test/console-fixtures';
import { createTestApp, createUser, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let cast: Cast;
beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx);
});
afterAll(async () => ctx.close());

let utrSeq = 0;
const utr = () => `SBINR5202611220${String(++utrSeq).padStart(5, '0')}`;

/** The buyer's own account a transfer comes from: in their name (decision 033). */
const from = (user: { name: string }) => ({ holderName: user.name, bankAccount: '5010 0123 4567 89', ifsc: 'hdfc0001234' });
/** Reports a transfer from the buyer's own account; `body` changes what it says. */
const report = (user: { name: string; cookie: string }, body: Record<string, unknown>) =>
  call(ctx, 'POST', '/api/emd-deposits', user.cookie, { ...from(user), ...body });

async function me(cookie: string) {
  return (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().profile;
}

describe('bank details', () => {
  it('shows the platform escrow account to signed-in users only', async () => {
    const res = await call(ctx, 'GET', '/api/emd/bank-details', cast.pendingBuyer.cookie);
    expect(res.json()).toEqual(EMD_BANK_DETAILS);
    expect(res.json().accountName).toBe('Neelami Escrow Account');
    expect((await call(ctx, 'GET', '/api/emd/bank-details')).statusCode).toBe(401);
  });
});

describe('submitting a deposit', () => {
  it('records a pending deposit with the UTR upper-cased and the account it came from, and lists it as mine', async () => {
    const buyer = await createUser(ctx, { roles: ['buyer'], name: 'Kavya Iyer' });
    const res = await report(buyer, { utrReference: 'hdfcr 5202 6112 2000 01', amount: 2_500_000 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ utrReference: 'HDFCR52026112200001', amount: 2_500_000, status: 'pending' });
    // The account is shown by its last four digits only, here and everywhere after.
    expect(res.json().sourceAccount).toEqual({ holderName: 'Kavya Iyer', last4: '6789', ifsc: 'HDFC0001234' });
    expect(res.body).not.toContain('50100123456789');
    const mine = (await call(ctx, 'GET', '/api/emd-deposits/mine', buyer.cookie)).json();
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0].sourceAccount).toEqual({ holderName: 'Kavya Iyer', last4: '6789', ifsc: 'HDFC0001234' });
    expect((await me(buyer.cookie)).emdPaid).toBe(false);
    const admin = (await call(ctx, 'GET', `/api/admin/emd-deposits?q=${encodeURIComponent(buyer.email)}`, cast.admin.cookie)).json();
    expect(admin.items[0].sourceAccount).toEqual({ holderName: 'Kavya Iyer', last4: '6789', ifsc: 'HDFC0001234' });
    expect(JSON.stringify(admin)).not.toContain('50100123456789');
  });

  it.each([['KAVYA IYER'], ['Iyer Kavya'], ['Ms. Kavya  Iyer'], ['K. Iyer']])(
    'takes an account in the buyer’s own name written as “%s”',
    async (holderName) => {
      const buyer = await createUser(ctx, { roles: ['buyer'], name: 'Kavya Iyer' });
      const res = await report(buyer, { utrReference: utr(), amount: 1_000_000, holderName });
      expect(res.statusCode).toBe(201);
      expect(res.json().sourceAccount.holderName).toBe(holderName.trim());
    },
  );

  it('refuses a transfer from an account in another name (422 HOLDER_NAME_MISMATCH), and records nothing', async () => {
    const buyer = await createUser(ctx, { roles: ['buyer'], name: 'Kavya Iyer' });
    for (const holderName of ['Ramesh Iyer', 'Kavya Ramesh Iyer', 'Neelami Escrow Account']) {
      const res = await report(buyer, { utrReference: utr(), amount: 1_000_000, holderName });
      expect(res.statusCode, holderName).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'HOLDER_NAME_MISMATCH', message: EMD_MESSAGES.holderNameMismatch });
    }
    expect((await call(ctx, 'GET', '/api/emd-deposits/mine', buyer.cookie)).json().items).toEqual([]);
  });

  it('takes a firm’s account from a buyer registered as that firm', async () => {
    const buyer = await createUser(ctx, {
      roles: ['buyer'],
      name: 'Arjun Nair',
      profile: { buyerType: 'company', companyName: 'Nair Infraprojects Pvt Ltd' },
    });
    const res = await report(buyer, { utrReference: utr(), amount: 1_000_000, holderName: 'NAIR INFRAPROJECTS PRIVATE LIMITED' });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a suspended or a rejected buyer’s deposit, and takes a pending buyer’s', async () => {
    for (const [verificationStatus, message] of [
      ['suspended', EMD_MESSAGES.depositSuspended],
      ['rejected', EMD_MESSAGES.depositRejected],
    ] as const) {
      const buyer = await createUser(ctx, { roles: ['buyer'], profile: { verificationStatus } });
      const res = await report(buyer, { utrReference: utr(), amount: 1_000_000 });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'NOT_APPROVED', message });
      expect((await call(ctx, 'GET', '/api/emd-deposits/mine', buyer.cookie)).json().items).toEqual([]);
    }
    const pending = await report(cast.pendingBuyer, { utrReference: utr(), amount: 1_000_000 });
    expect(pending.statusCode).toBe(201);
  });

  it.each([
    [{ utrReference: 'SHORT123' }, EMD_MESSAGES.utrInvalid],
    [{ utrReference: 'SBIN-1234-5678-9012' }, EMD_MESSAGES.utrInvalid],
    [{ utrReference: 'A'.repeat(23) }, EMD_MESSAGES.utrInvalid],
    [{ utrReference: '' }, EMD_MESSAGES.utrRequired],
    [{ amount: 0 }, EMD_MESSAGES.amountMin],
    [{ amount: 10.5 }, EMD_MESSAGES.amountMin],
    [{ holderName: ' ' }, EMD_MESSAGES.holderNameRequired],
    [{ holderName: undefined }, EMD_MESSAGES.holderNameRequired],
    [{ bankAccount: '12345' }, EMD_MESSAGES.accountInvalid],
    [{ bankAccount: undefined }, EMD_MESSAGES.accountInvalid],
    [{ ifsc: 'HDFC1234' }, EMD_MESSAGES.ifscInvalid],
  ])('refuses %o with its message', async (patch, message) => {
    const res = await report(cast.pendingBuyer, { utrReference: utr(), amount: 1_000_000, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('refuses a UTR that was already submitted', async () => {
    const reference = utr();
    expect((await report(cast.pendingBuyer, { utrReference: reference, amount: 5 })).statusCode).toBe(201);
    const again = await report(cast.approvedBuyer, { utrReference: reference, amount: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(EMD_MESSAGES.utrTaken);
  });

  it('is for buyers only', async () => {
    const res = await report(cast.vendor, { utrReference: utr(), amount: 5 });
    expect(res.statusCode).toBe(403);
  });
});

describe('reviewing deposits', () => {
  it('verifies a deposit: EMD becomes paid and the amount is added to what the buyer holds', async () => {
    const buyer = await createUser(ctx, { roles: ['buyer'] });
    const first = (await report(buyer, { utrReference: utr(), amount: 500_000 })).json();
    expect((await call(ctx, 'POST', `/api/admin/emd-deposits/${first.id}/verify`, cast.admin.cookie)).statusCode).toBe(200);
    expect(await me(buyer.cookie)).toMatchObject({ emdPaid: true, emdAmount: 500_000 });
    const deposit = (await report(buyer, { utrReference: utr(), amount: 2_000_000 })).json();

    const list = (await call(ctx, 'GET', '/api/admin/emd-deposits?status=pending', cast.admin.cookie)).json();
    expect(list.items.find((d: { id: string }) => d.id === deposit.id).user).toMatchObject({ email: buyer.email });
    expect(list.counts.pending).toBeGreaterThanOrEqual(1);

    const res = await call(ctx, 'POST', `/api/admin/emd-deposits/${deposit.id}/verify`, cast.admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'verified', reviewedBy: cast.admin.id, user: { emdPaid: true, emdAmount: 2_500_000 } });
    expect(await me(buyer.cookie)).toMatchObject({ emdPaid: true, emdAmount: 2_500_000 });
    // Both credited the wallet, as two ledger entries.
    const wallet = (await call(ctx, 'GET', '/api/me/emd', buyer.cookie)).json();
    expect(wallet).toMatchObject({ balance: 2_500_000, held: 0, available: 2_500_000, holds: [] });

    const twice = await call(ctx, 'POST', `/api/admin/emd-deposits/${deposit.id}/verify`, cast.admin.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(EMD_MESSAGES.notPending);

    const audit = await auditRowsFor(ctx, deposit.id);
    expect(audit.map((a) => a.action).sort()).toEqual(['emd_deposit.create', 'emd_deposit.verify']);
    const told = (await call(ctx, 'GET', '/api/notifications', buyer.cookie)).json().items;
    expect(told.map((n: { title: string }) => n.title)).toEqual(['EMD deposit verified', 'EMD deposit verified']);
  });

  it('rejects a deposit with a reason and leaves the EMD unpaid', async () => {
    const buyer = await createUser(ctx, { roles: ['buyer'] });
    const deposit = (await report(buyer, { utrReference: utr(), amount: 2_000_000 })).json();
    const noReason = await call(ctx, 'POST', `/api/admin/emd-deposits/${deposit.id}/reject`, cast.admin.cookie, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe(EMD_MESSAGES.reasonRequired);
    const res = await call(ctx, 'POST', `/api/admin/emd-deposits/${deposit.id}/reject`, cast.admin.cookie, {
      reason: 'No such credit on the statement',
    });
    expect(res.json()).toMatchObject({ status: 'rejected', rejectionReason: 'No such credit on the statement' });
    expect((await me(buyer.cookie)).emdPaid).toBe(false);
    const mine = (await call(ctx, 'GET', '/api/emd-deposits/mine', buyer.cookie)).json();
    expect(mine.items[0]).toMatchObject({ status: 'rejected', rejectionReason: 'No such credit on the statement' });
    const [told] = (await call(ctx, 'GET', '/api/notifications', buyer.cookie)).json().items;
    expect(told).toMatchObject({
      title: 'EMD deposit not verified',
      message:
        'Your EMD deposit of ₹20,00,000 could not be verified (No such credit on the statement). Check the UTR reference and report it again.',
    });
  });

  it('answers 404 for an unknown deposit', async () => {
    const res = await call(ctx, 'POST', '/api/admin/emd-deposits/00000000-0000-4000-8000-000000000000/verify', cast.admin.cookie);
    expect(res.statusCode).toBe(404);
  });
});
