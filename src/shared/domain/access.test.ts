import { describe, expect, it } from 'vitest';
import {
  auctionEditStanding,
  auctionVisibility,
  bidderStanding,
  canApproveBuyers,
  canDepositEmd,
  canManageAuction,
  canReadManagedAuction,
  canSeeBidderName,
  canSeeReservePrice,
  canViewAuction,
  documentWriterStanding,
  listerStanding,
  type Subject,
} from './access';

const person = (
  role: 'admin' | 'vendor' | 'buyer',
  verificationStatus: 'pending' | 'verified' | 'suspended' | 'rejected' = 'verified',
): Subject => ({
  userId: `${role}-1`,
  role,
  profile: { verificationStatus },
});
const admin = person('admin');
const vendor = person('vendor');
const pendingVendor = person('vendor', 'pending');
const buyer = person('buyer');
const own = { createdBy: 'vendor-1' };
const others = { createdBy: 'vendor-2' };

describe('auctions', () => {
  it('are managed by admins and by their own vendor, and the reserve price follows', () => {
    expect(canManageAuction(admin, others)).toBe(true);
    expect(canManageAuction(vendor, own)).toBe(true);
    expect(canManageAuction(vendor, others)).toBe(false);
    expect(canManageAuction(buyer, own)).toBe(false);
    expect(canManageAuction(null, own)).toBe(false);
    expect(canSeeReservePrice(vendor, own)).toBe(true);
    expect(canSeeReservePrice(buyer, own)).toBe(false);
  });

  it('are managed by their vendor only while it is approved; a suspended, rejected or pending one only reads them', () => {
    for (const status of ['suspended', 'rejected', 'pending'] as const) {
      const unapproved = person('vendor', status);
      expect(canManageAuction(unapproved, own)).toBe(false);
      expect(canSeeReservePrice(unapproved, own)).toBe(false);
      expect(canReadManagedAuction(unapproved, own)).toBe(true);
      expect(canReadManagedAuction(unapproved, others)).toBe(false);
      expect(canViewAuction(unapproved, { ...own, status: 'draft' })).toBe(true);
    }
    expect(canReadManagedAuction(admin, others)).toBe(true);
    expect(canReadManagedAuction(buyer, own)).toBe(false);
  });

  it('hide a draft from everyone who does not manage it', () => {
    expect(canViewAuction(null, { ...own, status: 'live' })).toBe(true);
    expect(canViewAuction(buyer, { ...own, status: 'draft' })).toBe(false);
    expect(canViewAuction(vendor, { ...others, status: 'draft' })).toBe(false);
    expect(canViewAuction(vendor, { ...own, status: 'draft' })).toBe(true);
    expect(auctionVisibility(admin)).toEqual({ kind: 'all' });
    expect(auctionVisibility(vendor)).toEqual({ kind: 'public', ownerId: 'vendor-1' });
    expect(auctionVisibility(buyer)).toEqual({ kind: 'public' });
  });

  it('are listed by admins and approved vendors only', () => {
    expect(listerStanding(null)).toBe('signed_out');
    expect(listerStanding(buyer)).toBe('forbidden');
    expect(listerStanding(pendingVendor)).toBe('not_approved');
    expect(listerStanding(vendor)).toBe('ok');
    expect(listerStanding(admin)).toBe('ok');
  });

  it('are edited by admins, and by their approved vendor only while a draft', () => {
    expect(auctionEditStanding(admin, { ...others, status: 'live' })).toBe('ok');
    expect(auctionEditStanding(vendor, { ...own, status: 'draft' })).toBe('ok');
    expect(auctionEditStanding(vendor, { ...own, status: 'upcoming' })).toBe('drafts_only');
    expect(auctionEditStanding(vendor, { ...others, status: 'draft' })).toBe('not_owner');
    expect(auctionEditStanding(pendingVendor, { ...own, status: 'draft' })).toBe('not_approved');
    expect(auctionEditStanding(buyer, { ...own, status: 'draft' })).toBe('forbidden');
  });

  it("documents are written by admins and the auction's own approved vendor", () => {
    expect(documentWriterStanding(vendor, { ...own })).toBe('ok');
    expect(documentWriterStanding(vendor, others)).toBe('forbidden');
    expect(documentWriterStanding({ ...pendingVendor!, userId: 'vendor-1' }, own)).toBe('not_approved');
    expect(documentWriterStanding(null, own)).toBe('signed_out');
  });
});

describe('bidders', () => {
  it('must be approved buyers, checked in the order of the bid flow (the EMD is each auction’s own rule)', () => {
    expect(bidderStanding(null)).toBe('signed_out');
    expect(bidderStanding(admin)).toBe('not_buyer');
    expect(bidderStanding(person('buyer', 'pending'))).toBe('pending');
    expect(bidderStanding(person('buyer', 'suspended'))).toBe('suspended');
    expect(bidderStanding(person('buyer', 'rejected'))).toBe('rejected');
    expect(bidderStanding(buyer)).toBe('eligible');
    expect(bidderStanding({ userId: 'x', role: 'buyer', profile: null })).toBe('pending');
  });

  it('are named only to admins and to themselves', () => {
    expect(canSeeBidderName(admin, 'someone')).toBe(true);
    expect(canSeeBidderName(buyer, 'buyer-1')).toBe(true);
    expect(canSeeBidderName(buyer, 'someone')).toBe(false);
    expect(canSeeBidderName(null, 'someone')).toBe(false);
  });

  it('are approved by vendors an admin has approved', () => {
    expect(canApproveBuyers(vendor)).toBe(true);
    expect(canApproveBuyers(pendingVendor)).toBe(false);
    expect(canApproveBuyers(admin)).toBe(false);
  });
});

describe('EMD deposits', () => {
  it('are taken from approved and pending buyers, never from suspended or rejected ones', () => {
    expect(canDepositEmd(buyer)).toBe(true);
    expect(canDepositEmd(person('buyer', 'pending'))).toBe(true);
    expect(canDepositEmd(person('buyer', 'suspended'))).toBe(false);
    expect(canDepositEmd(person('buyer', 'rejected'))).toBe(false);
    expect(canDepositEmd(vendor)).toBe(false);
    expect(canDepositEmd(null)).toBe(false);
  });
});
