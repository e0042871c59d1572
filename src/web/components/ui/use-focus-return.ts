import { useRef } from 'react';

type AutoFocusEvent = Event;

/**
 * Focus goes back to whatever opened a dialog when it closes. Radix returns it only to a dialog's own
 * Trigger; our dialogs are mostly opened from state (a row's button, a form's submit), so the element
 * focused when the dialog opened is remembered and focused again on close, if it is still on the page.
 */
export function useFocusReturn(handlers: {
  onOpenAutoFocus?: (event: AutoFocusEvent) => void;
  onCloseAutoFocus?: (event: AutoFocusEvent) => void;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: AutoFocusEvent) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: AutoFocusEvent) => {
      handlers.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const el = opener.current;
      if (el?.isConnected && el !== document.body) {
        event.preventDefault();
        el.focus();
      }
    },
  };
}
