import type { Db } from '../../db/client';
import { auctionsRepository } from './auctions.repository';

/** Pieces the counts table may hold beyond twice its groups before the scheduler folds them. */
export const COMPACT_AFTER_PIECES = 1_000;

/**
 * The counts table's upkeep, a scheduler job (decision 040): every insert, delete or change of a
 * counted column adds pieces to `auction_facet_counts` (decision 025); when they outnumber twice the
 * groups plus COMPACT_AFTER_PIECES, one statement folds them into a row per group. The table so
 * stays within that bound plus the writes of one interval, whatever requests arrive; a read of it
 * never compacts. Folding changes no sum, so the catalogue's cached sums stay right.
 */
export function createCountsCompaction(db: Db) {
  /** The groups the last fold left (unknown at start: the first check folds past COMPACT_AFTER_PIECES). */
  let groups = 0;
  return {
    /** One pass: folds when the table has grown past its bound; returns how many pieces it folded (0: none). */
    async compactIfGrown(): Promise<number> {
      const pieces = await auctionsRepository.facetPieces(db);
      if (pieces <= 2 * groups + COMPACT_AFTER_PIECES) return 0;
      groups = await auctionsRepository.compactFacets(db);
      return pieces;
    },
  };
}
export type CountsCompaction = ReturnType<typeof createCountsCompaction>;
