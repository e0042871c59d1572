import { CheckIcon } from 'lucide-react';
import { Checkbox as C } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export function Checkbox({ className, ...props }: ComponentProps<typeof C.Root>) {
  return (
    <C.Root
      className={cn(
        'peer size-4 shrink-0 rounded-[4px] border border-input bg-card shadow-xs data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground aria-invalid:border-destructive focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    >
      <C.Indicator className="flex items-center justify-center">
        <CheckIcon className="size-3.5" />
      </C.Indicator>
    </C.Root>
  );
}
