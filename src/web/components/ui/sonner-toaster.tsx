import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { useTheme } from '@web/components/layout/theme-provider';
import { toasterState } from '@web/lib/toast';

/**
 * One visible toast at a time (spec §9); the default display time is 5,000 ms. Loaded by toaster.tsx.
 * NOTE: toasts sit at the bottom, away from the top navigation and what drops down from it (the bell's
 * notifications and their "Mark all read", the account menu): a toast under the pointer does not time
 * out, so one covering those controls would block them.
 */
export default function SonnerToaster() {
  const { resolved } = useTheme();
  // NOTE: a child's effects run before its parent's, so sonner has subscribed to toasts by now.
  useEffect(() => toasterState.mounted(toast), []);
  return (
    <Sonner
      theme={resolved}
      visibleToasts={1}
      duration={5000}
      richColors
      closeButton
      position="bottom-right"
      offset={{ bottom: 24, right: 24 }}
      mobileOffset={{ bottom: 16, right: 16, left: 16 }}
    />
  );
}
