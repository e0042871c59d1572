import { canManageAuction, canSeeReservePrice } from '../../../shared/domain/access';
import { balanceAmount, depositAmount, latestBalanceDue } from '../../../shared/domain/sale';
import type { Sale } from '../../../shared/schemas/sale';
import type { Actor } from '../../lib/security/actor';
import { actionsFor, type SaleRole } from './sale-machine';
import type { LoadedSale, SalePaymentRow } from './sales.repository';

/** A sale as `role` sees it (`GET /api/auctions/:id/sale`): the reserve, the buyer's contact and address only to those allowed. */
export function toSale(
  row: LoadedSale,
  role: SaleRole,
  payments: SalePaymentRow[],
  actor: Actor,
  buyerAlias: string | null,
  now: Date,
): Sale {
  const { sale } = row;
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const price = sale.price;
  return {
    auctionId: sale.auctionId,
    auctionTitle: row.title,
    stage: sale.stage,
    as: role,
    price,
    ...(canSeeReservePrice(actor, { createdBy: row.sellerId }) ? { reservePrice: sale.reservePrice } : {}),
    emdAmount: sale.emdAmount,
    buyer:
      sale.buyerId && buyerAlias
        ? {
            alias: buyerAlias,
            // Every party to the sale (buyer, seller, admin) knows who bought.
            name: row.buyerName,
            // The seller's officers complete and register the sale with the buyer: they reach them once it is confirmed.
            contact: role !== 'buyer' && sale.confirmedAt && row.buyerContact ? row.buyerContact : null,
            address: role === 'buyer' || sale.confirmedAt ? sale.buyerAddress : null,
          }
        : null,
    closedAt: sale.closedAt.toISOString(),
    decisionDueAt: iso(sale.decisionDueAt),
    confirmedAt: iso(sale.confirmedAt),
    depositDueAt: iso(sale.depositDueAt),
    balanceDueAt: iso(sale.balanceDueAt),
    latestBalanceDueAt: sale.confirmedAt ? latestBalanceDue(sale.confirmedAt).toISOString() : null,
    extensionReason: sale.extensionReason,
    reason: sale.reason,
    depositAmount: price === null ? null : depositAmount(price, sale.emdAmount),
    balanceAmount: price === null ? null : balanceAmount(price, sale.emdAmount),
    completedAt: iso(sale.completedAt),
    certificateNumber: sale.certificateNumber,
    resaleAuctionId: sale.resaleAuctionId,
    payments: payments.map((p) => ({
      id: p.id,
      kind: p.kind,
      amount: p.amount,
      utrReference: p.utrReference,
      status: p.status,
      rejectionReason: p.rejectionReason,
      reviewedAt: iso(p.reviewedAt),
      createdAt: p.createdAt.toISOString(),
    })),
    actions: actionsFor(role, sale, payments, now, canManageAuction(actor, { createdBy: row.sellerId })),
  };
}
