import { and, eq, inArray } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import writeExcelFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDate } from '../../../shared/domain/sale';
import { AUCTION_FORM_MESSAGES } from '../../../shared/schemas/auction-form';
import { IMPORT_COLUMNS, LISTING_IMPORT_MESSAGES as M, type ListingImport } from '../../../shared/schemas/listing-import';
import { auctionImages, auctions, documents } from '../../db/schema';
import { call, createCast, type Cast } from '../../test/console-fixtures';
import { makeImage, multipartBody, type FilePart } from '../../test/multipart';
import { createTestApp, ORIGIN, type TestContext } from '../../test/test-app';

/**
 * Bulk listing from a spreadsheet (issue 31, part 2): the template, every row checked with the form's
 * rules before anything is written, all-or-nothing or the valid rows, XLSX and CSV, files from a zip,
 * and whose imports are whose.
 */
let ctx: TestContext;
let cast: Cast;
const DAY = 86_400_000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx);
});
afterAll(async () => ctx.close());

const HEADERS = IMPORT_COLUMNS.map((c) => c.header);
/** A row the form accepts, in the template's columns, starting in 40 days (IST wall-clock times). */
function row(title: string, over: Partial<Record<(typeof HEADERS)[number], string>> = {}): string[] {
  const start = istDate(new Date(Date.now() + 40 * DAY));
  const values: Record<string, string> = {
    title,
    description: 'A three-bedroom flat on the ninth floor with covered parking, near Baner Road.',
    location: 'Baner, Pune',
    state: 'Maharashtra',
    district: 'Pune',
    pin_code: '411045',
    property_type: 'Residential',
    category: 'Apartment',
    starting_bid: '52,00,000',
    reserve_price: '55,00,000',
    emd_amount: '5,20,000',
    start_time: `${start} 11:00`,
    end_time: `${start} 15:00`,
    sale_notice_date: istDate(new Date(Date.now() - DAY)),
    possession: 'physical',
    ...over,
  };
  return HEADERS.map((h) => values[h] ?? '');
}
const csv = (rows: string[][], headers: readonly string[] = HEADERS) =>
  [headers, ...rows].map((r) => r.map((v) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(',')).join('\r\n');

async function upload(cookie: string, sheet: FilePart, opts: { mode?: string; zip?: Buffer } = {}) {
  const files = [
    sheet,
    ...(opts.zip ? [{ field: 'attachments', filename: 'files.zip', contentType: 'application/zip', data: opts.zip }] : []),
  ];
  const body = await multipartBody(files, { mode: opts.mode ?? 'all_or_nothing' });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/vendor/listing-imports',
    headers: { origin: ORIGIN, cookie, ...body.headers },
    payload: body.payload,
  });
}
const csvFile = (text: string): FilePart => ({ filename: 'listings.csv', contentType: 'text/csv', data: Buffer.from(text) });

/** Polls the import until it is no longer running, as the page does. */
async function settled(id: string, cookie = cast.vendor.cookie): Promise<ListingImport> {
  for (let i = 0; i < 200; i += 1) {
    const res = await call(ctx, 'GET', `/api/vendor/listing-imports/${id}`, cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ListingImport;
    if (body.status !== 'importing') return body;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('import did not finish');
}
const byTitles = (titles: string[]) => ctx.database.db.select().from(auctions).where(inArray(auctions.title, titles));

describe('the template', () => {
  it('as CSV and as XLSX with a sheet documenting the columns, for those who may list', async () => {
    const text = await call(ctx, 'GET', '/api/vendor/listing-imports/template.csv', cast.vendor.cookie);
    expect(text.statusCode).toBe(200);
    expect(text.body.startsWith(`\uFEFF${HEADERS.join(',')}\r\n`)).toBe(true);
    const xlsx = await call(ctx, 'GET', '/api/vendor/listing-imports/template.xlsx', cast.vendor.cookie);
    expect(xlsx.statusCode).toBe(200);
    const [header] = await readSheet(xlsx.rawPayload);
    expect(header).toEqual(HEADERS);
    const columns = await readSheet(xlsx.rawPayload, 'Columns');
    expect(columns[1]).toEqual(['title', 'Required', IMPORT_COLUMNS[0].takes, IMPORT_COLUMNS[0].example]);
    expect((await call(ctx, 'GET', '/api/vendor/listing-imports/template.csv')).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/api/vendor/listing-imports/template.xlsx', cast.approvedBuyer.cookie)).statusCode).toBe(403);
  });

  it('imported as it is downloaded, its example row a valid draft', async () => {
    const xlsx = (await call(ctx, 'GET', '/api/vendor/listing-imports/template.xlsx', cast.vendor.cookie)).rawPayload;
    const res = await upload(cast.vendor.cookie, { filename: 'template.xlsx', contentType: 'application/octet-stream', data: xlsx });
    expect(res.statusCode).toBe(202);
    // The example's dates are in the past, which a draft may have; the form's other rules hold.
    expect(await settled(res.json().id)).toMatchObject({ status: 'done', rows: 1, valid: 1, imported: 1, issueCount: 0 });
  });
});

describe('every row checked before anything is written', () => {
  it('all or nothing: one bad row, and nothing is imported; each problem has its row and column', async () => {
    const stamp = Date.now();
    const titles = [`Import A ${stamp}`, `Import B ${stamp}`, `Import C ${stamp}`];
    const sheet = csv([row(titles[0]!), row(titles[1]!, { starting_bid: 'lots', pin_code: '12' }), row(titles[2]!, { state: 'Narnia' })]);
    const res = await upload(cast.vendor.cookie, csvFile(sheet));
    expect(res.statusCode).toBe(202);
    const body = res.json() as ListingImport;
    expect(body).toMatchObject({ status: 'rejected', rows: 3, valid: 1, imported: 0, issueCount: 3 });
    expect(body.issues).toEqual([
      { row: 3, column: 'pin_code', message: AUCTION_FORM_MESSAGES.pinCodeInvalid },
      { row: 3, column: 'starting_bid', message: AUCTION_FORM_MESSAGES.startingBidMin },
      { row: 4, column: 'state', message: AUCTION_FORM_MESSAGES.stateRequired },
    ]);
    expect(await byTitles(titles)).toHaveLength(0);
  });

  it('the valid rows: they become the seller’s drafts, amounts and IST times read as the form reads them', async () => {
    const stamp = Date.now();
    const titles = [`Valid A ${stamp}`, `Valid B ${stamp}`];
    const sheet = csv([row(titles[0]!), row(`Bad ${stamp}`, { end_time: 'soon' }), row(titles[1]!, { reserve_price: '' })]);
    const res = await upload(cast.vendor.cookie, csvFile(sheet), { mode: 'valid_rows' });
    const done = await settled(res.json().id);
    expect(done).toMatchObject({ status: 'done', rows: 3, valid: 2, processed: 2, imported: 2, issueCount: 1 });
    expect(done.issues[0]).toMatchObject({ row: 3, column: 'end_time' });
    const created = await byTitles(titles);
    expect(created.map((a) => [a.status, a.createdBy, a.startingBid]).sort()).toEqual([
      ['draft', cast.vendor.id, 5_200_000],
      ['draft', cast.vendor.id, 5_200_000],
    ]);
    const first = created.find((a) => a.title === titles[0])!;
    expect(first.reservePrice).toBe(5_500_000);
    expect(first.startTime.toISOString()).toBe(new Date(`${istDate(new Date(Date.now() + 40 * DAY))}T11:00:00+05:30`).toISOString());
    expect(created.find((a) => a.title === titles[1])!.reservePrice).toBeNull();
  });

  it('an XLSX with spreadsheet dates and numbers', async () => {
    const title = `Xlsx ${Date.now()}`;
    const start = new Date(Date.now() + 40 * DAY);
    // A spreadsheet's date has no zone: its clock reads as IST (here 11:00).
    const cellTime = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate(), 11, 0));
    const values = row(title);
    const cells = HEADERS.map((h, i) =>
      h === 'start_time'
        ? cellTime
        : h === 'end_time'
          ? new Date(cellTime.getTime() + 4 * 3_600_000)
          : h === 'starting_bid'
            ? 5_200_000
            : values[i]!,
    );
    const data = await writeExcelFile(
      [HEADERS as unknown as string[], cells] as never,
      { dateFormat: 'yyyy-mm-dd hh:mm' } as never,
    ).toBuffer();
    const res = await upload(cast.vendor.cookie, {
      filename: 'listings.xlsx',
      contentType: 'application/octet-stream',
      data: data as Buffer,
    });
    expect(await settled(res.json().id)).toMatchObject({ status: 'done', imported: 1 });
    const [created] = await byTitles([title]);
    expect(created!.startTime.toISOString()).toBe(new Date(cellTime.getTime() - 5.5 * 3_600_000).toISOString());
  });

  it('refuses what is not a sheet of listings: no file, an unreadable one, no rows, a missing column, more than 1,000 rows', async () => {
    const empty = await multipartBody([], { mode: 'all_or_nothing' });
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/vendor/listing-imports',
      headers: { origin: ORIGIN, cookie: cast.vendor.cookie, ...empty.headers },
      payload: empty.payload,
    });
    expect(none.statusCode).toBe(400);
    const broken = await upload(cast.vendor.cookie, {
      filename: 'x.xlsx',
      contentType: 'application/octet-stream',
      data: Buffer.from('PK\u0003\u0004garbage'),
    });
    expect(broken.json().error.message).toBe(M.unreadable);
    expect((await upload(cast.vendor.cookie, csvFile(HEADERS.join(',')))).json().error.message).toBe(M.empty);
    const noTitle = HEADERS.filter((h) => h !== 'title');
    const missing = (await upload(cast.vendor.cookie, csvFile(csv([row('x').slice(1)], noTitle)))).json() as ListingImport;
    expect(missing).toMatchObject({ status: 'rejected', issues: [{ row: 1, column: 'title', message: M.missingColumn }] });
    const many = csv(Array.from({ length: 1_001 }, (_, i) => row(`Many ${i}`)));
    expect((await upload(cast.vendor.cookie, csvFile(many))).json().error.message).toBe(M.tooManyRows);
    expect((await upload(cast.unapprovedVendor.cookie, csvFile(csv([row('Unapproved')])))).statusCode).toBe(403);
    expect((await upload(cast.approvedBuyer.cookie, csvFile(csv([row('Buyer')])))).statusCode).toBe(403);
  });
});

describe('photos and sale notices from a zip', () => {
  it('each row’s files attached to its draft; a file the zip lacks is a problem of its row', async () => {
    const stamp = Date.now();
    const zip = Buffer.from(
      zipSync({
        'photos/Baner-1.JPG': new Uint8Array(await makeImage('jpeg')),
        'baner-2.png': new Uint8Array(await makeImage('png')),
        'notice.pdf': new Uint8Array(PDF),
      }),
    );
    const title = `Zip ${stamp}`;
    const sheet = csv([
      row(title, { photos: 'baner-1.jpg; baner-2.png', sale_notice_file: 'notice.pdf' }),
      row(`Zip missing ${stamp}`, { photos: 'nowhere.jpg' }),
      row(`Zip not a photo ${stamp}`, { photos: 'notice.pdf' }),
    ]);
    const rejected = (await upload(cast.vendor.cookie, csvFile(sheet), { zip })).json() as ListingImport;
    expect(rejected.issues).toEqual([
      { row: 3, column: 'photos', message: M.notInZip, value: 'nowhere.jpg' },
      { row: 4, column: 'photos', message: M.photoType, value: 'notice.pdf' },
    ]);
    const noZip = (await upload(cast.vendor.cookie, csvFile(csv([row(`No zip ${stamp}`, { photos: 'a.jpg' })])))).json();
    expect(noZip.issues).toEqual([{ row: 2, column: 'photos', message: M.noZip }]);

    const done = await settled((await upload(cast.vendor.cookie, csvFile(sheet), { zip, mode: 'valid_rows' })).json().id);
    expect(done).toMatchObject({ status: 'done', imported: 1 });
    const [created] = await byTitles([title]);
    const photos = await ctx.database.db.select().from(auctionImages).where(eq(auctionImages.auctionId, created!.id));
    expect(photos).toHaveLength(2);
    const notices = await ctx.database.db
      .select()
      .from(documents)
      .where(and(eq(documents.auctionId, created!.id), eq(documents.type, 'sale_notice')));
    expect(notices.map((d) => [d.name, d.status, d.isPublic])).toEqual([['Sale notice', 'pending', true]]);
  });
});

describe('whose imports are whose', () => {
  it('the seller reads its own imports; another vendor is told none exists; an admin reads any', async () => {
    const res = await upload(cast.vendor.cookie, csvFile(csv([row(`Mine ${Date.now()}`)])));
    const { id } = res.json() as ListingImport;
    await settled(id);
    expect((await call(ctx, 'GET', `/api/vendor/listing-imports/${id}`, cast.otherVendor.cookie)).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/api/vendor/listing-imports/${id}`, cast.admin.cookie)).statusCode).toBe(200);
    expect((await call(ctx, 'GET', '/api/vendor/listing-imports/not-an-id', cast.vendor.cookie)).statusCode).toBe(404);
    const mine = (await call(ctx, 'GET', '/api/vendor/listing-imports', cast.vendor.cookie)).json();
    expect(mine.items[0].id).toBe(id);
    expect((await call(ctx, 'GET', '/api/vendor/listing-imports', cast.otherVendor.cookie)).json().items).toEqual([]);
  });
});
