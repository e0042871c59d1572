import type { HomeStats } from '../../../shared/schemas/stats';
import type { Db } from '../../db/client';
import { statsRepository } from './stats.repository';

/**
 * Home page headline figures. NOTE: they are rounded for display ("200Cr+"), so they are kept for
 * a few seconds instead of counting every bid on every visit.
 */
export function createStatsService(db: Db, { ttlMs = 10_000 }: { ttlMs?: number } = {}) {
  let cached: { value: HomeStats; expiresAt: number } | null = null;
  let pending: Promise<HomeStats> | null = null;

  async function compute(): Promise<HomeStats> {
    const [byStatus, sold, bidders, registeredBuyers] = await Promise.all([
      statsRepository.auctionsByStatus(db),
      statsRepository.sold(db),
      statsRepository.distinctBidders(db),
      statsRepository.buyers(db),
    ]);
    const n = (status: string) => byStatus.find((r) => r.status === status)?.n ?? 0;
    return {
      activeAuctions: n('live') + n('upcoming'),
      liveAuctions: n('live'),
      upcomingAuctions: n('upcoming'),
      soldAuctions: sold.count,
      soldValue: sold.value,
      bidders,
      registeredBuyers,
    };
  }

  return {
    async home(): Promise<HomeStats> {
      if (cached && cached.expiresAt > Date.now()) return cached.value;
      pending ??= compute()
        .then((value) => {
          cached = { value, expiresAt: Date.now() + ttlMs };
          return value;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
