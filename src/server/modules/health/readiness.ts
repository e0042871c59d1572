import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** How long the database has to answer a readiness check before the server counts as not ready. */
export const READY_TIMEOUT_MS = 2000;

export type NotReadyReason = 'shutting down' | 'database unavailable' | 'database timeout';
export type Readiness = { ready: true } | { ready: false; reason: NotReadyReason };

type Logger = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

/**
 * Whether this process should be sent traffic: its database answers, and it is not shutting down.
 * NOTE: the start of a shutdown answers "not ready" at once, before the server stops listening, so a
 * load balancer takes the process out of rotation while it still answers the requests in flight.
 */
export function createReadiness({ db, log, timeoutMs = READY_TIMEOUT_MS }: { db: Db; log: Logger; timeoutMs?: number }) {
  let shuttingDown = false;
  let running: Promise<Readiness> | null = null;
  let lastReason: NotReadyReason | null = null;

  async function probe(): Promise<Readiness & { err?: unknown }> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      const answer = await Promise.race([db.execute(sql`select 1`).then(() => 'answered' as const), timedOut]);
      return answer === 'answered' ? { ready: true } : { ready: false, reason: 'database timeout' };
    } catch (err) {
      return { ready: false, reason: 'database unavailable', err };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** Called once a shutdown begins; from then on the server is never ready again. */
    beginShutdown() {
      shuttingDown = true;
    },
    /** One check at a time: probes that arrive while one runs share its answer. */
    check(): Promise<Readiness> {
      if (shuttingDown) return Promise.resolve({ ready: false, reason: 'shutting down' });
      running ??= probe()
        .then(({ err, ...result }) => {
          // A change is logged, not every probe of a database that stays down.
          const reason = result.ready ? null : result.reason;
          if (reason !== lastReason) {
            if (reason) log.warn({ reason, err }, 'not ready');
            else log.info({ ready: true }, 'ready again');
          }
          lastReason = reason;
          return result;
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
}
export type ReadinessService = ReturnType<typeof createReadiness>;
