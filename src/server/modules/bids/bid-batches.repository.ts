import { sql, type SQL } from 'drizzle-orm';
import type { BidStatus, Role, VerificationStatus } from '../../../shared/domain/constants';
import { headSql, loggedAliasSql, parseHead, type LogHead } from './bid-log.repository';
import type { BidderRecord, ProxyRecord, StoredBid } from './bid-records';

/**
 * The SQL of a bid batch over one auction or several (decision 024): what it reads once the auctions'
 * row locks are granted, how it writes, and the transaction that runs them in two round trips on
 * PostgreSQL (decision 012), however many auctions it holds.
 */

/** One auction of a batch: its bidders and the Idempotency-Keys they sent. */
export type BatchInput = { auctionId: string; userIds: string[]; keys: { user_id: string; key: string }[] };

/** What the batch reads of one auction besides its row. */
export type BatchLookups = {
  auctionId: string;
  /** The database clock, read after the locks were granted (milliseconds, rounded down). */
  now: Date;
  leaderId: string | null;
  knownBidders: Set<string>;
  replays: StoredBid[];
  bidders: Map<string, BidderRecord>;
  proxies: ProxyRecord[];
  /** The last entry of the auction's bid log, null while it has none. */
  logHead: LogHead | null;
};

export type NewBid = { id: string; auctionId: string; userId: string; amount: number; key: string | null; automatic: boolean };

/**
 * Run at the start of every batch transaction. NOTE: a bitmap scan reads every index entry that
 * matches before it looks at one row, so "does this bidder hold an active bid here" read all of a
 * bidder's bids on a hot auction (hundreds each); a plain index scan under LIMIT 1 stops at the
 * first. The batch's statements are point lookups and one write, so no bitmap scan is ever the
 * better plan for them; the planner, misled by statistics that lag behind a hot auction, may
 * think otherwise.
 * NOTE: JIT off too. The wallet's available money (summed from the ledger, only for a bidder without
 * a hold) makes the generic plan's estimated cost pass `jit_above_cost`, and PostgreSQL then spent
 * about 20 ms compiling every batch's read (the bids benchmark fell from 4,035 to 1,501 bids/s, and
 * from 877 to 75 spread over 1,000 auctions). Point lookups never repay a compilation.
 * NOTE: sequential scans off too. A connection keeps its prepared plan until the statistics of a table
 * it reads change, and a table that was small when the plan was made (the bid log, the maximums: both
 * start empty) is cheapest to read whole: the cached plan then read the hot auction's whole log for
 * its head on every batch as the log grew (4,000 entries read for one; the hot auction fell from 5,007
 * to 2,388 bids/s, PostgreSQL's CPU per bid from 84 to 351 µs). Every lookup here has its index.
 */
export const BATCH_PLANNER_SETTINGS = [
  'SET LOCAL enable_bitmapscan = off',
  'SET LOCAL enable_seqscan = off',
  'SET LOCAL jit = off',
] as const;

/**
 * What a batch needs of each of its auctions besides the auction row: one row per auction.
 * NOTE: this must be a statement of its own, run after the locks are granted: in READ COMMITTED each
 * statement sees what committed before it began, so it sees the bids of the transactions we waited for.
 * (Subqueries inside the locking SELECT would still read the older snapshot.)
 */
export function bidStateSql(inputs: BatchInput[]): SQL {
  // NOTE: one shape for any number of auctions, bidders and keys (the statement is prepared once per
  // connection): the batch is one JSON parameter, and every lookup below is a subquery correlated
  // with one of its auctions (`a.id`), which PostgreSQL runs per auction and cannot turn into a join
  // over every auction.
  const batch = JSON.stringify(inputs.map((i) => ({ id: i.auctionId, users: i.userIds, keys: i.keys })));
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
  const replays = sql`(SELECT coalesce(json_agg(json_build_object('id', b.id, 'auctionId', b.auction_id, 'userId', b.user_id,
                'key', b.idempotency_key, 'amount', b.amount, 'status', b.status, 'createdAt', b.created_at)), '[]'::json)
          FROM json_to_recordset(a.keys) AS k(user_id text, key text),
          LATERAL (SELECT * FROM bids WHERE bids.user_id = k.user_id AND bids.idempotency_key = k.key LIMIT 1) b)`;
  // The batch's bidders and every owner of an active maximum here: the engine may bid for any of them.
  const involved = sql`(SELECT json_array_elements_text(a.users) AS id
      UNION SELECT user_id FROM proxy_bids WHERE auction_id = a.id AND status = 'active')`;
  return sql`SELECT a.id AS auction_id, date_trunc('milliseconds', clock_timestamp()) AS now,
      (SELECT user_id FROM bids WHERE auction_id = a.id AND status = 'active'
        AND amount = (SELECT current_bid FROM auctions WHERE id = a.id)
        ORDER BY created_at DESC LIMIT 1) AS leader_id,
      (SELECT coalesce(json_agg(u.id), '[]'::json) FROM ${involved} AS u,
        LATERAL (SELECT 1 FROM bids b WHERE b.auction_id = a.id AND b.user_id = u.id AND b.status = 'active' LIMIT 1) k) AS known,
      ${replays} AS replays,
      (SELECT coalesce(json_agg(json_build_object('userId', p.user_id, 'verificationStatus', p.verification_status,
                'emdPaid', p.emd_paid, 'alias', ${loggedAliasSql(sql`a.id`, sql`p.user_id`)},
                'roles', (SELECT coalesce(json_agg(r.role), '[]'::json) FROM user_roles r WHERE r.user_id = p.user_id),
                'holdsEmd', h.held IS NOT NULL,
                -- the wallet's available money matters only to tell a bidder without a hold what is missing
                'available', CASE WHEN h.held IS NULL THEN (SELECT coalesce(sum(l.available_delta), 0) FROM emd_ledger l WHERE l.user_id = p.user_id) END)), '[]'::json)
        FROM ${involved} AS u,
        LATERAL (SELECT * FROM profiles WHERE profiles.user_id = u.id LIMIT 1) p
        LEFT JOIN LATERAL (SELECT 1 AS held FROM emd_holds WHERE emd_holds.auction_id = a.id
                           AND emd_holds.user_id = p.user_id AND emd_holds.status = 'held') h ON true) AS bidders,
      (SELECT coalesce(json_agg(json_build_object('userId', x.user_id, 'maxAmount', x.max_amount, 'status', x.status, 'setAt', x.set_at)), '[]'::json)
        FROM proxy_bids x WHERE x.auction_id = a.id) AS proxies,
      ${headSql(sql`a.id`)} AS log_head
    FROM json_to_recordset(${batch}::json) AS a(id uuid, users json, keys json)`;
}

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

export function parseLookups(row: Record<string, unknown>): BatchLookups {
  const replays = json<(Omit<StoredBid, 'createdAt' | 'status'> & { createdAt: string; status: BidStatus })[]>(row.replays);
  const bidders = json<
    {
      userId: string;
      roles: Role[];
      verificationStatus: VerificationStatus;
      emdPaid: boolean;
      holdsEmd: boolean;
      alias: string | null;
      available: number | string | null;
    }[]
  >(row.bidders);
  const proxies = json<{ userId: string; maxAmount: number | string; status: ProxyRecord['status']; setAt: string }[]>(row.proxies);
  return {
    auctionId: String(row.auction_id),
    now: new Date(row.now as string | Date),
    leaderId: (row.leader_id as string | null) ?? null,
    knownBidders: new Set(json<string[]>(row.known)),
    replays: replays.map((r) => ({ ...r, amount: Number(r.amount), createdAt: new Date(r.createdAt) })),
    bidders: new Map(bidders.map(({ userId, available, ...b }) => [userId, { ...b, available: Number(available ?? 0) }])),
    proxies: proxies.map((p) => ({ ...p, maxAmount: Number(p.maxAmount), setAt: new Date(p.setAt) })),
    logHead: parseHead(row.log_head),
  };
}

/** Stores the maximums a batch set, raised or exhausted, on any of its auctions (a CTE of the batch's write). */
export function proxyWriteSql(proxies: (ProxyRecord & { auctionId: string })[]): SQL {
  const json = JSON.stringify(
    proxies.map((p) => ({
      auction_id: p.auctionId,
      user_id: p.userId,
      max_amount: p.maxAmount,
      status: p.status,
      set_at: p.setAt.toISOString(),
    })),
  );
  return sql`INSERT INTO proxy_bids (auction_id, user_id, max_amount, status, set_at)
    SELECT p.auction_id, p.user_id, p.max_amount, p.status::proxy_bid_status, p.set_at
    FROM json_to_recordset(${json}::json) AS p(auction_id uuid, user_id text, max_amount bigint, status text, set_at timestamptz)
    ON CONFLICT (auction_id, user_id) DO UPDATE SET max_amount = excluded.max_amount, status = excluded.status, set_at = excluded.set_at`;
}

/**
 * The batch's one write: its bids on all its auctions, plus statements of the modules that own the
 * other tables it changes (the outbid notifications, the auctions' figures), in one statement so the
 * batch keeps to two round trips. `then` is the final statement, whose RETURNING rows the batch gets back.
 */
export function batchWriteSql(at: Date, bids: NewBid[], also: SQL[], then: SQL): SQL {
  const bidRows = bids.map((b) => ({
    id: b.id,
    auction_id: b.auctionId,
    user_id: b.userId,
    amount: b.amount,
    key: b.key,
    automatic: b.automatic,
  }));
  const ctes = [
    sql`new_bids AS (
      INSERT INTO bids (id, auction_id, user_id, amount, status, idempotency_key, automatic, created_at)
      SELECT b.id, b.auction_id, b.user_id, b.amount, 'active', b.key, b.automatic, ${at.toISOString()}::timestamptz
      FROM json_to_recordset(${JSON.stringify(bidRows)}::json) AS b(id uuid, auction_id uuid, user_id text, amount bigint, key text, automatic boolean)
    )`,
    ...also.map((statement, i) => sql`${sql.raw(`also_${i}`)} AS (${statement})`),
  ];
  return sql`WITH ${sql.join(ctes, sql`, `)} ${then}`;
}

// ------------------------------------------------------------------ the transaction
