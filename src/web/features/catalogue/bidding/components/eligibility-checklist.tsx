import { formatINR } from '@shared/domain/money';
import { CheckCircle2Icon, CircleAlertIcon, LoaderCircleIcon, WalletIcon } from 'lucide-react';
import { countdown } from '@shared/domain/time-left';
import type { Eligibility } from '@shared/schemas/bid';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { useNow } from '@web/lib/use-now';
import { timeText, useAuctionsText } from '@web/i18n/ns/auctions';
import { useMessages } from '@web/i18n/messages';
import { useBiddingText } from '@web/i18n/ns/bidding';
import { useJoinAuction } from '../api/join-auction';

type Check = Eligibility['checks'][number];

/** The check's countdown, for the EMD cut-off while it is still open: "closes in 2d 4h 10m". */
function Countdown({ check }: { check: Check }) {
  const t = useBiddingText();
  const ta = useAuctionsText();
  const now = useNow();
  if (check.key !== 'emd_cutoff' || !check.ok || !check.deadline) return null;
  const left = countdown(check.deadline, now);
  if (left === 'Ended') return null;
  return (
    <span className="block text-xs text-muted-foreground" data-testid="emd-cutoff-countdown">
      {t('eligibility.closesIn')} <span className="tabular font-medium text-foreground">{timeText(ta, left)}</span>
    </span>
  );
}

/**
 * Decision 014: what a buyer still needs before a bid on this auction is accepted — KYC, this
 * auction's EMD held from their wallet before the cut-off, the auction live — each line with the one
 * action that fixes it (join, or deposit more to the wallet). The server decides the same rules in
 * the bid transaction; this only shows them.
 */
export function EligibilityChecklist({
  auctionId,
  eligibility,
  onDeposit,
}: {
  auctionId: string;
  eligibility: Eligibility;
  /** Opens the EMD deposit dialog for the amount still missing. */
  onDeposit: (shortfall: number) => void;
}) {
  const say = useMessages();
  const t = useBiddingText();
  const join = useJoinAuction(auctionId);
  const { amount, available } = eligibility.emd;

  // NOTE: the outcome follows the promise, not mutate's callbacks, which are dropped when the checklist unmounts:
  // the join's own `emd.changed` event refetches the eligibility, and once every check is met the checklist
  // gives way to "EMD held", which can happen before the join's answer comes (so can the auction's end).
  const onJoin = () => {
    if (join.isPending) return;
    void join.mutateAsync().then(
      (held) => toast.success(t('eligibility.joinedTitle'), t('server.joined', { amount: formatINR(held.amount) })),
      (err: Error) => toast.error(t('eligibility.joinFailed'), say.error(err, 'Please try again')),
    );
  };

  return (
    <section aria-labelledby={`${auctionId}-eligibility`} className="grid gap-2 rounded-md border p-3" data-testid="eligibility">
      <h3 id={`${auctionId}-eligibility`} className="text-sm font-semibold">
        {eligibility.eligible ? t('eligibility.canBid') : t('eligibility.before')}
      </h3>
      <ul className="grid gap-2 text-sm">
        {eligibility.checks.map((check) => (
          <li key={check.key} className="flex items-start gap-2" data-check={check.key} data-ok={check.ok}>
            {check.ok ? (
              <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-live" aria-label={t('eligibility.done')} />
            ) : (
              <CircleAlertIcon
                className="mt-0.5 size-4 shrink-0 text-warning-foreground dark:text-accent"
                aria-label={t('eligibility.needed')}
              />
            )}
            <span className={cn('min-w-0', !check.ok && 'font-medium')}>
              {say.said(check.said, check.message)}
              <Countdown check={check} />
            </span>
          </li>
        ))}
      </ul>
      {eligibility.checks.map((check) =>
        check.action === 'join' ? (
          <Button key="join" variant="default" className="w-full" onClick={onJoin} disabled={join.isPending} aria-busy={join.isPending}>
            {join.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <WalletIcon aria-hidden />}
            {t('eligibility.join')}
          </Button>
        ) : check.action === 'deposit' ? (
          <Button key="deposit" variant="outline" className="w-full" onClick={() => onDeposit(Math.max(amount - (available ?? 0), 1))}>
            <WalletIcon aria-hidden />
            {t('eligibility.deposit')}
          </Button>
        ) : null,
      )}
    </section>
  );
}
