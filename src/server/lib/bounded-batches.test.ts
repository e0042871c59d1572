import { afterEach, describe, expect, it, vi } from 'vitest';
import { inBoundedBatches } from './bounded-batches';

describe('a job tick in bounded batches (decision 040)', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Batches of `ms` each, on a clock that moves only as they run; how many ran. */
  async function batchesRun(budgetMs: number, ms: number, due = 1_000) {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    let left = due;
    let ran = 0;
    await inBoundedBatches({ batch: 5, maxBatches: 100, budgetMs }, async (size) => {
      ran++;
      clock += ms;
      const taken = Math.min(size, left);
      left -= taken;
      return taken;
    });
    return { ran, spent: clock };
  }

  it('starts no batch that, as long as the longest so far, would pass the budget', async () => {
    expect(await batchesRun(40, 15)).toEqual({ ran: 2, spent: 30 });
    expect(await batchesRun(30, 10)).toEqual({ ran: 2, spent: 20 });
  });

  it('always runs the first batch, even past the budget', async () => {
    expect(await batchesRun(0, 50)).toEqual({ ran: 1, spent: 50 });
  });

  it('stops when a batch finds fewer than it could take', async () => {
    expect(await batchesRun(1_000, 1, 12)).toEqual({ ran: 3, spent: 3 });
  });
});
