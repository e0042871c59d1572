import { LoaderCircleIcon } from 'lucide-react';
import { REALTIME_MESSAGES } from '@shared/realtime';
import { useLocalise } from '@web/i18n/localise';
import '@web/i18n/ns/bidding';

/** DESIGN.md: a lost connection shows a small "Reconnecting…" pill. */
export function ConnectionPill({ visible }: { visible: boolean }) {
  const localise = useLocalise();
  if (!visible) return null;
  return (
    <span
      role="status"
      className="inline-flex items-center gap-1 rounded-full bg-warning px-2 py-0.5 text-xs font-medium text-warning-foreground"
    >
      <LoaderCircleIcon className="size-3 animate-spin" aria-hidden />
      {localise(REALTIME_MESSAGES.reconnecting)}
    </span>
  );
}
