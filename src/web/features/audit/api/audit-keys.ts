import type { Language } from '@shared/domain/languages';

/** Every `['audit', …]` query key, spelled here and nowhere else. */
export const auditKeys = {
  all: ['audit'] as const,
  /** The newest audit events, `limit` of them, their summaries in `language`. */
  activity: (limit: number, language: Language) => [...auditKeys.all, 'activity', limit, language] as const,
};
