import { queryOptions } from '@tanstack/react-query';
import type { BidLog } from '@shared/bid-log';
import { api } from '@web/lib/api-client';
import { auctionKeys } from './auction-keys';

/** `GET /api/auctions/:id/bid-log`: the auction's public, hash-chained bid log (decision 020). */
export function getBidLog(auctionId: string): Promise<BidLog> {
  return api<BidLog>(`/api/auctions/${encodeURIComponent(auctionId)}/bid-log`);
}

/** Always asked again: a check is of the log as it is now, never of a cached copy. */
export const bidLogQueryOptions = (auctionId: string) =>
  queryOptions({ queryKey: auctionKeys.bidLog(auctionId), queryFn: () => getBidLog(auctionId), staleTime: 0 });
