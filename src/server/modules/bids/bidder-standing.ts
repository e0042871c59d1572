import { highestRole } from '../../../shared/domain/roles';
import type { Role } from '../../../shared/domain/constants';
import { BID_MESSAGES } from '../../../shared/schemas/bid';
import { ForbiddenError, NotApprovedError, type AppError } from '../../lib/errors';
import { EmdRequiredError } from './bid-errors';

/** What decides whether someone may bid at all (spec §6: a buyer, approved, EMD paid). */
export type Standing = { roles: readonly Role[]; profile: { verificationStatus: string; emdPaid: boolean } | null };

const APPROVAL_MESSAGES: Record<string, string> = {
  pending: BID_MESSAGES.approvalPending,
  suspended: BID_MESSAGES.approvalSuspended,
  rejected: BID_MESSAGES.approvalRejected,
};

/** The first rule the bidder fails, in the order of the bid flow; null when they may bid. */
export function standingError({ roles, profile }: Standing): AppError | null {
  if (highestRole(roles) !== 'buyer') return new ForbiddenError(BID_MESSAGES.buyersOnly);
  const status = profile?.verificationStatus ?? 'pending';
  if (status !== 'verified') return new NotApprovedError(APPROVAL_MESSAGES[status] ?? BID_MESSAGES.approvalPending);
  if (!profile?.emdPaid) return new EmdRequiredError();
  return null;
}
