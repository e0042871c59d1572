import { CheckCircle2Icon, WifiOffIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useCommonText } from '@web/i18n/ns/common';
import { useCatchUpWhenReachable, useOffline } from '@web/lib/connectivity';

const BACK_ONLINE_MS = 4_000;

/**
 * "You are offline" on every page while the tab cannot reach the server, and a short "Back online"
 * when it can again (decision 045). The live region is always in the page, so a screen reader hears
 * the change politely.
 */
export function OfflineBanner() {
  const t = useCommonText();
  const offline = useOffline();
  const [backOnline, setBackOnline] = useState(false);
  const wasOffline = useRef(false);
  useCatchUpWhenReachable();
  useEffect(() => {
    if (offline) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [offline]);
  return (
    <div role="status" aria-live="polite" data-testid="connectivity">
      {offline ? (
        <p className="flex items-center justify-center gap-2 bg-warning px-4 py-2 text-center text-sm font-medium text-warning-foreground">
          <WifiOffIcon className="size-4 shrink-0" aria-hidden />
          <span>{t('offline.banner')}</span>
        </p>
      ) : backOnline ? (
        <p className="flex items-center justify-center gap-2 bg-live px-4 py-2 text-center text-sm font-medium text-live-foreground">
          <CheckCircle2Icon className="size-4 shrink-0" aria-hidden />
          <span>{t('offline.back')}</span>
        </p>
      ) : null}
    </div>
  );
}

/** What a list shows instead of a load error or endless skeletons when nothing was loaded before going offline. */
export function OfflineNotice() {
  const t = useCommonText();
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
      <WifiOffIcon className="size-8 text-muted-foreground" aria-hidden />
      <p className="font-medium">{t('offline.title')}</p>
      <p className="text-sm text-muted-foreground">{t('offline.hint')}</p>
    </div>
  );
}
