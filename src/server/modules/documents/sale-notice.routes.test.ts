import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDate } from '../../../shared/domain/sale';
import { SALE_NOTICE_MESSAGES as M, type SaleNoticeInput } from '../../../shared/schemas/sale-notice';
import { auctions, documents } from '../../db/schema';
import { auditActionsFor, call, createAuction, createCast, type Cast } from '../../test/console-fixtures';
import { pdfText } from '../../test/pdf-text';
import { createTestApp, type TestContext } from '../../test/test-app';

/**
 * The sale notice generated from a listing (issue 31, part 3): who prepares and reads it, the PDFs in
 * English and the state's language, and maker-checker: the officer who prepared it never approves it.
 */
let ctx: TestContext;
let cast: Cast;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx);
});
afterAll(async () => ctx.close());

const path = (id: string, suffix = '') => `/api/auctions/${id}/sale-notice${suffix}`;
const fields = (over: Partial<SaleNoticeInput> = {}): SaleNoticeInput => ({
  borrower: 'Sunil Patil and Asha Patil',
  securedCreditor: 'Bank of Maharashtra',
  dues: 48_50_000,
  duesAsOf: istDate(new Date(Date.now() - 60 * DAY)),
  possession: 'physical',
  discloseReserve: false,
  noticeDate: istDate(new Date(Date.now() - 10 * DAY)),
  ...over,
});
const prepare = (id: string, cookie: string, over: Partial<SaleNoticeInput> = {}) => call(ctx, 'PUT', path(id), cookie, fields(over));
const approve = (id: string, cookie?: string) => call(ctx, 'POST', path(id, '/approve'), cookie);
const notice = async (id: string, lang: string, cookie = cast.vendor.cookie) => {
  const res = await call(ctx, 'GET', path(id, `.pdf?lang=${lang}`), cookie);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return (await pdfText(res.rawPayload)).join(' ');
};
/** The vendor's draft, starting in 25 days (a notice of ten days ago keeps the 30-day period). */
const draft = (over: Parameters<typeof createAuction>[2] = {}) =>
  createAuction(ctx, cast.vendor.cookie, {
    startTime: new Date(Date.now() + 25 * DAY).toISOString(),
    endTime: new Date(Date.now() + 27 * DAY).toISOString(),
    saleNoticeDate: istDate(new Date(Date.now() - 40 * DAY)),
    ...over,
  });

describe('who prepares and reads the notice', () => {
  it('the listing’s vendor and admins; another vendor, a buyer and a guest do not', async () => {
    const { id } = await draft();
    const empty = await call(ctx, 'GET', path(id), cast.vendor.cookie);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ draft: null, languages: ['en', 'mr'], missingLanguageState: null, canPrepare: true });
    expect((await call(ctx, 'GET', path(id, '.pdf'), cast.vendor.cookie)).json().error.message).toBe(M.notPrepared);

    expect((await prepare(id, cast.otherVendor.cookie)).statusCode).toBe(404);
    expect((await prepare(id, cast.approvedBuyer.cookie)).statusCode).toBe(404);
    expect((await call(ctx, 'PUT', path(id), undefined, fields())).statusCode).toBe(401);
    expect((await call(ctx, 'GET', path('not-an-id'), cast.admin.cookie)).statusCode).toBe(404);

    const prepared = await prepare(id, cast.vendor.cookie);
    expect(prepared.statusCode).toBe(200);
    expect(prepared.json()).toMatchObject({
      draft: { borrower: 'Sunil Patil and Asha Patil', dues: 48_50_000, preparedBy: { name: 'Vikram Vendor' }, approvedBy: null },
      canPrepare: true,
      // The maker cannot check: the vendor who prepared it is not offered the approval.
      canApprove: false,
    });
    expect((await call(ctx, 'GET', path(id), cast.admin.cookie)).json().canApprove).toBe(true);
    expect(await auditActionsFor(ctx, id)).toContain('sale_notice.prepare');
  });

  it('refuses fields the form refuses, and a notice date that breaks the 30-day period', async () => {
    const { id } = await draft();
    const bad = await call(ctx, 'PUT', path(id), cast.vendor.cookie, { ...fields(), borrower: ' ', dues: 12.5 });
    expect(bad.statusCode).toBe(400);
    const late = await prepare(id, cast.vendor.cookie, { noticeDate: istDate(new Date(Date.now() + 5 * DAY)) });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.issues[0].path).toBe('noticeDate');
    expect((await call(ctx, 'GET', path(id), cast.vendor.cookie)).json().draft).toBeNull();
  });
});

describe('the PDFs', () => {
  it('in English and Marathi for a property in Maharashtra: Appendix IV-A, the borrower, dues, a draft until approved', async () => {
    const { id } = await draft();
    await prepare(id, cast.vendor.cookie);
    const en = await notice(id, 'en');
    expect(en).toContain('APPENDIX IV-A');
    expect(en).toContain('DRAFT');
    expect(en).toContain('Sunil Patil and Asha Patil');
    expect(en).toContain('₹48,50,000');
    expect(en).toContain('Bank of Maharashtra');
    expect(en).toContain('Not disclosed');
    expect(en).not.toContain('₹3,00,00,000');
    const mr = await notice(id, 'mr');
    expect(mr).toContain('IV-A [');
    expect(mr).toContain('मालमत्ता');
    expect(mr).toContain('मसुदा');
    expect(mr).toContain('Sunil Patil and Asha Patil');
    expect(mr).toContain('₹48,50,000');
    // Hindi is not the language of Maharashtra's notice.
    const hi = await call(ctx, 'GET', path(id, '.pdf?lang=hi'), cast.vendor.cookie);
    expect(hi.statusCode).toBe(404);
    expect(hi.json().error.message).toBe(M.languageUnavailable);
  });

  it('in Hindi for Uttar Pradesh, the reserve printed when the seller discloses it; English only for Karnataka, said so', async () => {
    const up = await draft({ state: 'Uttar Pradesh', district: 'Lucknow', location: 'Gomti Nagar, Lucknow', pinCode: '226010' });
    await prepare(up.id, cast.vendor.cookie, { discloseReserve: true });
    expect((await call(ctx, 'GET', path(up.id), cast.vendor.cookie)).json().languages).toEqual(['en', 'hi']);
    expect(await notice(up.id, 'en')).toContain('₹3,00,00,000');
    const hi = await notice(up.id, 'hi');
    expect(hi).toContain('प्रारूप');
    expect(hi).toContain('₹3,00,00,000');

    const ka = await draft({ state: 'Karnataka', district: 'Bengaluru Urban', location: 'Whitefield, Bengaluru', pinCode: '560066' });
    await prepare(ka.id, cast.vendor.cookie);
    const view = (await call(ctx, 'GET', path(ka.id), cast.vendor.cookie)).json();
    expect(view).toMatchObject({ languages: ['en'], missingLanguageState: 'Karnataka' });
    expect(await notice(ka.id, 'en')).toContain('English only for Karnataka');
  });
});

describe('maker-checker', () => {
  it('the vendor who prepared it cannot approve it; an admin does, and it becomes the listing’s published notice and date', async () => {
    const { id } = await draft();
    const noticeDate = istDate(new Date(Date.now() - 10 * DAY));
    await prepare(id, cast.vendor.cookie, { noticeDate });
    const own = await approve(id, cast.vendor.cookie);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(M.makerCannotCheck);
    expect((await approve(id, cast.otherVendor.cookie)).statusCode).toBe(404);

    const checked = await approve(id, cast.admin.cookie);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ draft: { approvedBy: { name: 'Asha Admin' } }, canPrepare: false, canApprove: false });
    expect((await approve(id, cast.admin.cookie)).statusCode).toBe(409);
    const again = await prepare(id, cast.vendor.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.alreadyApproved);

    const [row] = await ctx.database.db.select({ date: auctions.saleNoticeDate }).from(auctions).where(eq(auctions.id, id));
    expect(row!.date).toBe(noticeDate);
    const files = await ctx.database.db
      .select()
      .from(documents)
      .where(and(eq(documents.auctionId, id), eq(documents.type, 'sale_notice')));
    expect(files.map((d) => [d.name, d.status, d.isPublic]).sort()).toEqual([
      ['Sale notice', 'approved', true],
      ['विक्री सूचना (मराठी)', 'approved', true],
    ]);
    // The approved notice is a real file bidders download, no longer a draft.
    const english = files.find((d) => d.name === 'Sale notice')!;
    const download = await call(ctx, 'GET', `/api/documents/${english.id}/download`, cast.vendor.cookie);
    expect(download.statusCode).toBe(200);
    const text = (await pdfText(download.rawPayload)).join(' ');
    expect(text).toContain('Sunil Patil and Asha Patil');
    expect(text).not.toContain('DRAFT');
    expect(await auditActionsFor(ctx, id)).toContain('sale_notice.approve');
    // The listing now has the published sale notice its approval needs (decision 041).
    expect((await call(ctx, 'POST', `/api/auctions/${id}/approve`, cast.admin.cookie)).statusCode).toBe(200);
    expect((await prepare(id, cast.vendor.cookie)).statusCode).toBe(409);
  });

  it('an admin who prepared it cannot approve it either; the vendor’s approval goes to the admins’ review', async () => {
    const { id } = await draft();
    await prepare(id, cast.admin.cookie);
    expect((await approve(id, cast.admin.cookie)).statusCode).toBe(403);
    expect((await approve(id, cast.vendor.cookie)).statusCode).toBe(200);
    const files = await ctx.database.db.select().from(documents).where(eq(documents.auctionId, id));
    expect(files.map((d) => d.status)).toEqual(['pending', 'pending']);
  });

  it('nothing changes once the auction has started', async () => {
    const { id } = await draft();
    await prepare(id, cast.vendor.cookie);
    await ctx.database.db.update(auctions).set({ status: 'live' }).where(eq(auctions.id, id));
    const closed = await approve(id, cast.admin.cookie);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe(M.closed);
    expect((await prepare(id, cast.vendor.cookie)).statusCode).toBe(409);
    expect((await call(ctx, 'GET', path(id), cast.vendor.cookie)).json()).toMatchObject({ canPrepare: false, canApprove: false });
  });
});
