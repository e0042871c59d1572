import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALE_MESSAGES } from '../../../shared/schemas/sale';
import { sales } from '../../db/schema';
import { call, createAuction, createCast, setAuctionState, type Cast } from '../../test/console-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

/** `GET /api/certificates/:number`: anyone checks a completed sale by its certificate's number (decision 041). */
let ctx: TestContext;
let cast: Cast;
let number: string;
let unfinishedNumber: string;

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx);
  const sold = await createAuction(ctx, cast.vendor.cookie, {
    title: '2 BHK Flat in Lokhandwala Complex, Andheri West',
    location: 'Andheri West, Mumbai',
    address: 'Flat 1204, Sai Darshan CHS, Lokhandwala Complex, Andheri West, Mumbai 400053',
  });
  await setAuctionState(ctx, sold.id, { status: 'ended', winnerId: cast.approvedBuyer.id });
  number = `NL/SC/2026/${sold.id.slice(0, 8).toUpperCase()}`;
  const unfinished = await createAuction(ctx, cast.vendor.cookie);
  await setAuctionState(ctx, unfinished.id, { status: 'ended', winnerId: cast.approvedBuyer.id });
  unfinishedNumber = `NL/SC/2026/${unfinished.id.slice(0, 8).toUpperCase()}`;
  const base = { buyerId: cast.approvedBuyer.id, price: 16_000_000, emdAmount: 1_450_000, closedAt: new Date('2026-10-01T09:30:00Z') };
  await ctx.database.db.insert(sales).values([
    {
      ...base,
      auctionId: sold.id,
      stage: 'completed',
      confirmedAt: new Date('2026-10-01T12:00:00Z'),
      completedAt: new Date('2026-10-06T09:30:00Z'),
      certificateNumber: number,
    },
    // A number that is never issued while the sale is under way (it is set when the sale completes).
    { ...base, auctionId: unfinished.id, stage: 'balance_due', certificateNumber: unfinishedNumber },
  ]);
});
afterAll(async () => ctx.close());

const verify = (value: string) => call(ctx, 'GET', `/api/certificates/${encodeURIComponent(value)}`);

describe('verifying a sale certificate', () => {
  it('answers a visitor with the sale’s essentials, the buyer’s name masked, by the number as the QR code or a person writes it', async () => {
    const res = await verify(number.replaceAll('/', '-'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      certificateNumber: number,
      title: '2 BHK Flat in Lokhandwala Complex, Andheri West',
      address: 'Flat 1204, Sai Darshan CHS, Lokhandwala Complex, Andheri West, Mumbai 400053',
      price: 16_000_000,
      confirmedAt: '2026-10-01T12:00:00.000Z',
      issuedAt: '2026-10-06T09:30:00.000Z',
      sellerName: expect.any(String),
      buyerName: 'B*** B****',
      authorisedOfficer: null,
    });
    expect(JSON.stringify(res.json())).not.toContain('Bina');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect((await verify(` ${number.toLowerCase()} `)).json().certificateNumber).toBe(number);
  });

  it('answers 404 alike for an unknown number, one that cannot be a number, and a sale not completed', async () => {
    for (const value of ['NL-SC-2026-00000000', 'not-a-number', unfinishedNumber]) {
      const res = await verify(value);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'NOT_FOUND', message: SALE_MESSAGES.certificateNotFound });
      expect(res.headers['cache-control']).toBeUndefined();
    }
  });

  it('limits look-ups from one address, so numbers cannot be tried in bulk', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1) answers.push((await verify(`NL-SC-2026-${String(i).padStart(8, '0')}`)).statusCode);
    expect(answers).toContain(429);
    const refused = await verify(number);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED', message: SALE_MESSAGES.certificateTooManyLookups });
  });
});
