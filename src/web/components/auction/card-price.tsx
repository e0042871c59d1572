import { formatINR, formatShort } from '@shared/domain/money';
import { cn } from '@web/lib/cn';

/** A labelled short-form amount on a card ("₹1.25 Cr"); the full figure is in the title. */
export function CardPrice({ label, amount, highlight = false }: { label: string; amount: number; highlight?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd
        className={cn('tabular truncate text-base font-semibold', highlight && 'text-amber-700 dark:text-accent')}
        title={formatINR(amount)}
      >
        {formatShort(amount)}
      </dd>
    </div>
  );
}
