import { describe, expect, it } from 'vitest';
import type { SaleStage } from '../../../shared/domain/constants';
import { actionsFor, saleRoleOf } from './sale-machine';
import type { SalePaymentRow, SaleRow } from './sales.repository';

const NOW = new Date('2026-11-29T06:00:00Z');
const LATER = new Date('2026-11-30T06:00:00Z');
const EARLIER = new Date('2026-11-28T06:00:00Z');

const sale = (stage: SaleStage, more: Partial<SaleRow> = {}): SaleRow =>
  ({ stage, price: 5_000_000, decisionDueAt: null, resaleAuctionId: null, ...more }) as SaleRow;
const payment = (kind: 'deposit' | 'balance', status: 'pending' | 'verified' | 'rejected') => ({ kind, status }) as SalePaymentRow;

describe('the sale state machine: what each party may do at each stage', () => {
  it("the buyer reports a payment due unless one waits for review, and gives the certificate's address until completion", () => {
    expect(actionsFor('buyer', sale('awaiting_confirmation'), [], NOW, false)).toEqual(['give_address']);
    expect(actionsFor('buyer', sale('deposit_due'), [], NOW, false)).toEqual(['report_deposit', 'give_address']);
    expect(actionsFor('buyer', sale('deposit_due'), [payment('deposit', 'pending')], NOW, false)).toEqual(['give_address']);
    expect(actionsFor('buyer', sale('deposit_due'), [payment('deposit', 'rejected')], NOW, false)).toEqual([
      'report_deposit',
      'give_address',
    ]);
    expect(actionsFor('buyer', sale('balance_due'), [], NOW, false)).toEqual(['report_balance', 'give_address']);
    expect(actionsFor('buyer', sale('completed'), [], NOW, false)).toEqual(['download_certificate']);
    expect(actionsFor('buyer', sale('forfeited'), [], NOW, false)).toEqual([]);
  });

  it("the seller's side decides a reserve not met until its deadline, confirms or rejects, verifies payments and extends", () => {
    for (const role of ['seller', 'admin'] as const) {
      expect(actionsFor(role, sale('reserve_not_met', { decisionDueAt: LATER }), [], NOW, true)).toEqual(['accept', 'lapse']);
      expect(actionsFor(role, sale('reserve_not_met', { decisionDueAt: EARLIER }), [], NOW, true)).toEqual([]);
      expect(actionsFor(role, sale('awaiting_confirmation'), [], NOW, true)).toEqual(['confirm', 'reject']);
      expect(actionsFor(role, sale('deposit_due'), [], NOW, true)).toEqual([]);
      expect(actionsFor(role, sale('deposit_due'), [payment('deposit', 'pending')], NOW, true)).toEqual(['verify_payment']);
      expect(actionsFor(role, sale('balance_due'), [payment('balance', 'pending')], NOW, true)).toEqual(['verify_payment', 'extend']);
      expect(actionsFor(role, sale('balance_due'), [], NOW, true)).toEqual(['extend']);
    }
  });

  it('a sale that fell through may be put up again once, and only with a price to start from', () => {
    for (const stage of ['forfeited', 'rejected', 'not_sold'] as const) {
      expect(actionsFor('admin', sale(stage), [], NOW, true)).toEqual(['create_resale']);
      expect(actionsFor('admin', sale(stage, { resaleAuctionId: 'x' }), [], NOW, true)).toEqual([]);
      expect(actionsFor('admin', sale(stage, { price: null }), [], NOW, true)).toEqual([]);
    }
  });

  it('a seller who may not act (not approved) reads the sale and its certificate, and decides nothing', () => {
    expect(actionsFor('seller', sale('awaiting_confirmation'), [], NOW, false)).toEqual([]);
    expect(actionsFor('seller', sale('balance_due'), [payment('balance', 'pending')], NOW, false)).toEqual([]);
    expect(actionsFor('seller', sale('completed'), [], NOW, false)).toEqual(['download_certificate']);
  });

  it("names who a caller is to a sale: an admin, the auction's vendor whatever its standing, the buyer, or nobody", () => {
    const row = { sellerId: 'vendor-1', sale: { buyerId: 'buyer-1' } };
    const who = (userId: string, role: 'admin' | 'vendor' | 'buyer', verificationStatus: 'verified' | 'suspended' = 'verified') =>
      saleRoleOf({ userId, role, profile: { verificationStatus } }, row);
    expect(who('someone', 'admin')).toBe('admin');
    expect(who('vendor-1', 'vendor')).toBe('seller');
    expect(who('vendor-1', 'vendor', 'suspended')).toBe('seller');
    expect(who('vendor-2', 'vendor')).toBeNull();
    expect(who('buyer-1', 'buyer')).toBe('buyer');
    expect(who('buyer-2', 'buyer')).toBeNull();
    expect(saleRoleOf(null, row)).toBeNull();
  });
});
