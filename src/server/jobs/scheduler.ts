import type { LifecycleService } from '../modules/auctions/lifecycle.service';
import type { SalesService } from '../modules/sales/sales.service';

type Logger = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * The lifecycle clock: every `intervalMs` it starts the upcoming auctions whose time has come, ends
 * the live ones whose end has passed, and enforces the sales' deadlines (lapses, forfeitures,
 * reminders). Safe to run in every server process (row locks decide).
 * NOTE: bids are refused at `end_time` by the bid transaction itself, so a late tick never lets a
 * bid in after the close; it only delays the status change and the notifications.
 */
export function createScheduler({
  lifecycle,
  sales,
  intervalMs,
  log,
}: {
  lifecycle: Pick<LifecycleService, 'startDue' | 'endDue'>;
  sales?: Pick<SalesService, 'runDeadlines'>;
  intervalMs: number;
  log: Logger;
}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function run() {
    try {
      const started = await lifecycle.startDue();
      const ended = await lifecycle.endDue();
      const salesMoved = (await sales?.runDeadlines()) ?? 0;
      if (started || ended || salesMoved) log.info({ started, ended, sales: salesMoved }, 'auction lifecycle');
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

  return {
    tick,
    start() {
      if (timer) return;
      timer = setInterval(() => void tick(), intervalMs);
      void tick();
    },
    /** Stops the clock and waits for a pass in progress, so the database can close after it. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;
