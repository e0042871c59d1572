import type { Db } from '../../db/client';
import { catalogueRepository } from './catalogue.repository';

/** Pieces the counts table may hold beyond twice its groups before the scheduler folds them. */
export const COMPACT_AFTER_PIECES = 1_000;
/**
 * Pieces one tick folds at most: folding the 112,000 that a restart found at 150,000 auctions took
 * one tick 190 ms (bench/jobs).
 */
export const FOLD_PER_TICK = 10_000;

/**
 * The counts table's upkeep, a scheduler job (decision 040): every insert, delete or change of a
 * counted column adds pieces to `auction_facet_counts` (decision 025); when they outnumber twice the
 * groups plus COMPACT_AFTER_PIECES, the job folds them into a row per group, `foldPerTick` pieces a
 * tick at most, until they no longer do. The table so stays within that bound plus the writes of a
 * few intervals, whatever requests arrive; a read of it never compacts. Folding changes no sum, so
 * the catalogue's cached sums stay right.
 */
export function createCountsCompaction(db: Db, { foldPerTick = FOLD_PER_TICK }: { foldPerTick?: number } = {}) {
  /** The groups the last whole fold left (unknown at start: the first check folds past COMPACT_AFTER_PIECES). */
  let groups = 0;
  return {
    /** One pass: folds when the table has grown past its bound; returns how many pieces it folded (0: none). */
    async compactIfGrown(): Promise<number> {
      const pieces = await catalogueRepository.facetPieces(db);
      if (pieces <= 2 * groups + COMPACT_AFTER_PIECES) return 0;
      const written = await catalogueRepository.compactFacets(db, foldPerTick);
      // A fold of every piece writes one row per group.
      if (pieces <= foldPerTick) groups = written;
      return Math.min(pieces, foldPerTick);
    },
  };
}
export type CountsCompaction = ReturnType<typeof createCountsCompaction>;
