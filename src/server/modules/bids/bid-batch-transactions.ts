import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { BATCH_PLANNER_SETTINGS } from './bid-batches.repository';

/**
 * How a bid batch's transaction runs (decision 012): lock and read in one round trip, decide in the
 * engine, then write and commit in the second. The repository (`bid-batches.repository.ts`) only
 * builds the statements; this unit sends them, on PostgreSQL as two multi-statement queries with the
 * read and the write prepared once per connection, on any other database inside a Drizzle transaction.
 */

type Row = Record<string, unknown>;

/**
 * A batch transaction that has taken the locks and read; it ends with `commit` (after an optional
 * write, whose rows it returns) or `rollback`.
 */
export type OpenBatch = {
  /** The auction rows locked, in id order. */
  locked: Row[];
  /** One row of lookups per auction of the batch (none when no auction was locked). */
  lookups: Row[];
  commit(write: SQL | null): Promise<Row[]>;
  rollback(): Promise<void>;
};

export type BatchStatements = { lock: SQL; read: SQL };
export type BatchTransactions = { open(statements: BatchStatements): Promise<OpenBatch> };

/** Any database Drizzle speaks to (PGlite): one statement per round trip, inside Drizzle's own transaction. */
function drizzleTransactions(db: Db): BatchTransactions {
  const ROLLED_BACK = Symbol('rolled back');
  return {
    open({ lock, read }) {
      return new Promise<OpenBatch>((opened, failed) => {
        let decide!: (write: SQL | null | typeof ROLLED_BACK) => void;
        const decision = new Promise<SQL | null | typeof ROLLED_BACK>((resolve) => (decide = resolve));
        let isOpen = false;
        const done = db.transaction(async (tx) => {
          for (const setting of BATCH_PLANNER_SETTINGS) await tx.execute(sql.raw(setting));
          const locked = await rows(tx, lock);
          const lookups = locked.length ? await rows(tx, read) : [];
          isOpen = true;
          opened({
            locked,
            lookups,
            commit: (write) => {
              decide(write);
              return done;
            },
            rollback: async () => {
              decide(ROLLED_BACK);
              await done.catch(() => {});
            },
          });
          const write = await decision;
          if (write === ROLLED_BACK) throw ROLLED_BACK;
          return write ? await rows(tx, write) : [];
        });
        // A failure before the batch opened goes to the opener; after it, to whoever commits.
        done.catch((err: unknown) => {
          if (!isOpen) failed(err);
        });
      });
    },
  };
}

/**
 * What each pooled connection has prepared so far. NOTE: kept per connection, not per runner: two bid
 * engines on one pool (tests build them beside the app's) would otherwise PREPARE a name twice.
 */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

/**
 * PostgreSQL: two round trips per batch. `BEGIN; settings; lock; read` go together as one simple query, then
 * `write; COMMIT`. In READ COMMITTED each statement of a multi-statement query takes its own
 * snapshot, so the read, which starts only once the lock is granted, sees every bid committed
 * before it.
 * NOTE: the read and the write are planned once per connection (SQL `PREPARE`, then `EXECUTE` with
 * literal values rendered by pg's escaping) — planning them for every batch cost more of
 * PostgreSQL's CPU than it saved. Named statements of the extended protocol would plan once too,
 * but node-postgres sends each in a round trip of its own: four per batch instead of two, and on
 * two busy cores every round trip waits for the event loop and for a core.
 * A connection on which a batch failed is discarded rather than reused, so what it prepared (or
 * half prepared) goes with it.
 */
function pgTransactions(db: Db, pool: pg.Pool): BatchTransactions {
  const dialect = (db as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } } }).dialect;
  const inline = (query: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
  };
  /** `EXECUTE name(values)`, preceded the first time on this connection by its `PREPARE`. */
  const execute = (client: pg.PoolClient, name: string, query: SQL, ready: string[]) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const run = `EXECUTE ${name}(${params.map(literal).join(', ')})`;
    if (preparedOn.get(client)?.has(name)) return run;
    ready.push(name);
    return `PREPARE ${name} AS ${text}; ${run}`;
  };
  const remember = (client: pg.PoolClient, names: string[]) => {
    if (names.length === 0) return;
    let known = preparedOn.get(client);
    if (!known) preparedOn.set(client, (known = new Set()));
    for (const n of names) known.add(n);
  };

  return {
    async open({ lock, read }) {
      const client = await pool.connect();
      let ended = false;
      const end = async (failed: unknown) => {
        ended = true;
        if (failed) await client.query('ROLLBACK').catch(() => {});
        client.release(failed ? true : undefined);
      };
      try {
        const prepared: string[] = [];
        const first = (await client.query(
          `BEGIN; ${BATCH_PLANNER_SETTINGS.join('; ')}; ${inline(lock)}; ${execute(client, 'neelami_bid_state', read, prepared)}`,
        )) as unknown as pg.QueryResult[];
        remember(client, prepared);
        return {
          // BEGIN, then the settings, then the lock's answer.
          locked: first[1 + BATCH_PLANNER_SETTINGS.length]!.rows as Row[],
          lookups: first[first.length - 1]!.rows as Row[],
          async commit(write) {
            if (ended) throw new Error('bid batch already ended');
            try {
              if (!write) {
                await client.query('COMMIT');
                await end(null);
                return [];
              }
              const applied: string[] = [];
              const second = (await client.query(
                `${execute(client, 'neelami_bid_apply', write, applied)}; COMMIT`,
              )) as unknown as pg.QueryResult[];
              remember(client, applied);
              await end(null);
              return second[second.length - 2]!.rows as Row[];
            } catch (err) {
              await end(err);
              throw err;
            }
          },
          async rollback() {
            if (!ended) await end(new Error('rolled back'));
          },
        };
      } catch (err) {
        await end(err);
        throw err;
      }
    },
  };
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('non-finite number in a bid statement');
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  return pg.escapeLiteral(String(value));
}

/** Picks the fastest way to run bid batches on this database. */
export function createBatchTransactions(db: Db): BatchTransactions {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? pgTransactions(db, client) : drizzleTransactions(db);
}
