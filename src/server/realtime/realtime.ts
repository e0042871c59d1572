import type { Database } from '../db/client';
import type { HubMetrics } from '../lib/observability/metrics';
import { createMemoryBus, createPgBus, type Bus } from './bus';
import { createHub, type Hub } from './hub';

type Logger = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type Realtime = { hub: Hub; bus: Bus; close(): Promise<void> };

/**
 * The sockets of this process (hub) and the way events reach them (bus): in-process on the
 * embedded database, PostgreSQL LISTEN/NOTIFY when several processes share one PostgreSQL.
 */
export async function createRealtime(database: Database, log: Logger, metrics?: HubMetrics): Promise<Realtime> {
  const hub = createHub(metrics);
  const bus = database.kind === 'postgres' && database.url ? await createPgBus({ url: database.url, hub, log }) : createMemoryBus(hub);
  return {
    hub,
    bus,
    async close() {
      await bus.close();
    },
  };
}
