import { LoaderCircleIcon } from 'lucide-react';
import { REALTIME_MESSAGES } from '@shared/realtime';
import { useMessages } from '@web/i18n/messages';
import '@web/i18n/ns/bidding';

/** DESIGN.md: a lost connection shows a small "Reconnecting…" pill. */
export function ConnectionPill({ visible }: { visible: boolean }) {
  const say = useMessages();
  if (!visible) return null;
  return (
    <span
      role="status"
      className="inline-flex items-center gap-1 rounded-full bg-warning px-2 py-0.5 text-xs font-medium text-warning-foreground"
    >
      <LoaderCircleIcon className="size-3 animate-spin" aria-hidden />
      {say.text(REALTIME_MESSAGES.reconnecting)}
    </span>
  );
}
