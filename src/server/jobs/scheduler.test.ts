import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from '../lib/observability/metrics';
import { createTestApp, type TestContext } from '../test/test-app';
import { createScheduler, TICK_BUDGET_MS } from './scheduler';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const INTERVAL = 1000;
const quiet = { info: () => {}, error: () => {} };

/** The scheduler lag histogram's observations: how many, and their sum in seconds. */
async function lagOf(metrics: ReturnType<typeof createMetrics>) {
  const text = await metrics.render();
  const read = (name: string) =>
    Number(
      text
        .split('\n')
        .find((l) => l.startsWith(`${name} `))!
        .split(' ')[1],
    );
  return { count: read('neelami_scheduler_lag_seconds_count'), sum: read('neelami_scheduler_lag_seconds_sum') };
}

/** A scheduler on the app's real lifecycle and sales, with a clock the test moves. */
function scheduler(metrics: ReturnType<typeof createMetrics>) {
  const clock = { now: 1_000_000 };
  const { lifecycle, sales } = ctx.app.services;
  const s = createScheduler({ lifecycle, sales, intervalMs: INTERVAL, log: quiet, metrics, now: () => clock.now });
  return { s, clock };
}

describe('scheduler lag', () => {
  it('is how late a firing came after it was due', async () => {
    const metrics = createMetrics();
    const { s, clock } = scheduler(metrics);
    clock.now += INTERVAL + 250;
    s.fired();
    await s.tick();
    clock.now += INTERVAL;
    s.fired();
    await s.tick();
    expect(await lagOf(metrics)).toEqual({ count: 2, sum: 0.25 });
  });

  it('counts from the firing a pass still running made wait, to the pass that serves it', async () => {
    const metrics = createMetrics();
    const { s, clock } = scheduler(metrics);
    clock.now += INTERVAL;
    s.fired(); // on time: a pass starts
    clock.now += INTERVAL;
    s.fired(); // the pass still runs: this firing waits
    await s.tick();
    clock.now += INTERVAL;
    s.fired(); // served now, one interval after the firing that waited was due
    await s.tick();
    expect(await lagOf(metrics)).toEqual({ count: 2, sum: 1 });
  });
});

describe('the tick budget (decision 040)', () => {
  it('gives each job what the jobs before it left of the tick, and every job its first batch', async () => {
    const budgets: [string, number][] = [];
    const job = (name: string, spendMs: number) => async (limits?: { budgetMs: number }) => {
      budgets.push([name, limits?.budgetMs ?? -1]);
      await new Promise((resolve) => setTimeout(resolve, spendMs));
      return 0;
    };
    const s = createScheduler({
      lifecycle: { endDue: job('end', TICK_BUDGET_MS + 10), startDue: job('start', 0), notifyEndingSoon: job('notices', 0) },
      sales: { runDeadlines: job('sales', 0) },
      counts: { compactIfGrown: async () => (budgets.push(['counts', -1]), 0) },
      intervalMs: INTERVAL,
      log: quiet,
    });
    await s.tick();
    // The counts table's upkeep waits for a tick with time left.
    expect(budgets.map(([name]) => name)).toEqual(['end', 'start', 'sales', 'notices']);
    expect(budgets[0]![1]).toBeGreaterThan(0);
    expect(budgets[0]![1]).toBeLessThanOrEqual(TICK_BUDGET_MS);
    // The ends spent the tick: the others run their first batch only.
    expect(budgets.slice(1).map(([, ms]) => ms)).toEqual([0, 0, 0]);
  });
  it('folds the counts table on a tick with time left', async () => {
    let folds = 0;
    const idle = async () => 0;
    const s = createScheduler({
      lifecycle: { endDue: idle, startDue: idle, notifyEndingSoon: idle },
      sales: { runDeadlines: idle },
      counts: { compactIfGrown: async () => (folds++, 0) },
      intervalMs: INTERVAL,
      log: quiet,
    });
    await s.tick();
    expect(folds).toBe(1);
  });
});
