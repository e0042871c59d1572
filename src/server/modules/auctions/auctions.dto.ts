import type { SaleStage } from '../../../shared/domain/constants';
import type { Auction, AuctionImage, AuctionResult } from '../../../shared/schemas/auction';
import type { ManagedAuction } from '../../../shared/schemas/auction-form';
import type { AuctionImageRow } from './auction-images.repository';
import type { AuctionRow } from './auctions.repository';

/** The public shape of an auction. NOTE: the reserve price is deliberately not copied. */
export function toAuctionDto(row: AuctionRow, images: AuctionImageRow[]): Auction {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    address: row.address,
    state: row.state,
    district: row.district,
    locality: row.locality,
    pinCode: row.pinCode,
    latitude: row.latitude,
    longitude: row.longitude,
    propertyType: row.propertyType,
    category: row.category,
    areaSqFt: row.areaSqFt,
    startingBid: row.startingBid,
    emdAmount: row.emdAmount,
    bidIncrement: row.bidIncrement,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    extensionWindowS: row.extensionWindowS,
    extensionS: row.extensionS,
    featured: row.featured,
    status: row.status,
    currentBid: row.currentBid,
    biddersCount: row.biddersCount,
    bidCount: row.bidCount,
    hasReserve: row.reservePrice !== null,
    // NOTE: whether, never who (decision 038): this shape is public and cached for every viewer.
    hasWinner: row.winnerId !== null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    images: images.map(toAuctionImage),
    saleNoticeDate: row.saleNoticeDate,
    isResale: row.isResale,
    resaleOf: row.resaleOf,
    emdCutoff: (row.emdCutoff ?? row.startTime).toISOString(),
    possession: row.possession,
    inspectionFrom: row.inspectionFrom?.toISOString() ?? null,
    inspectionTo: row.inspectionTo?.toISOString() ?? null,
    authorisedOfficerName: row.authorisedOfficerName,
    authorisedOfficerPhone: row.authorisedOfficerPhone,
    encumbrances: row.encumbrances,
  };
}

/** How an ended auction came out, from its sale's stage, as anyone may see it. */
export function resultOf(stage: SaleStage | null): AuctionResult | null {
  switch (stage) {
    case null:
      return null;
    case 'awaiting_confirmation':
    case 'reserve_not_met':
      return stage;
    case 'deposit_due':
    case 'balance_due':
    case 'completed':
      return 'sold';
    default:
      return 'not_sold';
  }
}

/** An auction's image as every API shows it. */
export function toAuctionImage(i: AuctionImageRow): AuctionImage {
  return {
    id: i.id,
    imageUrl: i.imageUrl,
    thumbUrl: i.thumbUrl,
    width: i.width,
    height: i.height,
    isPrimary: i.isPrimary,
    displayOrder: i.displayOrder,
    caption: i.caption,
  };
}

/** An auction as those who manage it see it: with its reserve price and its buyer. */
export function toManagedAuction(row: AuctionRow, images: AuctionImageRow[]): ManagedAuction {
  return { ...toAuctionDto(row, images), reservePrice: row.reservePrice, winnerId: row.winnerId };
}

/** What the audit log keeps of an auction (reserve included: only admins read the log). */
export function auditSnapshot(row: AuctionRow) {
  return {
    title: row.title,
    status: row.status,
    location: row.location,
    propertyType: row.propertyType,
    category: row.category,
    startingBid: row.startingBid,
    reservePrice: row.reservePrice,
    emdAmount: row.emdAmount,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    featured: row.featured,
    createdBy: row.createdBy,
  };
}

/** The images of several auctions, each auction's in display order. */
export function groupImages(rows: AuctionImageRow[]): Map<string, AuctionImageRow[]> {
  const byAuction = new Map<string, AuctionImageRow[]>();
  for (const row of rows) {
    const list = byAuction.get(row.auctionId) ?? [];
    list.push(row);
    byAuction.set(row.auctionId, list);
  }
  return byAuction;
}
