import type { Publisher } from '../../realtime/bus';
import type { AuctionRow } from './auctions.repository';

/**
 * Announces a committed change to an auction's listing. Admin screens hear everything; the public
 * topics hear the whole state only of auctions that are or were public.
 * NOTE: a draft's change still goes out on `auctions` as a bare id, so listing caches (which show
 * drafts to their owners) refresh without anyone learning what the draft is.
 */
export function publishAuctionChange(
  events: Publisher | undefined,
  row: AuctionRow,
  event: 'auction.created' | 'auction.updated',
  wasPublic = false,
) {
  const data = {
    auctionId: row.id,
    status: row.status,
    title: row.title,
    currentBid: row.currentBid,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
  };
  events?.publish('admin', event, data);
  if (row.status === 'draft' && !wasPublic) {
    events?.publish('auctions', 'auction.updated', { auctionId: row.id });
    return;
  }
  events?.publish('auctions', event, data);
  if (event === 'auction.updated') events?.publish(`auction:${row.id}`, event, data);
}

/** Announces a deleted auction; its own topic hears of it only if it was ever public. */
export function publishAuctionDeleted(events: Publisher | undefined, auction: Pick<AuctionRow, 'id' | 'status'>) {
  const data = { auctionId: auction.id };
  events?.publish('admin', 'auction.deleted', data);
  events?.publish('auctions', 'auction.deleted', data);
  if (auction.status !== 'draft') events?.publish(`auction:${auction.id}`, 'auction.deleted', data);
}
