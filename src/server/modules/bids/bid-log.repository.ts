import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  entryText,
  genesisText,
  sealMessage,
  type BidLog,
  type BidLogEntry,
  type BidLogKind,
  type BidLogSeal,
} from '../../../shared/bid-log';
import type { Db, Executor } from '../../db/client';
import { rows } from '../../db/rows';
import type { SigningKey } from '../../lib/security/signing-key';
import type { BidderAliases } from './bidder-aliases';

/**
 * The SQL of the public bid log (decision 020) and the hashing of its entries. Entries are appended
 * in the transaction that holds the auction's row lock (the bid batch, the admin's flag, the removal
 * of a bidder's account), so their numbers never fork; the (auction, seq) key would refuse a fork.
 */

export type LogHead = { seq: number; hash: string };

/** An entry to append, before it is numbered and hashed. */
export type NewLogEntry = {
  kind: BidLogKind;
  bidId: string | null;
  /** For a flag, restore or removal: the seq of the bid's own entry. */
  ref: number | null;
  alias: string;
  amount: number;
  automatic: boolean;
  at: Date;
};

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export const genesisHash = (auctionId: string): string => sha256(genesisText(auctionId));

/** Numbers and chains entries after `head` (the genesis when the log is empty). */
export function chainEntries(auctionId: string, head: LogHead | null, entries: NewLogEntry[]) {
  let seq = head?.seq ?? 0;
  let prevHash = head?.hash ?? genesisHash(auctionId);
  return entries.map((e) => {
    seq += 1;
    const body = {
      seq,
      kind: e.kind,
      ref: e.ref,
      alias: e.alias,
      amount: e.amount,
      at: e.at.toISOString(),
      automatic: e.automatic,
      prevHash,
    };
    const hash = sha256(entryText(body));
    prevHash = hash;
    return { ...e, auctionId, seq, prevHash: body.prevHash, hash };
  });
}

/** The statement appending chained entries, of one auction or several (a CTE of the bid batch's write, or run alone). */
export function appendStatement(chained: ReturnType<typeof chainEntries>): SQL {
  const json = JSON.stringify(
    chained.map((e) => ({
      auction_id: e.auctionId,
      seq: e.seq,
      kind: e.kind,
      bid_id: e.bidId,
      ref: e.ref,
      alias: e.alias,
      amount: e.amount,
      automatic: e.automatic,
      at: e.at.toISOString(),
      prev_hash: e.prevHash,
      hash: e.hash,
    })),
  );
  return sql`INSERT INTO bid_log (auction_id, seq, kind, bid_id, ref, alias, amount, automatic, at, prev_hash, hash)
    SELECT e.auction_id, e.seq, e.kind, e.bid_id, e.ref, e.alias, e.amount, e.automatic, e.at, e.prev_hash, e.hash
    FROM json_to_recordset(${json}::json) AS e(auction_id uuid, seq int, kind text, bid_id uuid, ref int, alias text, amount bigint,
      automatic boolean, at timestamptz, prev_hash text, hash text)`;
}

/** The head as a scalar subquery (the bid batch reads it with its other lookups, `auctionId` then a column). */
export const headSql = (auctionId: string | SQL): SQL =>
  sql`(SELECT json_build_object('seq', seq, 'hash', hash) FROM bid_log WHERE auction_id = ${auctionId} ORDER BY seq DESC LIMIT 1)`;

export function parseHead(value: unknown): LogHead | null {
  if (value === null || value === undefined) return null;
  const head = (typeof value === 'string' ? JSON.parse(value) : value) as { seq: number; hash: string };
  return { seq: Number(head.seq), hash: head.hash };
}

/**
 * The alias a bidder already has in an auction's log, as a scalar subquery (null before their first
 * logged bid there). NOTE: any one of their bids will do, as every bid of one bidder in one auction is
 * logged under the same alias (decision 038); reading one bid and its entry keeps this two index steps
 * however many bids the bidder has placed there.
 */
export const loggedAliasSql = (auctionId: string | SQL, userId: string | SQL): SQL =>
  sql`(SELECT (SELECT l.alias FROM bid_log l WHERE l.bid_id = b.id AND l.kind = 'bid' LIMIT 1)
      FROM bids b WHERE b.auction_id = ${auctionId} AND b.user_id = ${userId} LIMIT 1)`;

/**
 * An entry's columns as the log serves them, over `bid_log l LEFT JOIN bids b ON b.id = l.bid_id`: a
 * bid's amount, time and mode from `bids` while the bid exists (see `entries`).
 */
export const servedEntrySql = sql`l.seq, l.kind, l.ref, l.alias, coalesce(b.amount, l.amount) AS amount,
  coalesce(b.automatic, l.automatic) AS automatic, CASE WHEN l.kind = 'bid' THEN coalesce(b.created_at, l.at) ELSE l.at END AS at`;

/** A row of `servedEntrySql`. */
export type ServedEntryRow = {
  seq: number;
  kind: BidLogKind;
  ref: number | null;
  alias: string;
  amount: string | number;
  automatic: boolean;
  at: string | Date;
};
type EntryRow = ServedEntryRow & { prev_hash: string; hash: string };

export const bidLogRepository = {
  async head(tx: Executor, auctionId: string): Promise<LogHead | null> {
    const [row] = await rows<{ head: unknown }>(tx, sql`SELECT ${headSql(auctionId)} AS head`);
    return parseHead(row?.head);
  },

  async append(tx: Executor, auctionId: string, entries: NewLogEntry[]): Promise<LogHead | null> {
    if (entries.length === 0) return this.head(tx, auctionId);
    const chained = chainEntries(auctionId, await this.head(tx, auctionId), entries);
    await tx.execute(appendStatement(chained));
    const last = chained[chained.length - 1]!;
    return { seq: last.seq, hash: last.hash };
  },

  /**
   * The log as served. NOTE: a bid's amount, time and whether it was automatic come from `bids` while
   * the bid exists (the copy in `bid_log` serves once it is gone with its bidder's account): an edit of
   * a stored bid then shows as an entry whose hash no longer matches.
   */
  async entries(db: Executor, auctionId: string): Promise<BidLogEntry[]> {
    const found = await rows<EntryRow>(
      db,
      sql`SELECT ${servedEntrySql}, l.prev_hash, l.hash
          FROM bid_log l LEFT JOIN bids b ON b.id = l.bid_id
          WHERE l.auction_id = ${auctionId} ORDER BY l.seq`,
    );
    return found.map((r) => ({
      seq: Number(r.seq),
      kind: r.kind,
      ref: r.ref === null ? null : Number(r.ref),
      alias: r.alias,
      amount: Number(r.amount),
      at: new Date(r.at).toISOString(),
      automatic: r.automatic,
      prevHash: r.prev_hash,
      hash: r.hash,
    }));
  },

  async seal(db: Executor, auctionId: string): Promise<BidLogSeal | null> {
    const [row] = await rows<{ seq: number; hash: string; signed_at: string | Date; key_id: string; signature: string }>(
      db,
      sql`SELECT seq, hash, signed_at, key_id, signature FROM bid_log_seals WHERE auction_id = ${auctionId}`,
    );
    return row
      ? {
          seq: Number(row.seq),
          hash: row.hash,
          signedAt: new Date(row.signed_at).toISOString(),
          keyId: row.key_id,
          signature: row.signature,
        }
      : null;
  },

  /** Signs the head (the genesis of an empty log) and stores the seal; under the auction's lock. */
  async writeSeal(tx: Executor, auctionId: string, key: SigningKey, at: Date): Promise<BidLogSeal> {
    const head = (await this.head(tx, auctionId)) ?? { seq: 0, hash: genesisHash(auctionId) };
    const unsigned = { seq: head.seq, hash: head.hash, signedAt: at.toISOString() };
    const seal: BidLogSeal = { ...unsigned, keyId: key.publicKey.keyId, signature: key.sign(sealMessage(auctionId, unsigned)) };
    await tx.execute(sql`INSERT INTO bid_log_seals (auction_id, seq, hash, signed_at, key_id, signature)
      VALUES (${auctionId}, ${seal.seq}, ${seal.hash}, ${seal.signedAt}, ${seal.keyId}, ${seal.signature})
      ON CONFLICT (auction_id) DO UPDATE SET seq = excluded.seq, hash = excluded.hash, signed_at = excluded.signed_at,
        key_id = excluded.key_id, signature = excluded.signature`);
    return seal;
  },

  /** The entry of each of these bids (its own 'bid' entry), for flags, restores and removals. */
  async entriesOfBids(tx: Executor, bidIds: string[]) {
    if (bidIds.length === 0) return new Map<string, { seq: number; alias: string; amount: number; automatic: boolean }>();
    const found = await rows<{ bid_id: string; seq: number; alias: string; amount: string | number; automatic: boolean }>(
      tx,
      sql`SELECT bid_id, seq, alias, amount, automatic FROM bid_log
          WHERE bid_id IN (SELECT json_array_elements_text(${JSON.stringify(bidIds)}::json)::uuid) AND kind = 'bid'`,
    );
    return new Map(found.map((r) => [r.bid_id, { seq: Number(r.seq), alias: r.alias, amount: Number(r.amount), automatic: r.automatic }]));
  },

  async loggedAlias(db: Executor, auctionId: string, userId: string): Promise<string | null> {
    const [row] = await rows<{ alias: string | null }>(db, sql`SELECT ${loggedAliasSql(auctionId, userId)} AS alias`);
    return row?.alias ?? null;
  },

  async auctionStatus(db: Executor, auctionId: string): Promise<string | null> {
    const [row] = await rows<{ status: string }>(db, sql`SELECT status FROM auctions WHERE id = ${auctionId}`);
    return row?.status ?? null;
  },

  /**
   * Bids not yet in any log (placed before the log existed, or written by the seed), oldest first,
   * for auctions that have no log at all. Flagged ones come back too.
   */
  async unlogged(db: Executor, limitAuctions: number) {
    return rows<{
      id: string;
      auction_id: string;
      amount: string | number;
      automatic: boolean;
      created_at: string | Date;
      status: string;
      user_id: string;
    }>(
      db,
      sql`SELECT b.id, b.auction_id, b.amount, b.automatic, b.created_at, b.status, b.user_id
          FROM bids b
          WHERE b.auction_id IN (
            SELECT DISTINCT x.auction_id FROM bids x
            WHERE NOT EXISTS (SELECT 1 FROM bid_log l WHERE l.auction_id = x.auction_id) LIMIT ${limitAuctions})
          ORDER BY b.auction_id, b.created_at, b.id`,
    );
  },
};

export type { BidLog };

/** Auctions whose history is logged per transaction by `logHistory`. */
const HISTORY_AUCTIONS = 200;

/**
 * Logs the history of auctions that have bids but no log (bids written before the log existed, or
 * by the seed), oldest bid first, each auction under its row lock, each bidder under their alias in
 * that auction; a flagged bid gets a flag entry after it. Seals are left to the first read
 * (bid-log.service.ts). Returns how many auctions it logged.
 */
export async function logHistory(db: Db | Executor, at: Date, aliases: BidderAliases): Promise<number> {
  let logged = 0;
  for (;;) {
    const found = await bidLogRepository.unlogged(db, HISTORY_AUCTIONS);
    if (found.length === 0) return logged;
    const byAuction = new Map<string, typeof found>();
    for (const b of found) byAuction.set(b.auction_id, [...(byAuction.get(b.auction_id) ?? []), b]);
    const run = async (tx: Executor) => {
      for (const [auctionId, history] of byAuction) {
        await tx.execute(sql`SELECT 1 FROM auctions WHERE id = ${auctionId} FOR UPDATE`);
        if ((await bidLogRepository.head(tx, auctionId)) !== null) continue;
        const entries: NewLogEntry[] = history.map((b) => ({
          kind: 'bid',
          bidId: b.id,
          ref: null,
          alias: aliases.of(auctionId, b.user_id),
          amount: Number(b.amount),
          automatic: b.automatic,
          at: new Date(b.created_at),
        }));
        const chained = chainEntries(auctionId, null, entries);
        const flags = chained
          .filter((_, i) => history[i]!.status === 'flagged')
          .map((e): NewLogEntry => ({ ...e, kind: 'flagged', ref: e.seq, at }));
        await tx.execute(appendStatement(chainEntries(auctionId, null, [...entries, ...flags])));
      }
    };
    await ('transaction' in db ? (db as Db).transaction(run) : run(db));
    logged += byAuction.size;
  }
}
