import {
  auctionEditStanding,
  canApproveBuyers,
  canManageAuction,
  documentWriterStanding,
  listerStanding,
  ownsAuction,
  type AuctionEditStanding,
} from '../../../shared/domain/access';
import type { AuctionStatus, Role } from '../../../shared/domain/constants';
import { AUCTION_FORM_MESSAGES } from '../../../shared/schemas/auction-form';
import type { Actor } from './actor';
import { ForbiddenError, NotApprovedError, UnauthenticatedError } from '../http/errors';

/**
 * The guards services start with: each applies one rule of src/shared/domain/access.ts and turns a
 * refusal into the error the API answers (401 signed out, 403 not allowed or not yet approved).
 */

export function requireSignedIn(actor: Actor | null, message?: string): Actor {
  if (!actor) throw new UnauthenticatedError(message);
  return actor;
}

/** Screens and calls of one role only (spec §6: dashboards and reports per role, admin screens). */
export function requireRole(actor: Actor | null, role: Role, message?: string): Actor {
  const a = requireSignedIn(actor);
  if (a.role !== role) throw new ForbiddenError(message);
  return a;
}

export function requireAdmin(actor: Actor | null): Actor {
  return requireRole(actor, 'admin');
}

const OWN_AUCTIONS_ONLY = 'You can only manage your own auctions.';

/** Why a vendor may not act, in its own words: awaiting approval, suspended or not approved (decision 032). */
export function vendorNotApprovedMessage(actor: Actor | null): string {
  switch (actor?.profile?.verificationStatus) {
    case 'suspended':
      return AUCTION_FORM_MESSAGES.vendorSuspended;
    case 'rejected':
      return AUCTION_FORM_MESSAGES.vendorRejected;
    default:
      return AUCTION_FORM_MESSAGES.vendorNotApproved;
  }
}

function refuse(standing: Exclude<AuctionEditStanding, 'ok'>, actor: Actor | null): never {
  switch (standing) {
    case 'signed_out':
      throw new UnauthenticatedError();
    case 'not_approved':
      throw new NotApprovedError(vendorNotApprovedMessage(actor));
    case 'not_owner':
      throw new ForbiddenError(OWN_AUCTIONS_ONLY);
    case 'drafts_only':
      throw new ForbiddenError(AUCTION_FORM_MESSAGES.vendorEditsDraftsOnly);
    case 'forbidden':
      throw new ForbiddenError();
  }
}

/** Admins, and vendors an admin has approved (spec §1). */
export function requireLister(actor: Actor | null): Actor {
  const standing = listerStanding(actor);
  if (standing !== 'ok') refuse(standing, actor);
  return actor!;
}

/** See `auctionEditStanding`: admins any auction; an approved vendor their own drafts. */
export function requireAuctionEditor(actor: Actor | null, auction: { createdBy: string; status: AuctionStatus }): Actor {
  const standing = auctionEditStanding(actor, auction);
  if (standing !== 'ok') refuse(standing, actor);
  return actor!;
}

/** Admins, or the auction's own approved vendor. */
export function requireDocumentWriter(actor: Actor | null, auction: { createdBy: string }): Actor {
  const standing = documentWriterStanding(actor, auction);
  if (standing !== 'ok') refuse(standing, actor);
  return actor!;
}

/** Spec §1: a vendor approved by an admin may also approve buyers. */
export function requireBuyerApprover(actor: Actor | null): Actor {
  const a = requireSignedIn(actor);
  if (a.role !== 'vendor') throw new ForbiddenError();
  if (!canApproveBuyers(a)) throw new NotApprovedError(vendorNotApprovedMessage(a));
  return a;
}

/**
 * A seller's operation on its own auction or sale (reserve price, sale decisions, payments,
 * deadlines, re-sale): admins, or the auction's vendor while approved (decision 032).
 */
export function requireAuctionManager(actor: Actor | null, auction: { createdBy: string }): Actor {
  const a = requireSignedIn(actor);
  if (canManageAuction(a, auction)) return a;
  if (ownsAuction(a, auction)) throw new NotApprovedError(vendorNotApprovedMessage(a));
  throw new ForbiddenError(OWN_AUCTIONS_ONLY);
}
