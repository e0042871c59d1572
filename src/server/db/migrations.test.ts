import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../modules/accounts/accounts.service';
import { insertAuction } from '../modules/auctions/auctions.fixtures';
import pg from 'pg';
import { adminUrl, openTestDatabase, testDbKind } from '../test/test-db';
import { migrateDatabase, MIGRATIONS_DIR, openDatabase, pendingMigrations, type Database } from './client';
import { rows } from './rows';
import { profiles } from './schema';

const BREAKPOINT = '--> statement-breakpoint';

describe('migration 0006: phones in their national form', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('rewrites Indian mobile numbers stored with a prefix, spaces or dashes, and leaves the rest', async () => {
    const { db } = database;
    const stored: Record<string, string | null> = {
      '+919876543210': '9876543210',
      '91 98765 43210': '9876543210',
      '+91 98765-43210': '9876543210',
      '09876543210': '9876543210',
      '9876543210': '9876543210',
      '12345': '12345',
      '+1 555 0100': '+1 555 0100',
    };
    const ids: Record<string, string> = {};
    let i = 0;
    for (const raw of Object.keys(stored)) {
      const id = await insertAccount(db, { email: `p${i++}@phones.test`, name: 'Phone Owner', password: 'phone-pass-1', roles: ['buyer'] });
      // As an older release stored it, before phones were normalised.
      await db.update(profiles).set({ phone: raw }).where(eq(profiles.userId, id));
      ids[raw] = id;
    }
    const migration = readFileSync(path.join(MIGRATIONS_DIR, '0006_profiles_phone_national_form.sql'), 'utf8');
    await db.execute(sql.raw(migration));
    for (const [raw, expected] of Object.entries(stored)) {
      const [row] = await db.select({ phone: profiles.phone }).from(profiles).where(eq(profiles.userId, ids[raw]!));
      expect(row?.phone, raw).toBe(expected);
    }
  });
});

describe('migration 0010: full-text and trigram search', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('fills the new search columns of auctions that existed before it, and the trigger keeps them', async () => {
    const { db } = database;
    const vendor = await insertAccount(db, {
      email: 'v@search-migration.test',
      name: 'Vendor',
      password: 'vendor-pass-1',
      roles: ['vendor'],
    });
    await insertAuction(db, vendor, { title: 'Garden villa', location: 'Koregaon Park, Pune', description: 'Two gardens and a pool.' });
    // The database as 0009 left it: no place, no tsv, no indexes on them, the older trigger function
    // (and none of what later migrations built on them).
    await asBefore0019(db);
    await db.execute(sql.raw('ALTER TABLE auction_search DROP COLUMN title_tsv, DROP COLUMN head_tsv'));
    await db.execute(sql.raw('ALTER TABLE auction_search DROP COLUMN place, DROP COLUMN tsv'));
    await db.execute(sql.raw('DROP FUNCTION auction_search_tsv(text, text, text)'));
    await db.execute(sql.raw(readFileSync(path.join(MIGRATIONS_DIR, '0004_auction_search_lowercase.sql'), 'utf8').split(BREAKPOINT)[0]!));
    await insertAuction(db, vendor, { title: 'Flat in Thane West', location: 'Thane West', description: 'Near the station.' });

    for (const statement of readFileSync(path.join(MIGRATIONS_DIR, '0010_full_text_and_trigram_search.sql'), 'utf8').split(BREAKPOINT)) {
      await db.execute(sql.raw(statement));
    }
    const found = async (query: string) =>
      (
        await rows<{ title: string }>(
          db,
          sql`select a.title from auctions a join auction_search s on s.auction_id = a.id where ${sql.raw(query)} order by a.title`,
        )
      ).map((r) => r.title);
    expect(await found(`s.tsv @@ websearch_to_tsquery('english', 'gardens')`)).toEqual(['Garden villa']);
    expect(await found(`s.place %> 'thaane'`)).toEqual(['Flat in Thane West']);
    await insertAuction(db, vendor, { title: 'Shop in Thane', location: 'Thane', description: 'A shop with a garden.' });
    expect(await found(`s.tsv @@ websearch_to_tsquery('english', 'garden')`)).toEqual(['Garden villa', 'Shop in Thane']);
    expect(await found(`s.place %> 'thaane'`)).toEqual(['Flat in Thane West', 'Shop in Thane']);
  });
});

/** The database as migration 0018 left it: auction_search without the copies of the counted columns, and the older trigger function. */
async function asBefore0019(db: Database['db']) {
  await db.execute(sql.raw('DROP TRIGGER auction_search_on_counted_update ON auctions'));
  await db.execute(sql.raw('DROP FUNCTION auction_search_counted_sync()'));
  await db.execute(
    sql.raw('ALTER TABLE auction_search DROP COLUMN status, DROP COLUMN property_type, DROP COLUMN state, DROP COLUMN district'),
  );
  const older = readFileSync(path.join(MIGRATIONS_DIR, '0010_full_text_and_trigram_search.sql'), 'utf8')
    .split(BREAKPOINT)
    .find((statement) => statement.includes('FUNCTION auction_search_sync()'))!;
  await db.execute(sql.raw(older));
}

describe('migration 0019: the search rows keep their auction’s counted columns', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('copies status, type, state and district to every search row, old and new, and follows their changes', async () => {
    const { db } = database;
    const vendor = await insertAccount(db, {
      email: 'v@copies-migration.test',
      name: 'Vendor',
      password: 'vendor-pass-1',
      roles: ['vendor'],
    });
    await asBefore0019(db);
    const old = await insertAuction(db, vendor, { status: 'upcoming', propertyType: 'Commercial', state: 'Maharashtra', district: 'Pune' });
    for (const statement of readFileSync(path.join(MIGRATIONS_DIR, '0019_search_counted_columns.sql'), 'utf8').split(BREAKPOINT)) {
      await db.execute(sql.raw(statement));
    }
    const fresh = await insertAuction(db, vendor, { status: 'live', propertyType: 'Land' });
    const copy = async (id: string) =>
      (
        await rows<{ status: string; property_type: string; state: string | null; district: string | null }>(
          db,
          sql`select status, property_type, state, district from auction_search where auction_id = ${id}`,
        )
      )[0];
    expect(await copy(old.id)).toEqual({ status: 'upcoming', property_type: 'Commercial', state: 'Maharashtra', district: 'Pune' });
    expect(await copy(fresh.id)).toEqual({ status: 'live', property_type: 'Land', state: null, district: null });
    await db.execute(sql`update auctions set status = 'live', district = 'Nashik' where id = ${old.id}`);
    await db.execute(sql`update auctions set property_type = 'Industrial', state = 'Gujarat', district = 'Surat' where id = ${fresh.id}`);
    expect(await copy(old.id)).toEqual({ status: 'live', property_type: 'Commercial', state: 'Maharashtra', district: 'Nashik' });
    expect(await copy(fresh.id)).toEqual({ status: 'live', property_type: 'Industrial', state: 'Gujarat', district: 'Surat' });
  });
});

/** The search rows and their triggers as migration 0022 left them, before 0028 copied the other filters' columns. */
async function asBefore0028(db: Database['db']) {
  await db.execute(sql.raw('DROP TRIGGER auction_search_on_counted_update ON auctions'));
  await db.execute(
    sql.raw('ALTER TABLE auction_search DROP COLUMN category, DROP COLUMN possession, DROP COLUMN created_by, DROP COLUMN featured'),
  );
  const statementOf = (file: string, part: string) =>
    readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8')
      .split(BREAKPOINT)
      .find((statement) => statement.includes(part))!;
  await db.execute(sql.raw(statementOf('0019_search_counted_columns.sql', 'FUNCTION auction_search_counted_sync()')));
  await db.execute(sql.raw(statementOf('0019_search_counted_columns.sql', 'CREATE TRIGGER auction_search_on_counted_update')));
  await db.execute(sql.raw(statementOf('0022_search_vocabulary.sql', 'FUNCTION auction_search_sync()')));
}

describe('migration 0028: the search rows keep every filter column a bid never changes', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('copies category, possession, lister and featured to every search row, old and new, and follows their changes', async () => {
    const { db } = database;
    const account = (email: string) => insertAccount(db, { email, name: 'Vendor', password: 'vendor-pass-1', roles: ['vendor'] });
    const [vendor, other] = [await account('v@others-migration.test'), await account('w@others-migration.test')];
    await asBefore0028(db);
    const old = await insertAuction(db, vendor, { category: 'Apartment', possession: 'physical', featured: true });
    for (const statement of readFileSync(path.join(MIGRATIONS_DIR, '0028_search_rows_other_filters.sql'), 'utf8').split(BREAKPOINT)) {
      await db.execute(sql.raw(statement));
    }
    const fresh = await insertAuction(db, vendor, { category: 'Warehouse' });
    const copy = async (id: string) =>
      (
        await rows<{ category: string | null; possession: string | null; created_by: string; featured: boolean }>(
          db,
          sql`select category, possession, created_by, featured from auction_search where auction_id = ${id}`,
        )
      )[0];
    expect(await copy(old.id)).toEqual({ category: 'Apartment', possession: 'physical', created_by: vendor, featured: true });
    expect(await copy(fresh.id)).toEqual({ category: 'Warehouse', possession: null, created_by: vendor, featured: false });
    await db.execute(sql`update auctions set possession = 'symbolic', featured = false where id = ${old.id}`);
    await db.execute(sql`update auctions set category = 'Agricultural', created_by = ${other} where id = ${fresh.id}`);
    expect(await copy(old.id)).toEqual({ category: 'Apartment', possession: 'symbolic', created_by: vendor, featured: false });
    expect(await copy(fresh.id)).toEqual({ category: 'Agricultural', possession: null, created_by: other, featured: false });
  });
});

describe('migration 0022: the search vocabulary', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('gathers the words and places of the public auctions before it, puts the address in their documents, and keeps both', async () => {
    const { db } = database;
    const vendor = await insertAccount(db, {
      email: 'v@vocabulary-migration.test',
      name: 'Vendor',
      password: 'vendor-pass-1',
      roles: ['vendor'],
    });
    const address = { state: 'Maharashtra' as const, district: 'Pune', locality: 'Koregaon Park', pinCode: '411001' };
    await insertAuction(db, vendor, { title: 'Garden villa', location: 'Koregaon Park, Pune', ...address });
    await insertAuction(db, vendor, { title: 'Unapproved mansion', location: 'Baner, Pune', status: 'draft' });
    // The database as 0021 left it: no vocabulary, and documents without the address.
    for (const trigger of ['search_vocabulary_on_insert', 'search_vocabulary_on_delete', 'search_vocabulary_on_update'])
      await db.execute(sql.raw(`DROP TRIGGER ${trigger} ON auctions`));
    await db.execute(sql.raw('DROP FUNCTION search_vocabulary_added_or_removed(), search_vocabulary_changed()'));
    await db.execute(sql.raw('DROP FUNCTION search_vocabulary_terms(text, text, text, text, text)'));
    await db.execute(sql.raw('DROP TABLE search_vocabulary'));
    await db.execute(
      sql.raw(
        `UPDATE auction_search s SET tsv = auction_search_tsv(a.title, a.location, a.description) FROM auctions a WHERE a.id = s.auction_id`,
      ),
    );
    await db.execute(sql.raw('DROP FUNCTION auction_search_tsv(text, text, text, text)'));
    const matches = async (query: string) =>
      (
        await rows<{ n: number | string }>(
          db,
          sql`select count(*) as n from auction_search where tsv @@ websearch_to_tsquery('english', ${query})`,
        )
      )[0]!.n;
    expect(Number(await matches('411001'))).toBe(0);

    for (const statement of readFileSync(path.join(MIGRATIONS_DIR, '0022_search_vocabulary.sql'), 'utf8').split(BREAKPOINT)) {
      await db.execute(sql.raw(statement));
    }
    const docs = async (term: string) =>
      (await rows<{ docs: number }>(db, sql`select docs from search_vocabulary where term = ${term}`))[0]?.docs ?? null;
    expect(Number(await matches('411001'))).toBe(1);
    expect(await docs('koregaon park')).toBe(1);
    expect(await docs('villa')).toBe(1);
    expect(await docs('pune')).toBe(1);
    expect(await docs('mansion')).toBeNull();
    await insertAuction(db, vendor, { title: 'Villa with a lawn', location: 'Aundh, Pune', pinCode: '411007' });
    expect(await docs('villa')).toBe(2);
    expect(Number(await matches('411007'))).toBe(1);
  });
});

describe('migration 0021: refunds to the source account', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('keeps deposits and withdrawals recorded before it, with no account, and takes an account only whole', async () => {
    const { db } = database;
    const buyer = await insertAccount(db, {
      email: 'b@source-migration.test',
      name: 'Kavya Iyer',
      password: 'buyer-pass-1',
      roles: ['buyer'],
    });
    // As releases before 0021 wrote them: a deposit with no account, a withdrawal to a typed account.
    await db.execute(sql`alter table emd_deposits drop constraint emd_deposits_source_check`);
    await db.execute(sql`alter table emd_withdrawals drop constraint emd_withdrawals_deposit_id_emd_deposits_id_fk`);
    await db.execute(sql`alter table emd_deposits drop column source_holder_name, drop column source_account, drop column source_ifsc`);
    await db.execute(sql`alter table emd_withdrawals drop column deposit_id, drop column holder_name`);
    await db.execute(sql`insert into emd_deposits (user_id, utr_reference, amount) values (${buyer}, 'HDFCR52026112000000001', 500000)`);
    await db.execute(
      sql`insert into emd_withdrawals (user_id, amount, bank_account, ifsc) values (${buyer}, 100000, '123456789012', 'HDFC0001234')`,
    );
    for (const statement of readFileSync(path.join(MIGRATIONS_DIR, '0021_refunds_to_the_source_account.sql'), 'utf8').split(BREAKPOINT)) {
      await db.execute(sql.raw(statement));
    }
    expect(await rows(db, sql`select source_holder_name, source_account, source_ifsc from emd_deposits`)).toEqual([
      { source_holder_name: null, source_account: null, source_ifsc: null },
    ]);
    expect(await rows(db, sql`select deposit_id, holder_name, bank_account from emd_withdrawals`)).toEqual([
      { deposit_id: null, holder_name: null, bank_account: '123456789012' },
    ]);
    await expect(
      db.execute(
        sql`insert into emd_deposits (user_id, utr_reference, amount, source_account) values (${buyer}, 'HDFCR52026112000000002', 1, '123456789012')`,
      ),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ constraint: 'emd_deposits_source_check' }) });
  });
});

describe('migration 0018: the tiers of the Relevance order', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('cuts the title, and the title with the location, out of the search document of every auction, old and new', async () => {
    const { db } = database;
    const vendor = await insertAccount(db, {
      email: 'v@tiers-migration.test',
      name: 'Vendor',
      password: 'vendor-pass-1',
      roles: ['vendor'],
    });
    await insertAuction(db, vendor, { title: 'Garden villa', location: 'Koregaon Park, Pune', description: 'A pool.' });
    await insertAuction(db, vendor, { title: 'Office floor', location: 'Garden Estate, Nashik', description: 'A lift.' });
    // The database as 0017 left it.
    await db.execute(sql.raw('ALTER TABLE auction_search DROP COLUMN title_tsv, DROP COLUMN head_tsv'));
    for (const statement of readFileSync(path.join(MIGRATIONS_DIR, '0018_search_tiers.sql'), 'utf8').split(BREAKPOINT)) {
      await db.execute(sql.raw(statement));
    }
    await insertAuction(db, vendor, { title: 'Shop in Thane', location: 'Thane', description: 'A shop with a garden.' });
    const found = async (column: string, words: string) =>
      (
        await rows<{ title: string }>(
          db,
          sql`select a.title from auctions a join auction_search s on s.auction_id = a.id
              where ${sql.raw(column)} @@ websearch_to_tsquery('english', ${words}) order by a.title`,
        )
      ).map((r) => r.title);
    expect(await found('s.title_tsv', 'garden')).toEqual(['Garden villa']);
    expect(await found('s.head_tsv', 'garden')).toEqual(['Garden villa', 'Office floor']);
    expect(await found('s.tsv', 'garden')).toEqual(['Garden villa', 'Office floor', 'Shop in Thane']);
    expect(await found('s.head_tsv', 'thane')).toEqual(['Shop in Thane']);
  });
});

describe('migration 0011: the structured address', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('fills state, district, locality and PIN of older auctions in Mumbai, Thane, Nashik and Pune, and leaves the rest empty', async () => {
    const { db } = database;
    const vendor = await insertAccount(db, {
      email: 'v@address-migration.test',
      name: 'Vendor',
      password: 'vendor-pass-1',
      roles: ['vendor'],
    });
    const older = [
      ['Worli, Mumbai', 'Flat 2101, Ocean Crest, Worli, Mumbai 400018'],
      ['Andheri West, Mumbai', 'Flat 1204, Lokhandwala Complex, Andheri West, Mumbai 400053'],
      ['Thane West', null],
      ['Gat No. 214/2, Dindori, Nashik', 'Gat No. 214/2, Village Mohadi, District Nashik 422202'],
      ['Koregaon Park, Pune', 'Plot 18, Lane 6, Koregaon Park, Pune 411001, India'],
      ['Alibaug, Raigad', 'Plot 4, Alibaug 402201'],
    ] as const;
    for (const [location, address] of older) await insertAuction(db, vendor, { location, address });
    const statements = readFileSync(path.join(MIGRATIONS_DIR, '0011_structured_address.sql'), 'utf8').split(BREAKPOINT);
    await db.execute(sql.raw(statements.at(-1)!));

    const found = await rows<{
      location: string;
      state: string | null;
      district: string | null;
      locality: string | null;
      pin_code: string | null;
    }>(db, sql`select location, state, district, locality, pin_code from auctions order by location`);
    expect(found).toEqual([
      { location: 'Alibaug, Raigad', state: null, district: null, locality: null, pin_code: null },
      { location: 'Andheri West, Mumbai', state: 'Maharashtra', district: 'Mumbai Suburban', locality: 'Andheri West', pin_code: '400053' },
      {
        location: 'Gat No. 214/2, Dindori, Nashik',
        state: 'Maharashtra',
        district: 'Nashik',
        locality: 'Gat No. 214/2',
        pin_code: '422202',
      },
      { location: 'Koregaon Park, Pune', state: 'Maharashtra', district: 'Pune', locality: 'Koregaon Park', pin_code: '411001' },
      { location: 'Thane West', state: 'Maharashtra', district: 'Thane', locality: 'Thane West', pin_code: null },
      { location: 'Worli, Mumbai', state: 'Maharashtra', district: 'Mumbai City', locality: 'Worli', pin_code: '400018' },
    ]);
  });
});

describe.runIf(testDbKind() === 'postgres')('migrations on PostgreSQL', () => {
  it('lets several nodes start together on a new database: they take turns, and every one succeeds', async () => {
    const base = process.env.TEST_DATABASE_URL!;
    const name = `neelami_m_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const nodes = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: adminUrl(base, name), poolSize: 2 })));
    try {
      // Without the lock two of them raced to create the same types (duplicate key … auction_status).
      await Promise.all(nodes.map((node) => migrateDatabase(node)));
      for (const node of nodes) expect(await pendingMigrations(node)).toBe(0);
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
