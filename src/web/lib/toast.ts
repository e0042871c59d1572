import type { toast as SonnerToast } from 'sonner';
import { errorText, sharedText } from '@web/i18n/messages';

type ToastAction = { label: string; onClick: () => void };
type Kind = 'success' | 'error' | 'info';

/**
 * NOTE: sonner is not part of a page's first load. The first toast asks for the toaster
 * (components/ui/toaster.tsx renders it lazily once asked) and waits until it is mounted; every
 * toast after that goes straight through.
 */
let requested = false;
const listeners = new Set<() => void>();
let mounted: (sonner: typeof SonnerToast) => void = () => {};
const ready = new Promise<typeof SonnerToast>((resolve) => {
  mounted = resolve;
});

/** What the toaster shell reads: whether a toast was asked for, and where to report that sonner is mounted. */
export const toasterState = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  requested: (): boolean => requested,
  mounted: (sonner: typeof SonnerToast): void => mounted(sonner),
};

/**
 * The one toast helper. Spec §4/§9: a single toast is visible at a time and a new one replaces it.
 * NOTE: the current toast is dismissed and the new one gets a fresh id, so every toast runs its
 * full display time (updating one shared id would keep the old toast's remaining time).
 */
function show(kind: Kind, title: string, description?: string, action?: ToastAction) {
  if (!requested) {
    requested = true;
    for (const l of listeners) l();
  }
  void ready.then((sonner) => {
    sonner.dismiss();
    // A shared message (a group's fixed text) shows in the current language; other texts come worded (decision 043).
    title = sharedText(title);
    const opts = {
      description: description && sharedText(description),
      action: action && { ...action, label: sharedText(action.label) },
    };
    if (kind === 'success') sonner.success(title, opts);
    else if (kind === 'error') sonner.error(title, opts);
    else sonner(title, opts);
  });
}

export const toast = {
  success(title: string, description?: string) {
    show('success', title, description);
  },
  error(title: string, description?: string, action?: ToastAction) {
    show('error', title, description, action);
  },
  info(title: string, description?: string, action?: ToastAction) {
    show('info', title, description, action);
  },
  /** Shows an API failure: the server's message in the current language, or the fallback. */
  apiError(title: string, err: unknown, fallback = 'Please try again') {
    show('error', title, errorText(err, fallback));
  },
};
