import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earliestStart, istDate, istMidnight } from '../../../shared/domain/sale';
import { AUCTION_FORM_MESSAGES as M } from '../../../shared/schemas/auction-form';
import { auctionInput, call, createAuction, createCast, type Cast, publishSaleNotice } from '../../test/console-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { auctionRow } from '../bids/bids.fixtures';

/**
 * The timeline guard (decision 014; SARFAESI rule 8(6)): an auction becomes upcoming only when it
 * starts at least 30 days after its sale notice was published (15 days for a re-sale), counted in
 * IST calendar days; and the sale-notice fields reach the public page.
 */
let ctx: TestContext;
let cast: Cast;
const DAY = 24 * 3_600_000;
// A notice published five days ago: the 30-day period ends 25 days from now.
const notice = istDate(new Date(Date.now() - 5 * DAY));
const dayAfterNotice = (days: number) => istMidnight(istDate(new Date(istMidnight(notice).getTime() + days * DAY + DAY / 2)));

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx);
});
afterAll(async () => ctx.close());

/** The form of an auction starting at `start` and running two days, with this sale notice. */
const form = (start: Date, extra: Parameters<typeof auctionInput>[0] = {}) =>
  auctionInput({
    saleNoticeDate: notice,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 2 * DAY).toISOString(),
    ...extra,
  });

describe('the notice period', () => {
  it('accepts a start on the 30th day after the notice and refuses the 29th, naming the earliest start', async () => {
    expect(earliestStart(notice, false).getTime()).toBe(dayAfterNotice(30).getTime());
    const ok = await call(ctx, 'POST', '/api/auctions', cast.admin.cookie, form(dayAfterNotice(30), { status: 'upcoming' }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ status: 'upcoming', saleNoticeDate: notice, isResale: false });
    const late29 = new Date(dayAfterNotice(30).getTime() - 1);
    const refused = await call(ctx, 'POST', '/api/auctions', cast.admin.cookie, form(late29, { status: 'upcoming' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'VALIDATION',
      message: M.noticePeriod(dayAfterNotice(30)),
      issues: [{ path: 'startTime', message: M.noticePeriod(dayAfterNotice(30)) }],
    });
    expect(refused.json().error.message).toContain('30 days after its sale notice');
  });

  it('asks a re-sale for 15 days: the 15th day is allowed, the 14th is not', async () => {
    const resale = { status: 'upcoming' as const, isResale: true };
    expect((await call(ctx, 'POST', '/api/auctions', cast.admin.cookie, form(dayAfterNotice(15), resale))).statusCode).toBe(201);
    const refused = await call(ctx, 'POST', '/api/auctions', cast.admin.cookie, form(dayAfterNotice(14), resale));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(M.noticePeriod(dayAfterNotice(15)));
  });

  it('needs a sale notice date before an auction can be upcoming', async () => {
    const res = await call(
      ctx,
      'POST',
      '/api/auctions',
      cast.admin.cookie,
      form(dayAfterNotice(40), { status: 'upcoming', saleNoticeDate: '' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(M.noticeRequired);
  });

  it('lets a vendor save a draft too early, refuses its approval with the reason, and approves it once the start is moved', async () => {
    const draft = await createAuction(ctx, cast.vendor.cookie, form(dayAfterNotice(10)));
    expect(draft.status).toBe('draft');
    await publishSaleNotice(ctx, draft.id);
    const refused = await call(ctx, 'POST', `/api/auctions/${draft.id}/approve`, cast.admin.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(M.noticePeriod(dayAfterNotice(30)));
    expect((await auctionRow(ctx.database.db, draft.id)).status).toBe('draft');
    const moved = await call(ctx, 'PATCH', `/api/auctions/${draft.id}`, cast.vendor.cookie, {
      startTime: dayAfterNotice(31).toISOString(),
      endTime: dayAfterNotice(33).toISOString(),
    });
    expect(moved.statusCode).toBe(200);
    expect((await call(ctx, 'POST', `/api/auctions/${draft.id}/approve`, cast.admin.cookie)).json().status).toBe('upcoming');
    // Once upcoming, the start cannot be moved inside the period either.
    const earlier = await call(ctx, 'PATCH', `/api/auctions/${draft.id}`, cast.admin.cookie, {
      startTime: dayAfterNotice(20).toISOString(),
    });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().error.message).toBe(M.noticePeriod(dayAfterNotice(30)));
  });

  it('refuses a manual start inside the notice period, and a manual start sets the start time to now', async () => {
    const early = await createAuction(ctx, cast.admin.cookie, form(dayAfterNotice(30), { status: 'upcoming' }));
    const refused = await call(ctx, 'POST', `/api/auctions/${early.id}/start`, cast.admin.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'NOTICE_PERIOD', message: M.noticePeriod(dayAfterNotice(30)) });

    const longAgo = istDate(new Date(Date.now() - 40 * DAY));
    const ready = await createAuction(ctx, cast.admin.cookie, {
      status: 'upcoming',
      saleNoticeDate: longAgo,
      startTime: new Date(Date.now() + 3 * DAY).toISOString(),
      endTime: new Date(Date.now() + 5 * DAY).toISOString(),
    });
    const before = Date.now();
    const started = await call(ctx, 'POST', `/api/auctions/${ready.id}/start`, cast.admin.cookie);
    expect(started.statusCode).toBe(200);
    const startTime = new Date(started.json().startTime).getTime();
    expect(startTime).toBeGreaterThanOrEqual(before - 1000);
    expect(startTime).toBeLessThanOrEqual(Date.now());
    expect(started.json().endTime).toBe(ready.endTime);
  });
});

describe('the sale notice on the auction', () => {
  it('keeps the EMD cut-off before the end and the inspection in order', async () => {
    const start = dayAfterNotice(35);
    const afterEnd = await call(
      ctx,
      'POST',
      '/api/auctions',
      cast.admin.cookie,
      form(start, { emdCutoff: new Date(start.getTime() + 3 * DAY).toISOString() }),
    );
    expect(afterEnd.statusCode).toBe(400);
    expect(afterEnd.json().error.message).toBe(M.cutoffAfterEnd);
    const backwards = await call(
      ctx,
      'POST',
      '/api/auctions',
      cast.admin.cookie,
      form(start, {
        inspectionFrom: new Date(start.getTime() - 5 * DAY).toISOString(),
        inspectionTo: new Date(start.getTime() - 6 * DAY).toISOString(),
      }),
    );
    expect(backwards.json().error.message).toBe(M.inspectionOrder);
  });

  it('shows its fields, the seller’s name and the authorised officer on the public page', async () => {
    const start = dayAfterNotice(35);
    const cutoff = new Date(start.getTime() - DAY);
    const created = await createAuction(
      ctx,
      cast.admin.cookie,
      form(start, {
        status: 'upcoming',
        emdCutoff: cutoff.toISOString(),
        possession: 'physical',
        inspectionFrom: new Date(start.getTime() - 7 * DAY).toISOString(),
        inspectionTo: new Date(start.getTime() - 4 * DAY).toISOString(),
        authorisedOfficerName: 'Prakash Kulkarni, Chief Manager',
        authorisedOfficerPhone: '9820456712',
        encumbrances: 'Society dues of ₹1,84,200 payable by the buyer.',
      }),
    );
    const pub = (await call(ctx, 'GET', `/api/auctions/${created.id}`)).json();
    expect(pub).toMatchObject({
      saleNoticeDate: notice,
      isResale: false,
      emdCutoff: cutoff.toISOString(),
      possession: 'physical',
      authorisedOfficerName: 'Prakash Kulkarni, Chief Manager',
      authorisedOfficerPhone: '9820456712',
      encumbrances: 'Society dues of ₹1,84,200 payable by the buyer.',
      seller: { name: 'Asha Admin' },
      result: null,
    });
    // Without a cut-off of its own, joining closes at the start.
    const plain = await createAuction(ctx, cast.admin.cookie, form(start, { status: 'upcoming' }));
    expect((await call(ctx, 'GET', `/api/auctions/${plain.id}`)).json().emdCutoff).toBe(start.toISOString());
  });
});
