import { Popover as P } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export const Popover = P.Root;
export const PopoverTrigger = P.Trigger;

/**
 * Whether focus left the popover for another floating layer (a select's list opened from this popover):
 * that list is portaled out of the popover in the page, so it must not count as focus outside, which would
 * close the popover as soon as the list opened.
 */
const intoAnotherLayer = (event: Event) =>
  event.target instanceof Element && event.target.closest('[data-radix-popper-content-wrapper]') !== null;

export function PopoverContent({ className, align = 'end', sideOffset = 6, onFocusOutside, ...props }: ComponentProps<typeof P.Content>) {
  return (
    <P.Portal>
      <P.Content
        align={align}
        sideOffset={sideOffset}
        className={cn('z-50 w-80 rounded-lg border bg-popover text-popover-foreground shadow-lg outline-none', className)}
        onFocusOutside={(event) => {
          onFocusOutside?.(event);
          if (intoAnotherLayer(event)) event.preventDefault();
        }}
        {...props}
      />
    </P.Portal>
  );
}
