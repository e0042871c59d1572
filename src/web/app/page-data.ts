import type { QueryClient } from '@tanstack/react-query';
import type { AuctionDetail, AuctionList, AuctionListQueryInput } from '@shared/schemas/auction';
import type { BidList } from '@shared/schemas/bid';
import type { CertificateVerification } from '@shared/schemas/sale';
import type { HomeStats } from '@shared/schemas/stats';

/**
 * What a server-rendered page may read, answered by the services the API uses (no request to the
 * server itself), each exactly as its API route would send it to the same caller (decision 035).
 */
export type PageData = {
  /** `GET /api/auctions/:id`, or null where the API answers 404 (an unknown id, a draft the caller may not see). */
  auction(id: string): Promise<AuctionDetail | null>;
  /** `GET /api/auctions/:id/bids?limit=10`. */
  recentBids(id: string): Promise<BidList>;
  /** `GET /api/auctions`. */
  auctions(query: AuctionListQueryInput): Promise<AuctionList>;
  /** `GET /api/stats`. */
  stats(): Promise<HomeStats>;
  /** `GET /api/certificates/:number`: null where it answers 404, 'limited' where 429 (decision 041). */
  certificate(number: string): Promise<CertificateVerification | null | 'limited'>;
};

export type PrefetchArgs = {
  queryClient: QueryClient;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  data: PageData;
};

/** A page's answer on the server: its status (404 for an auction that is not there), 200 unless it says. */
export type Prefetched = { status?: number } | void;

/** Puts into the page's query cache what it shows first, under the keys its own queries use. */
export type Prefetch = (args: PrefetchArgs) => Promise<Prefetched>;
