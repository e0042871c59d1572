import { RECENT_BIDS_LIMIT } from '../shared/domain/constants';
import { AuctionDetailSchema, AuctionListQuerySchema, type AuctionList } from '../shared/schemas/auction';
import { BidListSchema } from '../shared/schemas/bid';
import { CertificateVerificationSchema } from '../shared/schemas/sale';
import { HomeStatsSchema } from '../shared/schemas/stats';
import type { Actor } from './lib/security/actor';
import { AppError, HTTP, NotFoundError, ValidationError } from './lib/http/errors';
import { asSent, type PageData } from './lib/http/pages';
import type { CatalogueService } from './modules/catalogue/catalogue.service';
import type { BidsService } from './modules/bids/bids.service';
import type { SalesService } from './modules/sales/sales.service';
import type { StatsService } from './modules/reports/stats.service';

/**
 * What a server-rendered page may read (decision 035), for one caller: the services the API uses, each
 * answer exactly as its route would send it to the same caller (`GET /api/auctions/:id`,
 * `…/bids?limit=10`, `GET /api/auctions`, `GET /api/stats`, `GET /api/certificates/:number`).
 */
export function createPageData(
  { catalogue, bids, stats, sales }: { catalogue: CatalogueService; bids: BidsService; stats: StatsService; sales: SalesService },
  actor: Actor | null,
  /** The caller's address, which certificate look-ups are limited by, as the API's are. */
  client: string,
): PageData {
  return {
    auction: (id) =>
      catalogue.view(actor, id).then(
        (auction) => asSent(AuctionDetailSchema, auction),
        (err: unknown) => {
          // What the API answers 404 (or 400, for an id that is not one) is a page that is not there.
          if (err instanceof NotFoundError || err instanceof ValidationError) return null;
          throw err;
        },
      ),
    recentBids: async (id) => asSent(BidListSchema, await bids.listForAuction(actor, id, RECENT_BIDS_LIMIT)),
    // The catalogue keeps its answers serialised, as the route sends them.
    auctions: async (query) => JSON.parse(await catalogue.listJson(actor, AuctionListQuerySchema.parse(query))) as AuctionList,
    stats: async () => asSent(HomeStatsSchema, await stats.home()),
    certificate: (number) =>
      sales.verifyCertificate(number, client).then(
        (found) => asSent(CertificateVerificationSchema, found),
        (err: unknown) => {
          if (err instanceof NotFoundError) return null;
          if (err instanceof AppError && err.status === HTTP.TOO_MANY_REQUESTS) return 'limited' as const;
          throw err;
        },
      ),
  };
}
