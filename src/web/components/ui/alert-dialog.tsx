import { AlertDialog as A } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';
import { buttonVariants } from './button';
import { useFocusReturn } from './use-focus-return';

export const AlertDialog = A.Root;
export const AlertDialogTrigger = A.Trigger;

export function AlertDialogContent({ className, onOpenAutoFocus, onCloseAutoFocus, ...props }: ComponentProps<typeof A.Content>) {
  const focus = useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <A.Portal>
      <A.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <A.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-popover p-6 shadow-lg',
          className,
        )}
        {...props}
        {...focus}
      />
    </A.Portal>
  );
}
export const AlertDialogTitle = ({ className, ...p }: ComponentProps<typeof A.Title>) => (
  <A.Title className={cn('text-lg font-semibold', className)} {...p} />
);
export const AlertDialogDescription = ({ className, ...p }: ComponentProps<typeof A.Description>) => (
  <A.Description className={cn('text-sm text-muted-foreground', className)} {...p} />
);
export const AlertDialogFooter = ({ className, ...p }: ComponentProps<'div'>) => (
  <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...p} />
);
export const AlertDialogCancel = ({ className, ...p }: ComponentProps<typeof A.Cancel>) => (
  <A.Cancel className={cn(buttonVariants({ variant: 'outline' }), className)} {...p} />
);
export const AlertDialogAction = ({
  className,
  variant = 'destructive',
  ...p
}: ComponentProps<typeof A.Action> & { variant?: 'destructive' | 'default' }) => (
  <A.Action className={cn(buttonVariants({ variant }), className)} {...p} />
);
