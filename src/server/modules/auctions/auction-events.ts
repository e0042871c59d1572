import type { Publisher } from '../../realtime/bus';
import type { AuctionRow } from './auctions.repository';

/**
 * Announces a committed change to an auction's listing. Admin screens hear everything; the public
 * topics hear the whole state only of auctions that are or were public.
 * NOTE: a draft's change goes to its vendor's own `user` topic as a bare id, never to `auctions`:
 * there anyone could learn that a draft with that id exists and when it is edited.
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
    events?.publish(`user:${row.createdBy}`, 'auction.updated', { auctionId: row.id });
    return;
  }
  events?.publish('auctions', event, data);
  if (event === 'auction.updated') events?.publish(`auction:${row.id}`, event, data);
}

/** Announces a deleted auction; the public topics hear of it only if it was public, a draft's only its vendor. */
export function publishAuctionDeleted(events: Publisher | undefined, auction: Pick<AuctionRow, 'id' | 'status' | 'createdBy'>) {
  const data = { auctionId: auction.id };
  events?.publish('admin', 'auction.deleted', data);
  if (auction.status === 'draft') {
    events?.publish(`user:${auction.createdBy}`, 'auction.deleted', data);
    return;
  }
  events?.publish('auctions', 'auction.deleted', data);
  events?.publish(`auction:${auction.id}`, 'auction.deleted', data);
}
