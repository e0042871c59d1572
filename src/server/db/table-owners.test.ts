import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

/**
 * One owner per table (docs/architecture.md): every write to a table — a Drizzle insert, update or
 * delete, or raw INSERT INTO / UPDATE / DELETE FROM — sits in a repository of the module that owns
 * it. Another module that needs a write calls the owner's service, passing its transaction.
 * Tests, test fixtures and test helpers set up their data as they need; the benchmarks and scripts
 * (bench/, scripts/) are harnesses outside the server and are not checked.
 */
export const TABLE_OWNERS: Record<string, string> = {
  users: 'accounts',
  accounts: 'accounts',
  sessions: 'accounts',
  verifications: 'accounts',
  rate_limits: 'accounts',
  profiles: 'accounts',
  user_roles: 'accounts',
  auctions: 'auctions',
  auction_images: 'auctions',
  listing_imports: 'auctions',
  auction_search: 'catalogue',
  auction_facet_counts: 'catalogue',
  search_vocabulary: 'catalogue',
  bids: 'bids',
  notifications: 'notifications',
  notification_outbox: 'notifications',
  notification_deliveries: 'notifications',
  notification_preferences: 'notifications',
  watchlist: 'watchlist',
  push_subscriptions: 'push',
  calendar_feeds: 'calendar',
  auction_questions: 'questions',
  saved_searches: 'saved-searches',
  saved_search_matches: 'saved-searches',
  inspection_requests: 'inspections',
  reminders: 'reminders',
  documents: 'documents',
  sale_notice_drafts: 'documents',
  emd_deposits: 'emd',
  emd_ledger: 'emd',
  bid_rate_buckets: 'bids',
  proxy_bids: 'bids',
  bid_log: 'bids',
  bid_log_seals: 'bids',
  bid_sheet_sign_offs: 'bids',
  emd_holds: 'emd',
  emd_withdrawals: 'emd',
  money_in_utrs: 'emd',
  sales: 'sales',
  sale_payments: 'sales',
  email_outbox: 'mail',
  audit_log: 'audit',
};

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

/** The schema's tables by the name the code uses for them (`userRoles`) and by their SQL name (`user_roles`). */
const tables = Object.entries(schema)
  .filter(([, value]) => is(value, PgTable))
  .map(([identifier, table]) => ({ identifier, name: getTableName(table as PgTable) }));

export type Write = { table: string; line: number; text: string };

/** Every write to a table in one file's source. */
export function writesIn(source: string): Write[] {
  const found: Write[] = [];
  const byIdentifier = new Map(tables.map((t) => [t.identifier, t.name]));
  const names = new Set(tables.map((t) => t.name));
  const drizzleWrite = /\.(insert|update|delete)\(\s*([A-Za-z_]\w*)\s*\)/g;
  const rawWrite = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?([a-z_]+)"?/gi;
  source.split('\n').forEach((text, i) => {
    for (const m of text.matchAll(drizzleWrite)) {
      const table = byIdentifier.get(m[2]!);
      if (table) found.push({ table, line: i + 1, text: text.trim() });
    }
    for (const m of text.matchAll(rawWrite)) {
      const table = m[1]!.toLowerCase();
      if (names.has(table)) found.push({ table, line: i + 1, text: text.trim() });
    }
  });
  return found;
}

/** Whether a write to `table` may sit in `file` (a path relative to src/server). */
export function mayWrite(file: string, table: string): boolean {
  const owner = TABLE_OWNERS[table];
  return !!owner && file.startsWith(`modules/${owner}/`) && file.endsWith('.repository.ts');
}

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' || entry.name === 'test' ? [] : serverSources(full);
    const harness = entry.name.endsWith('.test.ts') || entry.name.endsWith('.fixtures.ts');
    return entry.name.endsWith('.ts') && !harness ? [full] : [];
  });
}

describe('one owner per table', () => {
  it('names the owning module of every table in the schema', () => {
    expect(tables.map((t) => t.name).sort()).toEqual(Object.keys(TABLE_OWNERS).sort());
  });

  it('finds Drizzle and raw SQL writes, and only in the owning module’s repositories', () => {
    expect(writesIn('await tx.update(auctions).set({ status })')).toEqual([
      { table: 'auctions', line: 1, text: 'await tx.update(auctions).set({ status })' },
    ]);
    expect(writesIn('sql`INSERT INTO notifications (id) SELECT 1`').map((w) => w.table)).toEqual(['notifications']);
    expect(writesIn('sql`DELETE FROM "bids" WHERE x`; db.delete(userRoles)').map((w) => w.table)).toEqual(['user_roles', 'bids']);
    expect(writesIn('db.select().from(auctions); sql`SELECT 1 FROM bids`')).toEqual([]);
    expect(mayWrite('modules/auctions/auctions.repository.ts', 'auctions')).toBe(true);
    expect(mayWrite('modules/bids/bids.repository.ts', 'auctions')).toBe(false);
    expect(mayWrite('modules/catalogue/catalogue.service.ts', 'auctions')).toBe(false);
  });

  it('has no write to a table outside a repository of the module that owns it', () => {
    const writes = serverSources(SERVER_DIR).flatMap((file) => {
      const rel = path.relative(SERVER_DIR, file).split(path.sep).join('/');
      return writesIn(readFileSync(file, 'utf8')).map((w) => ({ ...w, file: rel }));
    });
    const strays = writes
      .filter((w) => !mayWrite(w.file, w.table))
      .map((w) => `${w.file}:${w.line} writes ${w.table} (owner: ${TABLE_OWNERS[w.table] ?? 'none'}): ${w.text}`);
    expect(strays).toEqual([]);
    // Every table is written by its owner, but Better Auth's verifications and the tables triggers keep (search, UTRs).
    const written = new Set(writes.map((w) => w.table));
    const unwritten = Object.keys(TABLE_OWNERS).filter((t) => !written.has(t));
    expect(unwritten.sort()).toEqual(['auction_search', 'money_in_utrs', 'verifications']);
  });
});
