import type { EmdDeposit } from '@shared/schemas/emd';
import { Badge } from '@web/components/ui/badge';
import { formatINR } from '@shared/domain/money';
import { useBiddingText } from '@web/i18n/ns/bidding';
import { AccountLine } from './masked-account';
import { useFormatDate } from '@web/lib/use-format-date';

/** One deposit the buyer reported: amount, UTR, the account it came from (and goes back to), when, and where it stands. */
export function EmdDepositStatus({ deposit }: { deposit: EmdDeposit }) {
  const formatDate = useFormatDate();
  const t = useBiddingText();
  return (
    <div className="grid gap-1.5 rounded-lg border p-3 text-sm" data-testid="emd-deposit">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="tabular font-semibold">{formatINR(deposit.amount)}</span>
        <Badge variant={deposit.status === 'pending' ? 'warning' : deposit.status === 'verified' ? 'live' : 'destructive'}>
          {t(`emd.status.${deposit.status}`)}
        </Badge>
      </div>
      <div className="text-muted-foreground">
        {t('emd.utrLabel')}{' '}
        <span className="font-mono text-foreground" translate="no">
          {deposit.utrReference}
        </span>
      </div>
      {deposit.sourceAccount ? (
        <div className="text-muted-foreground">
          {t('emd.from.label')} <AccountLine account={deposit.sourceAccount} className="text-foreground" />
        </div>
      ) : null}
      <div className="text-xs text-muted-foreground">{t('emd.submittedAt', { date: formatDate(deposit.createdAt, 'short') })}</div>
      {deposit.status === 'rejected' && deposit.rejectionReason ? (
        <p className="text-xs text-destructive">
          {t('emd.reason')} <span translate="no">{deposit.rejectionReason}</span>
        </p>
      ) : null}
    </div>
  );
}
