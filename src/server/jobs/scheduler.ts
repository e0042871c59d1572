import type { Metrics } from '../lib/observability/metrics';
import { JOB_LIMITS, NOTICE_BATCH, type LifecycleService } from '../modules/auctions/lifecycle.service';
import type { CountsCompaction } from '../modules/catalogue/counts-compaction.service';
import type { InspectionsService } from '../modules/inspections/inspections.service';
import type { SalesService } from '../modules/sales/sales.service';
import type { SavedSearchesService } from '../modules/saved-searches/saved-searches.service';

/**
 * What one tick may spend, all jobs together (decision 040): each job gets what the ones before it
 * left, and always its first batch, so every job makes progress on every tick.
 */
export const TICK_BUDGET_MS = 20;

type Logger = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * The lifecycle clock: every `intervalMs` it starts the upcoming auctions whose time has come, ends
 * the live ones whose end has passed, and enforces the sales' deadlines (lapses, forfeitures,
 * reminders), tells the watchers of auctions ending within the hour, reminds buyers of tomorrow's
 * site visits, and folds the listing counts table. Safe to run in every server process (row locks decide).
 * NOTE: each job reads only what is due, through an index, and does a bounded amount per tick; what
 * is left waits for the next tick (decision 040), so a tick costs what is due, not the catalogue's size.
 * NOTE: bids are refused at `end_time` by the bid transaction itself, so a late tick never lets a
 * bid in after the close; it only delays the status change and the notifications.
 */
export function createScheduler({
  lifecycle,
  sales,
  counts,
  savedSearches,
  inspections,
  intervalMs,
  log,
  metrics,
  now = Date.now,
}: {
  lifecycle: Pick<LifecycleService, 'startDue' | 'endDue'> & Partial<Pick<LifecycleService, 'notifyEndingSoon'>>;
  sales?: Pick<SalesService, 'runDeadlines'>;
  counts?: Pick<CountsCompaction, 'compactIfGrown'>;
  savedSearches?: Pick<SavedSearchesService, 'sendDue' | 'sendDigests'>;
  inspections?: Pick<InspectionsService, 'remindDue'>;
  intervalMs: number;
  log: Logger;
  /** Told how late each timed pass started after it was due. */
  metrics?: Pick<Metrics, 'schedulerLag'>;
  now?: () => number;
}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  /** When the timer last fired (or was started); the next firing is due an interval later. */
  let lastFired = now();
  /** When the oldest firing not yet served by a pass was due (it came while a pass still ran). */
  let overdueSince: number | null = null;

  async function run() {
    try {
      const began = performance.now();
      const budgetMs = () => Math.max(0, TICK_BUDGET_MS - (performance.now() - began));
      const ended = await lifecycle.endDue({ ...JOB_LIMITS, budgetMs: budgetMs() });
      const started = await lifecycle.startDue({ ...JOB_LIMITS, budgetMs: budgetMs() });
      const salesMoved = (await sales?.runDeadlines({ budgetMs: budgetMs() })) ?? 0;
      await lifecycle.notifyEndingSoon?.({ ...JOB_LIMITS, batch: NOTICE_BATCH, budgetMs: budgetMs() });
      const alerts = (await savedSearches?.sendDue({ budgetMs: budgetMs() })) ?? 0;
      const digests = (await savedSearches?.sendDigests({ budgetMs: budgetMs() })) ?? 0;
      const visitsReminded = (await inspections?.remindDue()) ?? 0;
      // NOTE: folding the counts table is upkeep: it waits for a tick with time left (decision 040).
      const folded = budgetMs() > 0 ? ((await counts?.compactIfGrown()) ?? 0) : 0;
      if (started || ended || salesMoved) log.info({ started, ended, sales: salesMoved }, 'auction lifecycle');
      if (alerts || digests) log.info({ alerts, digests }, 'saved search alerts sent');
      if (visitsReminded) log.info({ reminded: visitsReminded }, 'site visit reminders');
      if (folded) log.info({ pieces: folded }, 'listing counts folded');
    } catch (err) {
      log.error({ err }, 'lifecycle tick failed');
    }
  }

  /** One pass; concurrent calls share the pass in progress. */
  function tick(): Promise<void> {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  }

  /**
   * A firing of the timer. NOTE: the lag is measured from when the work was due to when a pass
   * started on it: a firing that finds the previous pass still running is served by the next pass,
   * so a pass that overruns its interval shows as lag, as does an event loop too busy to fire on time.
   */
  function fired() {
    const at = now();
    const due = lastFired + intervalMs;
    lastFired = at;
    if (running) {
      overdueSince ??= due;
      return;
    }
    metrics?.schedulerLag(at - (overdueSince ?? due));
    overdueSince = null;
    void tick();
  }

  return {
    tick,
    start() {
      if (timer) return;
      lastFired = now();
      timer = setInterval(fired, intervalMs);
      void tick();
    },
    /** The timer's callback, for tests that drive the clock themselves. */
    fired,
    /** Stops the clock and waits for a pass in progress, so the database can close after it. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;
