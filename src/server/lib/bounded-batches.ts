/**
 * How much one tick of a scheduler job may do (decision 040): `batch` rows per transaction, and no
 * further batch once `maxBatches` were taken or another, as long as the longest one so far, would
 * pass `budgetMs`. The first batch always runs, so a tick always makes progress.
 */
export type JobLimits = { batch: number; maxBatches: number; budgetMs: number };

/**
 * Runs `batch` (which returns how many rows it took) within `limits`, until a batch finds fewer than
 * `limits.batch` due. NOTE: the budget is checked before a batch, with the longest batch so far as what
 * the next will cost: checking only what had passed let a tick run a whole batch past its budget.
 */
export async function inBoundedBatches(limits: JobLimits, batch: (size: number) => Promise<number>): Promise<void> {
  const started = performance.now();
  let longest = 0;
  for (let i = 0; i < limits.maxBatches; i++) {
    const before = performance.now();
    if (i > 0 && before - started + longest >= limits.budgetMs) return;
    const taken = await batch(limits.batch);
    longest = Math.max(longest, performance.now() - before);
    if (taken < limits.batch) return;
  }
}
