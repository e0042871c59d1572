import type { MaskedAccount as MaskedAccountData } from '@shared/schemas/emd';
import { cn } from '@web/lib/cn';
import { useBiddingText } from '@web/i18n/ns/bidding';

/**
 * "•••• 9012": a bank account number of which the API sends only the last four digits (read as
 * "ending 9012"); the whole number never leaves the server (decision 033).
 */
export function MaskedAccount({ last4, className }: { last4: string; className?: string }) {
  const t = useBiddingText();
  return (
    <span className={cn('font-mono whitespace-nowrap tabular-nums', className)}>
      <span aria-hidden>••••</span>
      <span className="sr-only">{t('emd.accountEnding')}</span> {last4}
    </span>
  );
}

/** "Rahul Mehta · •••• 9012 · HDFC0001234": whose account, which, at which branch. */
export function AccountLine({ account, className }: { account: MaskedAccountData; className?: string }) {
  return (
    <span className={className}>
      {account.holderName ? (
        <>
          <span translate="no">{account.holderName}</span> ·{' '}
        </>
      ) : null}
      <MaskedAccount last4={account.last4} className="text-foreground" /> ·{' '}
      <span className="font-mono" translate="no">
        {account.ifsc}
      </span>
    </span>
  );
}
