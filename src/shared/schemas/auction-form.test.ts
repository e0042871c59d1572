import { describe, expect, it } from 'vitest';
import { AUCTION_FORM_MESSAGES as M, AuctionCreateSchema, AuctionUpdateSchema, type AuctionCreateInput } from './auction-form';

const form: AuctionCreateInput = {
  title: 'Row house in Baner',
  description: 'A G+1 row house with a garden, near the Baner–Pashan link road.',
  location: 'Baner, Pune',
  state: 'Maharashtra',
  district: 'Pune',
  locality: 'Baner',
  pinCode: '411045',
  propertyType: 'Residential',
  startingBid: 10_000_000,
  emdAmount: 1_000_000,
  startTime: '2030-01-10T05:30:00.000Z',
  endTime: '2030-01-12T05:30:00.000Z',
};

/** The message of each field the schema refuses in `input`. */
function refusals(input: Record<string, unknown>): Record<string, string> {
  const parsed = AuctionCreateSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the auction form’s address', () => {
  it('accepts a state, a district and a six-digit PIN; the city or locality is optional', () => {
    expect(refusals({ ...form })).toEqual({});
    expect(refusals({ ...form, locality: '' })).toEqual({});
    expect(AuctionCreateSchema.parse({ ...form, locality: ' ' }).locality).toBeNull();
    expect(AuctionCreateSchema.parse({ ...form, pinCode: ' 411045 ' }).pinCode).toBe('411045');
  });

  it('requires the state, one of India’s states and union territories', () => {
    expect(refusals({ ...form, state: undefined })).toEqual({ state: M.stateRequired });
    expect(refusals({ ...form, state: '' })).toEqual({ state: M.stateRequired });
    expect(refusals({ ...form, state: 'Atlantis' })).toEqual({ state: M.stateRequired });
    expect(refusals({ ...form, state: 'Delhi' })).toEqual({});
  });

  it('requires the district', () => {
    expect(refusals({ ...form, district: '' })).toEqual({ district: M.districtRequired });
    expect(refusals({ ...form, district: '   ' })).toEqual({ district: M.districtRequired });
    expect(refusals({ ...form, district: 'x'.repeat(101) })).toEqual({ district: M.districtMax });
  });

  it('requires a PIN of six digits whose first is 1 to 9', () => {
    for (const pinCode of ['', '41104', '4110455', '011045', '41104a', '411 045']) {
      expect(refusals({ ...form, pinCode }), pinCode).toEqual({ pinCode: M.pinCodeInvalid });
    }
    expect(refusals({ ...form, pinCode: undefined })).toEqual({ pinCode: M.pinCodeInvalid });
  });

  it('leaves the address of an edit alone when it is not sent, and checks it when it is', () => {
    expect(AuctionUpdateSchema.safeParse({ title: 'A new title here' }).success).toBe(true);
    expect(AuctionUpdateSchema.safeParse({ pinCode: '12345' }).success).toBe(false);
    expect(AuctionUpdateSchema.safeParse({ state: 'Karnataka', district: 'Mysuru', pinCode: '570017' }).success).toBe(true);
  });
});
