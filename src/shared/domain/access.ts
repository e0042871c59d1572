import type { AuctionStatus, Role, VerificationStatus } from './constants';

/**
 * The access policy of spec §1 and §6, one named rule each. The server decides with these (its
 * guards in src/server/lib/security/access.ts turn a refusal into an error); the web calls the same rules
 * where it mirrors them, so a screen never offers what the server would refuse.
 */

/** Who is asking, as far as access is concerned. `null` is a signed-out visitor. */
export type Subject = {
  userId: string;
  role: Role;
  profile: { verificationStatus: VerificationStatus } | null;
} | null;

type Owned = { createdBy: string };

export function isAdmin(subject: { role: Role | null } | null): boolean {
  return subject?.role === 'admin';
}

function isVerified(subject: Subject): boolean {
  return subject?.profile?.verificationStatus === 'verified';
}

/** The vendor who listed the auction, whatever its standing (spec §6 "sees only auctions where created_by is the user"). */
export function ownsAuction(subject: Subject, auction: Owned): boolean {
  return subject?.role === 'vendor' && subject.userId === auction.createdBy;
}

/**
 * Admins manage every auction; a vendor manages their own while an admin has it approved. A
 * suspended, rejected or pending vendor keeps reading its own listings and sales, without the
 * reserve price, and changes nothing (decision 032).
 */
export function canManageAuction(subject: Subject, auction: Owned): boolean {
  if (!subject) return false;
  return subject.role === 'admin' || (ownsAuction(subject, auction) && isVerified(subject));
}

/** Admins read every auction's managed side; its vendor reads its own, whatever its standing (decision 032). */
export function canReadManagedAuction(subject: Subject, auction: Owned): boolean {
  return isAdmin(subject) || ownsAuction(subject, auction);
}

/** Spec §6: the reserve price is for admins and the auction's own approved vendor only (decision 032). */
export function canSeeReservePrice(subject: Subject, auction: Owned): boolean {
  return canManageAuction(subject, auction);
}

/** A draft is an unapproved listing: only admins and its vendor see it; every other status is public. */
export function canViewAuction(subject: Subject, auction: Owned & { status: AuctionStatus }): boolean {
  return auction.status !== 'draft' || canReadManagedAuction(subject, auction);
}

/**
 * The statuses public lists leave out: unapproved drafts, and sales called off, which are no longer
 * on offer (a cancelled auction's own page stays readable at its address). Decision 047.
 */
export const UNLISTED_STATUSES = ['draft', 'cancelled'] as const satisfies readonly AuctionStatus[];
export function isListed(status: AuctionStatus): boolean {
  return !(UNLISTED_STATUSES as readonly AuctionStatus[]).includes(status);
}

/** Which auctions a subject's lists may show: everything, or every listed auction plus their own unlisted ones. */
export type AuctionVisibility = { kind: 'all' } | { kind: 'public'; ownerId?: string };
export function auctionVisibility(subject: Subject): AuctionVisibility {
  if (subject?.role === 'admin') return { kind: 'all' };
  if (subject?.role === 'vendor') return { kind: 'public', ownerId: subject.userId };
  return { kind: 'public' };
}

/** Admins and the bidder themselves see a bidder's name; everyone else sees the alias (spec §6). */
export function canSeeBidderName(subject: Subject, bidderId: string): boolean {
  return isAdmin(subject) || subject?.userId === bidderId;
}

/** Why someone may not list: signed out, not a vendor or admin, or a vendor not yet approved (spec §1). */
export type ListerStanding = 'ok' | 'signed_out' | 'forbidden' | 'not_approved';
export function listerStanding(subject: Subject): ListerStanding {
  if (!subject) return 'signed_out';
  if (subject.role === 'admin') return 'ok';
  if (subject.role !== 'vendor') return 'forbidden';
  return isVerified(subject) ? 'ok' : 'not_approved';
}

/**
 * Who may change an auction (its fields, images and documents' writes aside): admins any; an approved
 * vendor only their own, and only while it is a draft: drafts are the submissions awaiting approval,
 * and an approved listing changes through an admin (decision 006).
 */
export type AuctionEditStanding = ListerStanding | 'not_owner' | 'drafts_only';
export function auctionEditStanding(subject: Subject, auction: Owned & { status: AuctionStatus }): AuctionEditStanding {
  const lister = listerStanding(subject);
  if (lister !== 'ok' || isAdmin(subject)) return lister;
  if (auction.createdBy !== subject!.userId) return 'not_owner';
  return auction.status === 'draft' ? 'ok' : 'drafts_only';
}

/** Documents of an auction are written by admins, or by its own approved vendor whatever its status. */
export function documentWriterStanding(subject: Subject, auction: Owned): ListerStanding | 'not_owner' {
  if (!subject) return 'signed_out';
  if (subject.role === 'admin') return 'ok';
  if (subject.role !== 'vendor' || subject.userId !== auction.createdBy) return 'forbidden';
  return isVerified(subject) ? 'ok' : 'not_approved';
}

/** Spec §1: a vendor approved by an admin may approve buyers. */
export function canApproveBuyers(subject: Subject): boolean {
  return subject?.role === 'vendor' && isVerified(subject);
}

/**
 * Spec §1 and §6: only a buyer may bid, once approved. The first rule the subject fails, in the order
 * of the bid flow, or `eligible`. (The EMD is a rule of each auction: a bid also needs that auction's
 * EMD held from the buyer's wallet, decided in the bid transaction; decision 014.)
 */
export type BidderStanding = 'eligible' | 'signed_out' | 'not_buyer' | 'pending' | 'suspended' | 'rejected';
export function bidderStanding(subject: Subject): BidderStanding {
  if (!subject) return 'signed_out';
  if (subject.role !== 'buyer') return 'not_buyer';
  const status = subject.profile?.verificationStatus ?? 'pending';
  return status === 'verified' ? 'eligible' : status;
}

/**
 * Who may pay EMD into their wallet: a buyer, approved or awaiting approval, never a suspended or a
 * rejected one: that money would sit in escrow from an account that can never bid.
 */
export function canDepositEmd(subject: Subject): boolean {
  const standing = bidderStanding(subject);
  return standing === 'eligible' || standing === 'pending';
}
