import type { ProfileRow } from './users.repository';

/** Profile as the API shows it to its owner and to admins. */
export function toProfileDto(p: ProfileRow) {
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
    alias: p.alias,
    createdAt: p.createdAt.toISOString(),
  };
}
