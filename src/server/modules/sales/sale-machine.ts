import type { SaleStage } from '../../../shared/domain/constants';
import { isAdmin, ownsAuction, type Subject } from '../../../shared/domain/access';
import type { SaleAction } from '../../../shared/schemas/sale';
import type { SalePaymentRow, SaleRow } from './sales.repository';

/**
 * The sale's state machine (spec §4's sale after the close, decision 014), pure: who a caller is to a
 * sale, and what each party may do at each stage. The service enforces it and the sale panel shows it.
 */

export type SaleRole = 'buyer' | 'seller' | 'admin';

/** While a sale is won and not yet completed, its buyer can give or correct the address the certificate prints. */
export const ADDRESS_STAGES: readonly SaleStage[] = ['awaiting_confirmation', 'deposit_due', 'balance_due'];

/**
 * An admin; the auction's vendor, whatever its standing (a suspended, rejected or pending vendor
 * still reads its sales as their seller, but acts on none: decision 032); the buyer; or no party.
 */
export function saleRoleOf(actor: Subject, sale: { sellerId: string; sale: { buyerId: string | null } }): SaleRole | null {
  if (isAdmin(actor)) return 'admin';
  if (ownsAuction(actor, { createdBy: sale.sellerId })) return 'seller';
  if (actor && actor.userId === sale.sale.buyerId) return 'buyer';
  return null;
}

/** What `role` may do now at the sale's stage; `manages`: the seller's side may act (an approved vendor, or an admin). */
export function actionsFor(role: SaleRole, sale: SaleRow, payments: SalePaymentRow[], now: Date, manages: boolean): SaleAction[] {
  const pending = (kind: 'deposit' | 'balance') => payments.some((p) => p.kind === kind && p.status === 'pending');
  const out: SaleAction[] = [];
  if (role === 'seller' && !manages) {
    // Read-only: the history and the certificate, nothing to decide.
  } else if (role === 'buyer') {
    if (sale.stage === 'deposit_due' && !pending('deposit')) out.push('report_deposit');
    if (sale.stage === 'balance_due' && !pending('balance')) out.push('report_balance');
    if (ADDRESS_STAGES.includes(sale.stage)) out.push('give_address');
  } else {
    if (sale.stage === 'reserve_not_met' && sale.decisionDueAt && now <= sale.decisionDueAt) out.push('accept', 'lapse');
    if (sale.stage === 'awaiting_confirmation') out.push('confirm', 'reject');
    if ((sale.stage === 'deposit_due' && pending('deposit')) || (sale.stage === 'balance_due' && pending('balance')))
      out.push('verify_payment');
    if (sale.stage === 'balance_due') out.push('extend');
    if (['forfeited', 'rejected', 'not_sold'].includes(sale.stage) && !sale.resaleAuctionId && sale.price !== null)
      out.push('create_resale');
  }
  if (sale.stage === 'completed') out.push('download_certificate');
  return out;
}
