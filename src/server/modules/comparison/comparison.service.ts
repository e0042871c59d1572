import { canSeeReservePrice } from '../../../shared/domain/access';
import { primaryImage } from '../../../shared/domain/primary-image';
import type { AuctionDetail } from '../../../shared/schemas/auction';
import type { ComparedAuction, Comparison } from '../../../shared/schemas/comparison';
import { NotFoundError } from '../../lib/http/errors';
import type { Actor } from '../../lib/security/actor';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { DocumentsService } from '../documents/documents.service';

/**
 * Up to four auctions side by side (issue 30): what a buyer weighs between candidates, each auction as
 * its own page shows it to the caller. The reserve price only where the caller may see it; documents only
 * those the caller may open.
 */
export function createComparisonService({
  catalogue,
  documents,
}: {
  catalogue: Pick<CatalogueService, 'view' | 'reservePrice'>;
  documents: Pick<DocumentsService, 'listForAuction'>;
}) {
  async function compared(actor: Actor | null, id: string): Promise<ComparedAuction | null> {
    let auction: AuctionDetail;
    try {
      auction = await catalogue.view(actor, id);
    } catch (err) {
      if (err instanceof NotFoundError) return null;
      throw err;
    }
    const [reserve, docs] = await Promise.all([
      actor && auction.hasReserve && canSeeReservePrice(actor, auction) ? catalogue.reservePrice(actor, id) : null,
      documents.listForAuction(actor, id),
    ]);
    const price = auction.bidCount > 0 ? auction.currentBid : auction.startingBid;
    return {
      id: auction.id,
      title: auction.title,
      location: auction.location,
      thumbUrl: primaryImage(auction.images)?.thumbUrl ?? null,
      status: auction.status,
      propertyType: auction.propertyType,
      areaSqFt: auction.areaSqFt,
      startingBid: auction.startingBid,
      currentBid: auction.currentBid,
      bidCount: auction.bidCount,
      price,
      pricePerSqFt: auction.areaSqFt ? Math.round(price / auction.areaSqFt) : null,
      emdAmount: auction.emdAmount,
      hasReserve: auction.hasReserve,
      reservePrice: reserve?.reservePrice ?? null,
      possession: auction.possession,
      emdCutoff: auction.emdCutoff,
      startTime: auction.startTime,
      endTime: auction.endTime,
      inspectionFrom: auction.inspectionFrom,
      inspectionTo: auction.inspectionTo,
      documents: docs.items.map((d) => ({ name: d.name, category: d.category })),
    };
  }

  return {
    /** The auctions of `ids` the caller may see, in that order; the others (unknown, drafts) left out. */
    async compare(actor: Actor | null, ids: readonly string[]): Promise<Comparison> {
      const found = await Promise.all(ids.map((id) => compared(actor, id)));
      return { items: found.filter((a): a is ComparedAuction => a !== null) };
    },
  };
}
export type ComparisonService = ReturnType<typeof createComparisonService>;
