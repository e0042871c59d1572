import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';

/**
 * One figure of a dashboard's card row: label, value, and an optional line under it; `caption` says
 * what a money figure sums (FIGURE_DEFINITIONS), in small muted type at the foot of the card.
 */
export function StatCard({
  label,
  value,
  hint,
  caption,
  icon: Icon,
  loading,
  tone,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  caption?: string;
  icon?: LucideIcon;
  loading?: boolean;
  tone?: 'live' | 'upcoming' | 'ended' | 'warning' | 'destructive' | 'primary';
}) {
  return (
    <Card className="p-4" role="group" aria-label={label}>
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        {Icon ? (
          <Icon
            className={cn(
              'size-4 shrink-0 text-muted-foreground',
              tone === 'live' && 'text-live',
              tone === 'upcoming' && 'text-upcoming',
              tone === 'warning' && 'text-accent-foreground dark:text-accent',
              tone === 'destructive' && 'text-destructive',
              tone === 'primary' && 'text-primary',
            )}
            aria-hidden
          />
        ) : null}
      </div>
      {loading ? <Skeleton className="mt-2 h-7 w-20" /> : <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>}
      {hint ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
      {caption ? (
        <p className="mt-2 border-t pt-2 text-xs leading-snug text-muted-foreground" data-testid="figure-caption">
          {caption}
        </p>
      ) : null}
    </Card>
  );
}
