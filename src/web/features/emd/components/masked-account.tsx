import { cn } from '@web/lib/cn';

/** "•••• 9012": a bank account number with all but its last four digits hidden (read as "ending 9012"). */
export function MaskedAccount({ account, className }: { account: string; className?: string }) {
  return (
    <span className={cn('font-mono whitespace-nowrap tabular-nums', className)}>
      <span aria-hidden>••••</span>
      <span className="sr-only">Account ending</span> {account.slice(-4)}
    </span>
  );
}
