import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionList } from '../../../shared/schemas/auction';
import { rows } from '../../db/rows';
import { auctionSearch, auctions } from '../../db/schema';
import { auctionInput, publishSaleNotice } from '../../test/console-fixtures';
import { createTestApp, createUser, ORIGIN, type TestContext } from '../../test/test-app';
import { insertAuction } from '../auctions/auctions.fixtures';
import { catalogueRepository, searchCondition } from './catalogue.repository';
import { planSearch, termsToLookUp } from './listing-search';

/**
 * Search against the catalogue's vocabulary (decision 039): misspelt words corrected to the words and
 * place names of the catalogue, other names of a place, places of several words, PIN codes, and the
 * answer saying what it searched.
 */
let ctx: TestContext;
let vendor: string;
const id: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  vendor = (await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } })).id;
  const place = (locality: string, district: string, pinCode: string) => ({ locality, district, state: 'Maharashtra' as const, pinCode });
  const made = {
    Andheri: await insertAuction(db, vendor, {
      title: '2 BHK flat in Andheri West',
      location: 'Andheri West, Mumbai',
      ...place('Andheri West', 'Mumbai Suburban', '400053'),
    }),
    Colaba: await insertAuction(db, vendor, {
      title: 'Sea-facing apartment',
      location: 'Colaba, Mumbai',
      description: 'A lift, parking and a view of the harbour.',
      ...place('Colaba', 'Mumbai City', '400005'),
    }),
    Vashi: await insertAuction(db, vendor, {
      title: 'Office in Vashi',
      location: 'Vashi, Navi Mumbai',
      ...place('Vashi', 'Thane', '400703'),
    }),
    Gangapur: await insertAuction(db, vendor, {
      title: 'Independent bungalow on Gangapur Road',
      location: 'Gangapur Road, Nashik',
      ...place('Gangapur Road', 'Nashik', '422013'),
    }),
    Satpur: await insertAuction(db, vendor, {
      title: 'Industrial shed in Satpur MIDC',
      location: 'Satpur MIDC, Nashik',
      description: 'Close to the Mumbai–Nasik highway.',
      propertyType: 'Industrial',
      ...place('Satpur MIDC', 'Nashik', '422007'),
    }),
    Koregaon: await insertAuction(db, vendor, {
      title: 'Garden villa',
      location: 'Koregaon Park, Pune',
      ...place('Koregaon Park', 'Pune', '411001'),
    }),
    Thane: await insertAuction(db, vendor, {
      title: 'Shop near the station',
      location: 'Naupada, Thane',
      ...place('Naupada', 'Thane', '400602'),
    }),
    Alkapuri: await insertAuction(db, vendor, {
      title: 'Residential plot in Alkapuri',
      location: 'Alkapuri, Vadodara',
      state: 'Gujarat',
      district: 'Vadodara',
      pinCode: '390007',
    }),
    // Not public: its words are not the catalogue's.
    Draft: await insertAuction(db, vendor, { title: 'Zanzibar mansion', location: 'Kothrud, Pune', status: 'draft' }),
  };
  for (const [name, row] of Object.entries(made)) id[name] = row.id;
});
afterAll(async () => ctx.close());

const names = (list: AuctionList) => list.items.map((a) => Object.entries(id).find(([, v]) => v === a.id)?.[0]).sort();

async function search(q: string): Promise<AuctionList> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/auctions?${new URLSearchParams({ pageSize: '60', q }).toString()}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('misspelt words', () => {
  it('corrects them to the catalogue’s words and says what it searched', async () => {
    const mumbia = await search('Mumbia');
    expect(names(mumbia)).toEqual(['Andheri', 'Colaba', 'Satpur', 'Vashi']);
    expect(mumbia.searchedFor).toBe('Mumbai');
    const bunglow = await search('bunglow');
    expect(names(bunglow)).toEqual(['Gangapur']);
    expect(bunglow.searchedFor).toBe('bungalow');
    const thaane = await search('Thaane');
    expect(names(thaane)).toEqual(['Thane', 'Vashi']);
    expect(thaane.searchedFor).toBe('Thane');
  });

  it('corrects each word of several, keeping those spelt right', async () => {
    const body = await search('bunglow Nashk');
    expect(names(body)).toEqual(['Gangapur']);
    expect(body.searchedFor).toBe('bungalow Nashik');
  });

  it('does not correct a word the catalogue holds, nor a word of a description', async () => {
    for (const q of ['Thane', 'bungalow', 'harbour', 'Andheri West']) {
      const body = await search(q);
      expect(body.searchedFor, q).toBeUndefined();
      expect(body.total, q).toBeGreaterThan(0);
    }
  });

  it('keeps the little words full-text search leaves out: a title typed whole finds its auction', async () => {
    // "and" begins "Andheri", and "in" begins "Industrial": neither is completed to them.
    const body = await search('Independent bungalow on Gangapur Road, and in Nashik');
    expect(names(body)).toEqual(['Gangapur']);
    expect(body.searchedFor).toBeUndefined();
  });

  it('finds nothing, and corrects nothing, for a word nothing resembles', async () => {
    const body = await search('xylophone');
    expect(body.total).toBe(0);
    expect(body.searchedFor).toBeUndefined();
  });
});

describe('other names of places', () => {
  it('finds a place by its older name, and by a misspelling of it', async () => {
    const nasik = await search('Nasik');
    expect(names(nasik)).toEqual(['Gangapur', 'Satpur']);
    expect(nasik.searchedFor).toBe('Nashik');
    const bombay = await search('Bombay');
    expect(names(bombay)).toEqual(['Andheri', 'Colaba', 'Satpur', 'Vashi']);
    expect(bombay.searchedFor).toBe('Mumbai');
    const baroda = await search('baroda plot');
    expect(names(baroda)).toEqual(['Alkapuri']);
    expect(baroda.searchedFor).toBe('Vadodara plot');
  });

  it('finds what says the other name when the own name is typed', async () => {
    // Satpur's description says "Nasik"; its place says Nashik too. Only the description of this one does.
    const db = ctx.database.db;
    const old = await insertAuction(db, vendor, { title: 'Old godown', location: 'Deolali', description: 'On the Nasik road.' });
    try {
      const body = await search('Nashik godown');
      expect(body.items.map((a) => a.id)).toEqual([old.id]);
      expect(body.searchedFor).toBeUndefined();
      // A place of two words, among other words.
      const belapur = await insertAuction(db, vendor, { title: 'Sea-view office', location: 'Belapur', description: 'In New Bombay.' });
      try {
        const offices = await search('office Navi Mumbai');
        expect(offices.items.map((a) => a.id).sort()).toEqual([id.Vashi, belapur.id].sort());
      } finally {
        await db.delete(auctions).where(eq(auctions.id, belapur.id));
      }
    } finally {
      await db.delete(auctions).where(eq(auctions.id, old.id));
    }
  });
});

describe('places of several words and PIN codes', () => {
  it('finds a place of two words, and corrects it as one', async () => {
    expect(names(await search('Navi Mumbai'))).toEqual(['Vashi']);
    expect(names(await search('Koregaon Park'))).toEqual(['Koregaon']);
    const prk = await search('Koregaon Prk');
    expect(names(prk)).toEqual(['Koregaon']);
    expect(prk.searchedFor).toBe('Koregaon Park');
    expect(names(await search('Navi Mumbia'))).toEqual(['Vashi']);
  });

  it('finds an auction by its PIN code, alone or with words', async () => {
    expect(names(await search('422013'))).toEqual(['Gangapur']);
    expect(names(await search('bungalow 422013'))).toEqual(['Gangapur']);
    expect((await search('400001')).total).toBe(0);
  });

  it('finds the district and state of the structured address', async () => {
    expect(names(await search('Mumbai Suburban'))).toEqual(['Andheri']);
    expect(names(await search('Gujarat'))).toEqual(['Alkapuri']);
  });
});

describe('the vocabulary', () => {
  const vocabulary = async (term: string) =>
    (await rows<{ docs: number }>(ctx.database.db, sql`select docs from search_vocabulary where term = ${term}`))[0]?.docs ?? null;

  it('holds the words and place names of public auctions, with how many hold each', async () => {
    expect(await vocabulary('nashik')).toBe(2);
    expect(await vocabulary('gangapur road')).toBe(1);
    expect(await vocabulary('mumbai suburban')).toBe(1);
    // A draft's words are not public; numbers, short words and stop words are not words to correct to.
    expect(await vocabulary('zanzibar')).toBeNull();
    expect(await vocabulary('400053')).toBeNull();
    expect(await vocabulary('the')).toBeNull();
  });

  it('follows an auction created, approved and edited through the API', async () => {
    const admin = await createUser(ctx, { roles: ['admin'], profile: { verificationStatus: 'verified' } });
    const headers = { origin: ORIGIN, cookie: admin.cookie };
    const input = auctionInput({
      title: 'Orchard in Dapoli',
      location: 'Dapoli, Ratnagiri',
      locality: 'Dapoli',
      district: 'Ratnagiri',
    });
    const created = await ctx.app.inject({ method: 'POST', url: '/api/auctions', headers, payload: input });
    expect(created.statusCode, created.body).toBe(201);
    const auctionId = created.json<{ id: string }>().id;
    // A draft until approved: its words are not the catalogue's yet.
    expect(await vocabulary('dapoli')).toBeNull();
    await publishSaleNotice(ctx, auctionId);
    const approved = await ctx.app.inject({ method: 'POST', url: `/api/auctions/${auctionId}/approve`, headers });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await vocabulary('dapoli')).toBe(1);
    const dapolee = await search('Dapolee orchard');
    expect(dapolee.searchedFor).toBe('Dapoli orchard');
    expect(dapolee.items.map((a) => a.id)).toEqual([auctionId]);

    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/auctions/${auctionId}`,
      headers,
      payload: { title: 'Orchard in Guhagar', location: 'Guhagar, Ratnagiri', locality: 'Guhagar' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const guhagr = await search('Guhagr orchard');
    expect(guhagr.searchedFor).toBe('Guhagar orchard');
    expect(guhagr.items.map((a) => a.id)).toEqual([auctionId]);
    expect(await vocabulary('dapoli')).toBe(0);
  });

  it('follows an auction created, edited, approved and deleted', async () => {
    const db = ctx.database.db;
    const row = await insertAuction(db, vendor, { title: 'Farmhouse in Sawantwadi', location: 'Sawantwadi, Sindhudurg' });
    expect(await vocabulary('sawantwadi')).toBe(1);
    expect((await search('Sawantwadee')).searchedFor).toBe('Sawantwadi');
    expect(names(await search('Sawantwadee'))).toEqual([undefined]);

    await db.update(auctions).set({ title: 'Farmhouse in Amboli', location: 'Amboli, Sindhudurg' }).where(eq(auctions.id, row.id));
    expect(await vocabulary('sawantwadi')).toBe(0);
    expect(await vocabulary('amboli')).toBe(1);
    expect(await vocabulary('sindhudurg')).toBe(1);
    const ambolli = await search('Ambolli');
    expect(ambolli.searchedFor).toBe('Amboli');
    expect(ambolli.items.map((a) => a.id)).toEqual([row.id]);
    // (Another spelling than before, which the listing's cache holds for a few seconds.)
    expect((await search('sawantwadee')).searchedFor).toBeUndefined();

    await db.update(auctions).set({ status: 'draft' }).where(eq(auctions.id, row.id));
    expect(await vocabulary('amboli')).toBe(0);
    await db.update(auctions).set({ status: 'upcoming' }).where(eq(auctions.id, row.id));
    expect(await vocabulary('amboli')).toBe(1);

    await db.delete(auctions).where(eq(auctions.id, row.id));
    expect(await vocabulary('amboli')).toBe(0);
    expect(await vocabulary('sindhudurg')).toBe(0);
  });
});

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

describe('the correction’s plan', () => {
  it('looks misspelt words up in the vocabulary’s trigram index, and reads no document’s text', async () => {
    const db = ctx.database.db;
    // A catalogue large enough for the planner to choose between scanning and the indexes.
    const [first] = await db.select().from(auctions).where(eq(auctions.id, id.Andheri!));
    await db.execute(sql`INSERT INTO auctions (title, description, location, locality, district, state, property_type, starting_bid,
        current_bid, emd_amount, start_time, end_time, status, created_by)
      SELECT 'Flat ' || g || ' in Locality' || g, description, 'Locality' || g || ', Mumbai', 'Locality' || g, district, state,
        property_type, starting_bid, current_bid, emd_amount, start_time, end_time, status, created_by
      FROM auctions, generate_series(1, 2000) g WHERE id = ${first!.id}`);
    await db.execute(sql`ANALYZE auctions`);
    await db.execute(sql`ANALYZE auction_search`);
    await db.execute(sql`ANALYZE search_vocabulary`);
    const root = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const [row] = await rows<{ 'QUERY PLAN': unknown }>(
        tx,
        sql`EXPLAIN (FORMAT JSON) ${catalogueRepository.vocabularyOfStatement(termsToLookUp(['koregaon', 'prk', 'mumbia']))}`,
      );
      const json = row!['QUERY PLAN'];
      return ((typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[])[0]!.Plan;
    });
    const plan = nodes(root);
    const described = JSON.stringify(plan.map((n) => [n['Node Type'], n['Relation Name'], n['Index Name']]));
    const indexes = plan.map((n) => n['Index Name']);
    expect(indexes, described).toContain('search_vocabulary_term_trgm_idx');
    // The documents are only asked whether they hold a word: among a bounded first few rows (a common
    // word is found there), else through the full-text index; never by reading every row.
    const unbounded = (node: PlanNode, underLimit = false): PlanNode[] => [
      ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'auction_search' && !underLimit ? [node] : []),
      ...(node.Plans ?? []).flatMap((child) => unbounded(child, underLimit || node['Node Type'] === 'Limit')),
    ];
    expect(unbounded(root), described).toEqual([]);
    expect(indexes, described).toContain('auction_search_tsv_idx');
  });

  it('searches a corrected place under all its names through the full-text index', async () => {
    const db = ctx.database.db;
    const search = await planSearch('Nasik', (terms) => catalogueRepository.vocabularyOf(db, terms));
    expect(search.places).toEqual([{ name: 'nashik', names: ['nashik', 'nasik'] }]);
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const [row] = await rows<{ 'QUERY PLAN': unknown }>(
        tx,
        sql`EXPLAIN (FORMAT JSON) select auction_id from auction_search where ${searchCondition(search)}`,
      );
      const json = row!['QUERY PLAN'];
      return nodes(((typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[])[0]!.Plan);
    });
    expect(plan.map((n) => n['Index Name'])).toContain('auction_search_tsv_idx');
    const found = await db.select({ id: auctionSearch.auctionId }).from(auctionSearch).where(searchCondition(search));
    expect(found.map((r) => r.id).sort()).toEqual([id.Gangapur, id.Satpur].sort());
  });
});
