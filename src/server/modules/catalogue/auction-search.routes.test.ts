import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionList } from '../../../shared/schemas/auction';
import { createTestApp, createUser, type TestContext } from '../../test/test-app';
import { insertAuction } from '../auctions/auctions.fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let ctx: TestContext;
const id: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const vendor = await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } });
  const now = Date.now();
  // Ending Soon would list them S5, S4, S3, S2, S1; Newest S1, S2, S3, S4, S5.
  const rows = {
    S1: await insertAuction(db, vendor.id, {
      title: 'Garden villa in Koregaon Park',
      location: 'Koregaon Park, Pune',
      description: 'A villa with a private pool and a lawn.',
      propertyType: 'Residential',
      endTime: new Date(now + 5 * DAY),
      createdAt: new Date(now - DAY),
    }),
    S2: await insertAuction(db, vendor.id, {
      title: 'Office floor in Baner',
      location: 'Baner, Pune',
      description: 'An office floor overlooking the garden of the business park.',
      propertyType: 'Commercial',
      endTime: new Date(now + 4 * DAY),
      createdAt: new Date(now - 2 * DAY),
    }),
    S3: await insertAuction(db, vendor.id, {
      title: '2 BHK flat in Thane West',
      location: 'Thane West',
      description: 'A flat with covered parking and a lift.',
      propertyType: 'Residential',
      endTime: new Date(now + 3 * DAY),
      createdAt: new Date(now - 3 * DAY),
    }),
    S4: await insertAuction(db, vendor.id, {
      title: 'Warehouse near Bhiwandi',
      location: 'Bhiwandi, Thane',
      description: 'Loading bays and truck access, two hours from Pune.',
      propertyType: 'Industrial',
      endTime: new Date(now + 2 * DAY),
      createdAt: new Date(now - 4 * DAY),
    }),
    S5: await insertAuction(db, vendor.id, {
      title: 'Shop in Kothrud',
      location: 'Kothrud, Pune',
      description: 'A corner shop with terrace gardens on the roof.',
      propertyType: 'Commercial',
      endTime: new Date(now + DAY),
      createdAt: new Date(now - 5 * DAY),
    }),
  };
  for (const [name, row] of Object.entries(rows)) id[name] = row.id;
});
afterAll(async () => ctx.close());

const names = (list: AuctionList) => list.items.map((a) => Object.entries(id).find(([, v]) => v === a.id)?.[0]);
const sorted = (xs: (string | undefined)[]) => [...xs].sort();

async function list(query: Record<string, string>) {
  return ctx.app.inject({ method: 'GET', url: `/api/auctions?${new URLSearchParams({ pageSize: '60', ...query }).toString()}` });
}
async function listOk(query: Record<string, string>): Promise<AuctionList> {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('full-text search', () => {
  it('ranks a title match above description matches when no sort is chosen', async () => {
    const body = await listOk({ q: 'garden' });
    expect(names(body)[0]).toBe('S1');
    expect(sorted(names(body))).toEqual(['S1', 'S2', 'S5']);
    expect(body.total).toBe(3);
  });

  it('ranks a location match above a description match', async () => {
    // "Pune" is the location of S1, S2 and S5 (equal, so Ending Soon among them) and in S4's description.
    expect(names(await listOk({ q: 'pune' }))).toEqual(['S5', 'S2', 'S1', 'S4']);
  });

  it('finds other forms of a word (English stemming)', async () => {
    expect(sorted(names(await listOk({ q: 'gardens' })))).toEqual(['S1', 'S2', 'S5']);
    expect(names(await listOk({ q: 'villas' }))).toEqual(['S1']);
    expect(names(await listOk({ q: 'offices' }))).toEqual(['S2']);
  });

  it("finds a query's words in different fields", async () => {
    // "office" is S2's title, "pune" its location.
    expect(names(await listOk({ q: 'office pune' }))).toEqual(['S2']);
    expect(names(await listOk({ q: 'villa with a pool' }))).toEqual(['S1']);
  });

  it('understands quoted phrases, "or" and a leading minus', async () => {
    expect(names(await listOk({ q: '"koregaon park"' }))).toEqual(['S1']);
    expect(sorted(names(await listOk({ q: 'villa or warehouse' })))).toEqual(['S1', 'S4']);
    expect(sorted(names(await listOk({ q: 'garden -pune' })))).toEqual([]);
    expect(names(await listOk({ q: 'pune -garden' }))).toEqual(['S4']);
    expect(names(await listOk({ q: 'pune -office -villa' }))).toEqual(['S5', 'S4']);
  });

  it('lets a chosen sort override the ranking', async () => {
    expect(names(await listOk({ q: 'garden', sort: 'ending_soon' }))).toEqual(['S5', 'S2', 'S1']);
    expect(names(await listOk({ q: 'garden', sort: 'newest' }))).toEqual(['S1', 'S2', 'S5']);
  });

  it('keeps Ending Soon as the order without a search, even when Relevance is asked for', async () => {
    expect(names(await listOk({}))).toEqual(['S5', 'S4', 'S3', 'S2', 'S1']);
    expect(names(await listOk({ sort: 'relevance' }))).toEqual(['S5', 'S4', 'S3', 'S2', 'S1']);
  });

  it('answers every page of a ranked search without repeating or losing a row', async () => {
    const pages = [];
    for (const page of ['1', '2', '3']) pages.push(...names(await listOk({ q: 'garden', pageSize: '1', page })));
    expect(pages).toEqual(names(await listOk({ q: 'garden' })));
  });
});

describe('misspellings and words begun', () => {
  it('finds a misspelt place name', async () => {
    expect(sorted(names(await listOk({ q: 'Thaane' })))).toEqual(['S3', 'S4']);
    expect(names(await listOk({ q: 'Koregaon Prk' }))).toEqual(['S1']);
    expect(names(await listOk({ q: 'Bhiwandee' }))).toEqual(['S4']);
    // Each word is corrected on its own; the words spelt right stay.
    expect(names(await listOk({ q: 'Thaane flat' }))).toEqual(['S3']);
    expect(names(await listOk({ q: 'warehouse Bhiwandee' }))).toEqual(['S4']);
  });

  it('keeps to what resembles the whole query, and counts what it found', async () => {
    // S4 is in Thane too, but not in "Thane West", the place "Thaane West" is corrected to as one.
    const body = await listOk({ q: 'Thaane West' });
    expect(names(body)).toEqual(['S3']);
    expect(body.total).toBe(1);
    expect(body.counts.byStatus.live).toBe(1);
    expect(body.counts.byPropertyType.Residential).toBe(1);
  });

  it('finds a word begun but not finished', async () => {
    expect(names(await listOk({ q: 'Koreg' }))).toEqual(['S1']);
    expect(names(await listOk({ q: 'warehou' }))).toEqual(['S4']);
  });

  it('does not guess when the words themselves match', async () => {
    // "Thane" is found as written: nothing merely resembling it joins the answer.
    expect(sorted(names(await listOk({ q: 'Thane' })))).toEqual(['S3', 'S4']);
    expect(names(await listOk({ q: 'Baner' }))).toEqual(['S2']);
  });

  it('finds nothing for a word nothing resembles', async () => {
    const body = await listOk({ q: 'xylophone' });
    expect(body.total).toBe(0);
    expect(body.items).toEqual([]);
  });
});

describe('awkward queries', () => {
  it('never fails on quotes, operators or unbalanced parentheses', async () => {
    const queries = [
      '"',
      '"unclosed phrase',
      "'",
      "o'brien's villa",
      'garden & villa',
      'garden | villa',
      'villa:*',
      'a:b',
      '!villa',
      '!!',
      '(garden',
      'garden)',
      '((( )))',
      '<->',
      'villa <-> pool',
      '-',
      '--garden',
      'or',
      'and not',
      '\\',
      '%_',
      '*',
      'the',
      '🏠 villa',
      'विला',
    ];
    for (const q of queries) {
      const res = await list({ q });
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    }
  });

  it('still finds the words around the punctuation', async () => {
    expect(names(await listOk({ q: 'villa:* (koregaon' }))).toEqual(['S1']);
    expect(names(await listOk({ q: '"garden villa' }))).toEqual(['S1']);
  });
});
