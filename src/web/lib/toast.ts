import { toast as sonner } from 'sonner';
import { errorMessage } from './api-client';

type ToastAction = { label: string; onClick: () => void };
type Kind = 'success' | 'error' | 'info';

/**
 * The one toast helper. Spec §4/§9: a single toast is visible at a time and a new one replaces it.
 * NOTE: the current toast is dismissed and the new one gets a fresh id, so every toast runs its
 * full display time (updating one shared id would keep the old toast's remaining time).
 */
function show(kind: Kind, title: string, description?: string, action?: ToastAction) {
  sonner.dismiss();
  const opts = { description, action };
  if (kind === 'success') sonner.success(title, opts);
  else if (kind === 'error') sonner.error(title, opts);
  else sonner(title, opts);
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
  /** Shows an API failure: the server's message, or the fallback. */
  apiError(title: string, err: unknown, fallback = 'Please try again') {
    show('error', title, errorMessage(err, fallback));
  },
};
