/** Every `['emd', …]` query key, spelled here and nowhere else. */
export const emdKeys = {
  all: ['emd'] as const,
  /** The signed-in buyer's own deposits. */
  mine: () => [...emdKeys.all, 'deposits', 'mine'] as const,
  /** The platform's escrow account. */
  bankDetails: () => [...emdKeys.all, 'bank-details'] as const,
};
