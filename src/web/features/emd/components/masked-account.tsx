import { cn } from '@web/lib/cn';
import { useBiddingText } from '@web/i18n/ns/bidding';

/** "•••• 9012": a bank account number with all but its last four digits hidden (read as "ending 9012"). */
export function MaskedAccount({ account, className }: { account: string; className?: string }) {
  const t = useBiddingText();
  return (
    <span className={cn('font-mono whitespace-nowrap tabular-nums', className)}>
      <span aria-hidden>••••</span>
      <span className="sr-only">{t('emd.accountEnding')}</span> {account.slice(-4)}
    </span>
  );
}
