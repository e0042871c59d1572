import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Auction } from '@shared/schemas/auction';
import { IDEMPOTENCY_HEADER, type AuctionBidState, type PlacedBid } from '@shared/schemas/bid';
import { api } from '@web/lib/api-client';
import { auctionKeys } from '../../api/auction-keys';

export type PlaceBidVariables = { amount: number; idempotencyKey: string };

/** `POST /api/auctions/:id/bids` with an Idempotency-Key, so a retried request cannot bid twice. */
export function placeBid(auctionId: string, { amount, idempotencyKey }: PlaceBidVariables): Promise<PlacedBid> {
  return api<PlacedBid>(`/api/auctions/${encodeURIComponent(auctionId)}/bids`, {
    method: 'POST',
    body: { amount },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** Moves the cached auction to the state after a bid, never backwards (events may arrive out of order). */
export function applyBidState(auction: Auction | undefined, state: AuctionBidState): Auction | undefined {
  if (!auction || state.currentBid < auction.currentBid) return auction;
  return {
    ...auction,
    currentBid: state.currentBid,
    bidCount: Math.max(auction.bidCount, state.bidCount),
    biddersCount: Math.max(auction.biddersCount, state.biddersCount),
    endTime: state.endTime,
  };
}

export function usePlaceBid(auctionId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (vars: PlaceBidVariables) => placeBid(auctionId, vars),
    onSuccess: (placed) => {
      qc.setQueryData<Auction>(auctionKeys.detail(auctionId), (a) => applyBidState(a, placed.auction));
      void qc.invalidateQueries({ queryKey: auctionKeys.bids(auctionId) });
      // NOTE: the bidder's own bid list belongs to the bids feature; it refreshes itself from the
      // `bid.placed` event the server sends on the bidder's `user` topic.
    },
  });
}
