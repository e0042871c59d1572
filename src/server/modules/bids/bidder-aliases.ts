import { createHmac } from 'node:crypto';

/** Hex digits after "Bidder ": as many as the one alias per account had before decision 038. */
const ALIAS_DIGITS = 4;

/**
 * A bidder's public alias in one auction (decision 038): "Bidder " and the first hex digits of an
 * HMAC-SHA256 of the auction's id and the user's id. The same bidder has the same alias all through an
 * auction, so watchers can follow the race, and an unrelated one in every other auction, so nobody can
 * follow a bidder from one auction to the next; without the key nobody can compute it from the ids.
 *
 * NOTE: the key is derived from AUTH_SECRET rather than set on its own: production cannot start
 * without that secret, every node of a deployment already shares it, and `npm start` works with no
 * configuration (the development secret). An alias already in an auction's log wins over this one
 * (`aliasInAuction` in the bids service), so a new secret does not rename a bidder mid-auction.
 */
export function createBidderAliases(secret: string) {
  const key = createHmac('sha256', secret).update('neelami/bidder-alias/v1').digest();
  return {
    of(auctionId: string, userId: string): string {
      const mac = createHmac('sha256', key).update(`${auctionId.toLowerCase()}:${userId}`).digest('hex');
      return `Bidder ${mac.slice(0, ALIAS_DIGITS).toUpperCase()}`;
    },
  };
}
export type BidderAliases = ReturnType<typeof createBidderAliases>;
