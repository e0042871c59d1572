/** Every `['emd', …]` query key, spelled here and nowhere else. */
export const emdKeys = {
  all: ['emd'] as const,
  /** The signed-in buyer's own deposits. */
  mine: () => [...emdKeys.all, 'mine'] as const,
  /** The platform's escrow account. */
  bankDetails: () => [...emdKeys.all, 'bank-details'] as const,
  /** Every buyer's deposits, for review (admins). */
  deposits: () => [...emdKeys.all, 'deposits'] as const,
  depositList: (status: string, q: string) => [...emdKeys.deposits(), status, q] as const,
  /** The signed-in buyer's EMD wallet: balance, holds and withdrawals (`GET /api/me/emd`). */
  wallet: () => [...emdKeys.all, 'wallet'] as const,
  /** Every buyer's withdrawal requests, for paying or rejecting (admins). */
  withdrawals: () => [...emdKeys.all, 'withdrawals'] as const,
  withdrawalList: (status: string) => [...emdKeys.withdrawals(), status] as const,
};
