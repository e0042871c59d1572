import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyBidLog, type BidLog, type BidLogPublicKey, type BidLogVerdict } from '@shared/bid-log';
import { bidLogPublicKeyQueryOptions } from '../api/get-bid-log-public-key';
import { bidLogQueryOptions } from '../api/get-bid-log';

export type BidLogCheck = { log: BidLog; key: BidLogPublicKey; verdict: BidLogVerdict };

/**
 * "Verify bid log": fetches the log and the platform's public key, and checks the chain and the
 * seal in this browser (Web Crypto), with the same function `npm run verify:bid-log` runs.
 */
export function useBidLogCheck(auctionId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<BidLogCheck> => {
      const [log, key] = await Promise.all([qc.fetchQuery(bidLogQueryOptions(auctionId)), qc.fetchQuery(bidLogPublicKeyQueryOptions())]);
      return { log, key, verdict: await verifyBidLog(log, key) };
    },
  });
}
