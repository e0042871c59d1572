import { BELL_BADGE_CAP } from '@web/lib/ui-settings';

/** Spec §9: the bell badge shows the unread count, or "9+" above 9; nothing when all is read. */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > BELL_BADGE_CAP ? `${BELL_BADGE_CAP}+` : String(unread);
}
