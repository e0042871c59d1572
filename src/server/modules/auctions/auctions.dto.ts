import type { Auction, AuctionImage } from '../../../shared/schemas/auction';
import type { AuctionImageRow, AuctionRow } from './auctions.repository';

/** The public shape of an auction. NOTE: the reserve price is deliberately not copied. */
export function toAuctionDto(row: AuctionRow, images: AuctionImageRow[]): Auction {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    address: row.address,
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
    winnerId: row.winnerId,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    images: images.map(toAuctionImage),
  };
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
