import { queryOptions } from '@tanstack/react-query';
import type { BidLogPublicKey } from '@shared/bid-log';
import { api } from '@web/lib/api-client';
import { auctionKeys } from './auction-keys';

/** `GET /api/bid-log/public-key`: the platform's Ed25519 key that signs closed bid logs. */
export function getBidLogPublicKey(): Promise<BidLogPublicKey> {
  return api<BidLogPublicKey>('/api/bid-log/public-key');
}

export const bidLogPublicKeyQueryOptions = () =>
  queryOptions({ queryKey: auctionKeys.bidLogPublicKey(), queryFn: getBidLogPublicKey, staleTime: Infinity });
