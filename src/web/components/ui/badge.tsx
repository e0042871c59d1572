import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export const badgeVariants = cva('inline-flex items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-semibold whitespace-nowrap', {
  variants: {
    variant: {
      default: 'border-transparent bg-primary text-primary-foreground',
      secondary: 'border-transparent bg-secondary text-secondary-foreground',
      outline: 'text-foreground',
      live: 'border-transparent bg-live text-live-foreground',
      upcoming: 'border-transparent bg-upcoming text-upcoming-foreground',
      ended: 'border-transparent bg-ended text-ended-foreground',
      muted: 'border-transparent bg-muted text-muted-foreground',
      accent: 'border-transparent bg-accent text-accent-foreground',
      destructive: 'border-transparent bg-destructive-solid text-destructive-foreground',
      warning: 'border-transparent bg-warning text-warning-foreground',
    },
  },
  defaultVariants: { variant: 'default' },
});

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
