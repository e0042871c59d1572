import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Role } from '../../../shared/domain/constants';
import type { Db, Executor } from '../../db/client';

/** The auction fields a bid decision reads, taken under the row lock. */
export type LockedAuction = {
  id: string;
  title: string;
  status: string;
  startingBid: number;
  currentBid: number;
  bidIncrement: number;
  bidCount: number;
  biddersCount: number;
  endTime: Date;
  extensionWindowS: number;
  extensionS: number;
};

export type ReplayedBid = {
  id: string;
  auctionId: string;
  userId: string;
  key: string;
  amount: number;
  status: 'active' | 'completed' | 'flagged';
  createdAt: Date;
};

export type BidderStanding = { roles: Role[]; verificationStatus: string; emdPaid: boolean };

export type BidState = {
  /** The database clock, read after the lock was granted (milliseconds, rounded down). */
  now: Date;
  /** Holder of the highest active bid, before this batch. */
  leaderId: string | null;
  /** Which of the batch's bidders already hold an active bid on this auction. */
  knownBidders: Set<string>;
  /** Bids already stored under one of the batch's idempotency keys. */
  replays: ReplayedBid[];
  /** The batch's bidders as the database has them now: roles, approval, EMD. */
  bidders: Map<string, BidderStanding>;
};

export type NewBid = { id: string; userId: string; amount: number; key: string | null };
export type NewNotificationRow = { id: string; user_id: string; title: string; message: string; data: unknown };

/** What a decided batch writes: the bids, the outbid notifications and the auction's new figures. */
export type BatchWrite = {
  at: Date;
  bids: NewBid[];
  notifications: NewNotificationRow[];
  currentBid: number;
  newBidders: number;
  endTime: Date;
};
export type Written = { bidCount: number; biddersCount: number };

export type BatchInput = { auctionId: string; userIds: string[]; keys: { user_id: string; key: string }[] };
/** Pure and synchronous: nothing else runs while the lock is held. */
export type Decide<T> = (auction: LockedAuction | null, state: BidState | null) => { write: BatchWrite | null; result: T };
export type BatchRunner = <T>(input: BatchInput, decide: Decide<T>) => Promise<{ result: T; written: Written | null }>;

// ------------------------------------------------------------------ statements
export function lockAuctionSql(auctionId: string): SQL {
  return sql`SELECT id, title, status, starting_bid, current_bid, bid_increment, bid_count, bidders_count,
                    end_time, extension_window_s, extension_s
             FROM auctions WHERE id = ${auctionId} FOR UPDATE`;
}

export function parseLocked(row: Record<string, unknown> | undefined): LockedAuction | null {
  if (!row) return null;
  return {
    id: String(row.id),
    title: String(row.title),
    status: String(row.status),
    startingBid: Number(row.starting_bid),
    currentBid: Number(row.current_bid),
    bidIncrement: Number(row.bid_increment),
    bidCount: Number(row.bid_count),
    biddersCount: Number(row.bidders_count),
    endTime: new Date(row.end_time as string | Date),
    extensionWindowS: Number(row.extension_window_s),
    extensionS: Number(row.extension_s),
  };
}

/**
 * What a batch needs besides the auction row.
 * NOTE: this must be a statement of its own, run after the lock is granted: in READ COMMITTED each
 * statement sees what committed before it began, so it sees the bids of the transaction we waited for.
 * (Subqueries inside the locking SELECT would still read the older snapshot.)
 */
/**
 * Run at the start of every batch transaction. NOTE: a bitmap scan reads every index entry that
 * matches before it looks at one row, so "does this bidder hold an active bid here" read all of a
 * bidder's bids on a hot auction (hundreds each); a plain index scan under LIMIT 1 stops at the
 * first. The batch's statements are point lookups and one write, so no bitmap scan is ever the
 * better plan for them; the planner, misled by statistics that lag behind a hot auction, may
 * think otherwise.
 */
export const BATCH_PLANNER_SETTINGS = 'SET LOCAL enable_bitmapscan = off';

export function bidStateSql({ auctionId, userIds, keys }: BatchInput): SQL {
  const users = JSON.stringify(userIds);
  // NOTE: no lookup here may read every bid of the auction, whatever plan PostgreSQL picks: the
  // statement is prepared, a generic plan does not know the auction, and the statistics of an
  // auction that heats up lag behind its bids. Written as "the highest active bid" (ORDER BY amount
  // DESC LIMIT 1) and "WHERE EXISTS a bid of this bidder", plans that sorted or hashed all of them
  // made each batch on a hot auction slower with its bids (1.7 ms to 15 ms within ten seconds of
  // the bids benchmark). So the leader is the holder of the active bid at the auction's current
  // bid (amounts strictly increase, so there is one), an equality lookup; the other lookups are
  // driven from the batch's few bidders and keys, each a LATERAL subquery with LIMIT 1 that the
  // planner can neither flatten nor turn into a hash join, run with bitmap scans off (see
  // BATCH_PLANNER_SETTINGS) so that it stops at the first index entry found.
  const replays =
    keys.length === 0
      ? sql`'[]'::json`
      : sql`(SELECT coalesce(json_agg(json_build_object('id', b.id, 'auctionId', b.auction_id, 'userId', b.user_id,
                'key', b.idempotency_key, 'amount', b.amount, 'status', b.status, 'createdAt', b.created_at)), '[]'::json)
          FROM json_to_recordset(${JSON.stringify(keys)}::json) AS k(user_id text, key text),
          LATERAL (SELECT * FROM bids WHERE bids.user_id = k.user_id AND bids.idempotency_key = k.key LIMIT 1) b)`;
  return sql`SELECT date_trunc('milliseconds', clock_timestamp()) AS now,
      (SELECT user_id FROM bids WHERE auction_id = ${auctionId} AND status = 'active'
        AND amount = (SELECT current_bid FROM auctions WHERE id = ${auctionId})
        ORDER BY created_at DESC LIMIT 1) AS leader_id,
      (SELECT coalesce(json_agg(u.id), '[]'::json) FROM json_array_elements_text(${users}::json) AS u(id),
        LATERAL (SELECT 1 FROM bids b WHERE b.auction_id = ${auctionId} AND b.user_id = u.id AND b.status = 'active' LIMIT 1) k) AS known,
      ${replays} AS replays,
      (SELECT coalesce(json_agg(json_build_object('userId', p.user_id, 'verificationStatus', p.verification_status,
                'emdPaid', p.emd_paid,
                'roles', (SELECT coalesce(json_agg(r.role), '[]'::json) FROM user_roles r WHERE r.user_id = p.user_id))), '[]'::json)
        FROM json_array_elements_text(${users}::json) AS u(id),
        LATERAL (SELECT * FROM profiles WHERE profiles.user_id = u.id LIMIT 1) p) AS bidders`;
}

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

function parseState(row: Record<string, unknown>): BidState {
  const replays = json<(Omit<ReplayedBid, 'createdAt'> & { createdAt: string })[]>(row.replays);
  const bidders = json<(BidderStanding & { userId: string })[]>(row.bidders);
  return {
    now: new Date(row.now as string | Date),
    leaderId: (row.leader_id as string | null) ?? null,
    knownBidders: new Set(json<string[]>(row.known)),
    replays: replays.map((r) => ({ ...r, amount: Number(r.amount), createdAt: new Date(r.createdAt) })),
    bidders: new Map(bidders.map((b) => [b.userId, b])),
  };
}

/** One statement for the whole write; returns the auction's counters after it. */
function applySql(auctionId: string, w: BatchWrite): SQL {
  const at = w.at.toISOString();
  const bidRows = w.bids.map((b) => ({ id: b.id, user_id: b.userId, amount: b.amount, key: b.key }));
  return sql`WITH new_bids AS (
      INSERT INTO bids (id, auction_id, user_id, amount, status, idempotency_key, created_at)
      SELECT b.id, ${auctionId}, b.user_id, b.amount, 'active', b.key, ${at}::timestamptz
      FROM json_to_recordset(${JSON.stringify(bidRows)}::json) AS b(id uuid, user_id text, amount bigint, key text)
      RETURNING 1
    ), new_notifications AS (
      INSERT INTO notifications (id, user_id, title, message, read, data, created_at)
      SELECT n.id, n.user_id, n.title, n.message, false, n.data, ${at}::timestamptz
      FROM json_to_recordset(${JSON.stringify(w.notifications)}::json)
        AS n(id uuid, user_id text, title text, message text, data jsonb)
      RETURNING 1
    )
    UPDATE auctions SET current_bid = ${w.currentBid}, bid_count = bid_count + ${w.bids.length},
      bidders_count = bidders_count + ${w.newBidders}, end_time = ${w.endTime.toISOString()}::timestamptz,
      updated_at = ${at}::timestamptz
    WHERE id = ${auctionId}
    RETURNING bid_count, bidders_count`;
}

const parseWritten = (row: Record<string, unknown>): Written => ({
  bidCount: Number(row.bid_count),
  biddersCount: Number(row.bidders_count),
});

// ------------------------------------------------------------------ runners
async function rows(db: Executor, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** Any database Drizzle speaks to (PGlite): one statement per round trip. */
function drizzleRunner(db: Db): BatchRunner {
  return (input, decide) =>
    db.transaction(async (tx) => {
      await tx.execute(sql.raw(BATCH_PLANNER_SETTINGS));
      const auction = parseLocked((await rows(tx, lockAuctionSql(input.auctionId)))[0]);
      if (!auction) return { result: decide(null, null).result, written: null };
      const state = parseState((await rows(tx, bidStateSql(input)))[0]!);
      const { write, result } = decide(auction, state);
      const written = write ? parseWritten((await rows(tx, applySql(input.auctionId, write)))[0]!) : null;
      return { result, written };
    });
}

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
function pgRunner(db: Db, pool: pg.Pool): BatchRunner {
  const dialect = (db as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } } }).dialect;
  const inline = (query: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
  };
  /** What each pooled connection has prepared so far. */
  const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();
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

  return async (input, decide) => {
    const client = await pool.connect();
    let open = false;
    let failed: unknown = null;
    try {
      open = true;
      const prepared: string[] = [];
      const readName = input.keys.length ? 'neelami_bid_state_keyed' : 'neelami_bid_state';
      const first = (await client.query(
        `BEGIN; ${BATCH_PLANNER_SETTINGS}; ${inline(lockAuctionSql(input.auctionId))}; ${execute(client, readName, bidStateSql(input), prepared)}`,
      )) as unknown as pg.QueryResult[];
      remember(client, prepared);
      const auction = parseLocked(first[2]!.rows[0]);
      if (!auction) {
        await client.query('COMMIT');
        open = false;
        return { result: decide(null, null).result, written: null };
      }
      const { write, result } = decide(auction, parseState(first[first.length - 1]!.rows[0]!));
      if (!write) {
        await client.query('COMMIT');
        open = false;
        return { result, written: null };
      }
      const applied: string[] = [];
      const second = (await client.query(
        `${execute(client, 'neelami_bid_apply', applySql(input.auctionId, write), applied)}; COMMIT`,
      )) as unknown as pg.QueryResult[];
      open = false;
      remember(client, applied);
      return { result, written: parseWritten(second[second.length - 2]!.rows[0]!) };
    } catch (err) {
      failed = err;
      if (open) await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      client.release(failed ? true : undefined);
    }
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
export function createBidBatchRunner(db: Db): BatchRunner {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? pgRunner(db, client) : drizzleRunner(db);
}
