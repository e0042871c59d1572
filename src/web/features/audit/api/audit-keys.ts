/** Every `['audit', …]` query key, spelled here and nowhere else. */
export const auditKeys = {
  all: ['audit'] as const,
  /** The newest audit events, `limit` of them. */
  activity: (limit: number) => [...auditKeys.all, 'activity', limit] as const,
};
