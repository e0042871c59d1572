import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toasterState } from '@web/lib/toast';

const load = () => import('./sonner-toaster');
const SonnerToaster = lazy(load);

/**
 * Where toasts appear. sonner (the toasts themselves) loads with the first toast, so a page's
 * first load does without it; the first click or key press fetches it ahead, since toasts
 * mostly answer what the user just did.
 */
export function Toaster() {
  const requested = useSyncExternalStore(toasterState.subscribe, toasterState.requested, () => false);
  useEffect(() => {
    if (requested) return;
    const warm = () => void load();
    const opts = { once: true, passive: true, capture: true } as const;
    window.addEventListener('pointerdown', warm, opts);
    window.addEventListener('keydown', warm, opts);
    return () => {
      window.removeEventListener('pointerdown', warm, opts);
      window.removeEventListener('keydown', warm, opts);
    };
  }, [requested]);
  return requested ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
