/** Every `['accounts', …]` query key, spelled here and nowhere else. */
export const accountKeys = {
  all: ['accounts'] as const,
  /** Every account, filtered (admins). */
  users: (filters: object) => [...accountKeys.all, 'users', filters] as const,
  /** Buyers awaiting approval (verified vendors). */
  pendingBuyers: () => [...accountKeys.all, 'pending-buyers'] as const,
};
