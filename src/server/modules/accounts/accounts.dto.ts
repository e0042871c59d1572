import type { Role } from '../../../shared/domain/constants';
import { highestRole } from '../../../shared/domain/roles';
import type { Profile } from '../../../shared/schemas/account';
import type { AdminUser, PendingBuyer } from '../../../shared/schemas/admin';
import type { accountsRepository, ProfileRow } from './accounts.repository';

type ListedRow = NonNullable<Awaited<ReturnType<typeof accountsRepository.findListed>>>;

/** A profile as its owner and admins see it. */
export function toProfileDto(p: ProfileRow): Profile {
  return {
    userId: p.userId,
    email: p.email,
    fullName: p.fullName,
    phone: p.phone,
    companyName: p.companyName,
    userType: p.userType,
    buyerType: p.buyerType,
    pan: p.pan,
    gst: p.gst,
    aadhaarLast4: p.aadhaarLast4,
    verificationStatus: p.verificationStatus,
    kycVerified: p.kycVerified,
    emdPaid: p.emdPaid,
    emdAmount: p.emdAmount,
    language: p.language,
    statusReason: p.statusReason,
    createdAt: p.createdAt.toISOString(),
  };
}

/** A row of the admin's user table. */
export function toAdminUser(row: ListedRow, roles: Role[]): AdminUser {
  const { aadhaarLast4: _aadhaar, ...profile } = toProfileDto(row.profile);
  return {
    ...profile,
    role: highestRole(roles),
    roles,
    auctionsCount: row.auctionsCount,
    bidsCount: row.bidsCount,
    leadingLiveAuctions: row.leadingLiveAuctions,
    approvedAt: row.profile.approvedAt?.toISOString() ?? null,
  };
}

/**
 * "p•••@example.com": the first letter of the mailbox and the domain. Enough for a vendor to recognise
 * a buyer who writes to it, not enough to write to them (decision 037).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '•••';
  const mailbox = email.slice(0, at);
  return `${mailbox.length > 1 ? mailbox[0] : ''}•••${email.slice(at)}`;
}

/** The last four digits of a phone number, or null when it has fewer. */
export function phoneLast4(phone: string | null): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits.length >= 4 ? digits.slice(-4) : null;
}

/** A pending buyer as a verified vendor sees them: contacts masked, no PAN, GST or Aadhaar (decision 037). */
export function toPendingBuyer(p: ProfileRow): PendingBuyer {
  return {
    userId: p.userId,
    maskedEmail: maskEmail(p.email),
    fullName: p.fullName,
    phoneLast4: phoneLast4(p.phone),
    buyerType: p.buyerType,
    companyName: p.companyName,
    verificationStatus: p.verificationStatus,
    emdPaid: p.emdPaid,
    createdAt: p.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a person (no PAN, GST or Aadhaar). */
export function auditSnapshot(p: ProfileRow, roles?: Role[]) {
  return {
    fullName: p.fullName,
    email: p.email,
    verificationStatus: p.verificationStatus,
    statusReason: p.statusReason,
    emdPaid: p.emdPaid,
    emdAmount: p.emdAmount,
    ...(roles ? { roles } : {}),
  };
}
