import { ArrowDownToLineIcon, ClockIcon, WalletIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { canDepositEmd } from '@shared/domain/access';
import { formatINR } from '@shared/domain/money';
import type { EmdHold, EmdWallet, Withdrawal } from '@shared/schemas/emd';
import { LoadError } from '@web/components/layout/query-states';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useBuyerText } from '@web/i18n/ns/buyer';
import { useSession } from '@web/lib/session';
import { useMyEmd } from '../api/get-my-emd';
import { useMyEmdDeposits } from '../api/get-my-emd-deposits';
import { useLiveEmdWallet } from '../hooks/use-live-emd-wallet';
import { EmdPayButton } from './emd-pay-button';
import { istDateTime } from './ist-date-time';
import { AccountLine } from './masked-account';
import { WithdrawalDialog } from './withdrawal-dialog';
import { WithdrawalStatusBadge } from './withdrawal-status-badge';

/** Holds listed before "Show all". */
const HOLDS_SHOWN = 5;
// NOTE: no 'destructive' badge: its white on red misses AA contrast in the dark theme.
const HOLD_VARIANT = { held: 'upcoming', released: 'muted', applied: 'live', forfeited: 'warning' } as const;

/**
 * The buyer's EMD wallet (decision 014): the balance, what auctions hold and what is available,
 * each hold with its auction, the withdrawals, and the two ways money moves in and out: "Deposit
 * EMD" (a bank transfer an admin verifies) and "Withdraw". Kept live by `emd.changed`.
 */
export function EmdWalletCard({ className }: { className?: string }) {
  const t = useBuyerText();
  const wallet = useMyEmd();
  const deposits = useMyEmdDeposits();
  const titleId = useId();
  const noneId = useId();
  useLiveEmdWallet();
  const mayDeposit = canDepositEmd(useSession().subject);
  const pending = deposits.data?.items.filter((d) => d.status === 'pending') ?? [];
  const data = wallet.data;
  // NOTE: only money that came from the buyer's own accounts goes back out, to those accounts (decision 033).
  const withdrawable = data
    ? Math.min(
        data.available,
        data.refundAccounts.reduce((sum, a) => sum + a.refundable, 0),
      )
    : 0;

  return (
    <Card className={className} aria-labelledby={titleId} role="region" data-testid="emd-wallet">
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <WalletIcon className="size-5 text-primary" aria-hidden />
          {t('wallet.title')}
        </CardTitle>
        <CardDescription>{t('wallet.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {wallet.isPending ? (
          <div className="grid gap-3" aria-busy aria-label={t('wallet.loading')}>
            <Skeleton className="h-16" />
            <Skeleton className="h-9 w-48" />
            <Skeleton className="h-24" />
          </div>
        ) : wallet.isError ? (
          <LoadError what={t('wallet.loadWhat')} error={wallet.error} onRetry={() => void wallet.refetch()} />
        ) : data ? (
          <>
            <Figures wallet={data} />
            {pending.length ? (
              <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm" data-testid="emd-pending-deposit">
                <ClockIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                <span>
                  {pending.length === 1
                    ? t('wallet.pendingOne', { amount: formatINR(pending[0]!.amount) })
                    : t('wallet.pendingMany', {
                        count: pending.length,
                        amount: formatINR(pending.reduce((s, d) => s + d.amount, 0)),
                      })}{' '}
                  {t('wallet.addedOnceVerified', { count: pending.length })}
                </span>
              </p>
            ) : null}
            <div className="flex flex-wrap items-center gap-2">
              {mayDeposit ? (
                <EmdPayButton variant="outline" size="sm">
                  {t('wallet.deposit')}
                </EmdPayButton>
              ) : null}
              <WithdrawalDialog
                available={data.available}
                accounts={data.refundAccounts}
                trigger={
                  <Button size="sm" disabled={withdrawable <= 0} aria-describedby={withdrawable <= 0 ? noneId : undefined}>
                    <ArrowDownToLineIcon aria-hidden />
                    {t('wallet.withdraw')}
                  </Button>
                }
              />
              {withdrawable <= 0 ? (
                <span id={noneId} className="text-xs text-muted-foreground">
                  {data.available > 0 ? t('wallet.noSourceAccount') : t('wallet.nothingToWithdraw')}
                </span>
              ) : null}
            </div>
            <Section title={t('wallet.holds')} empty={t('wallet.noHolds')}>
              {data.holds.length ? <Holds holds={data.holds} /> : null}
            </Section>
            <Section title={t('wallet.withdrawals')} empty={t('wallet.noWithdrawals')}>
              {data.withdrawals.length ? (
                <ul className="grid gap-2" aria-label={t('wallet.withdrawals')}>
                  {data.withdrawals.map((w) => (
                    <WithdrawalRow key={w.id} withdrawal={w} />
                  ))}
                </ul>
              ) : null}
            </Section>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Available first and large (what the buyer can use or withdraw), then what auctions hold and the whole balance. */
function Figures({ wallet }: { wallet: EmdWallet }) {
  const t = useBuyerText();
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg border p-3" aria-live="polite">
      <div className="col-span-2">
        <dt className="text-xs font-medium text-muted-foreground">{t('wallet.available')}</dt>
        <dd className="tabular text-2xl font-bold text-primary" data-testid="emd-available">
          {formatINR(wallet.available)}
        </dd>
      </div>
      <div>
        <dt className="text-xs font-medium text-muted-foreground">{t('wallet.held')}</dt>
        <dd className="tabular font-semibold" data-testid="emd-held">
          {formatINR(wallet.held)}
        </dd>
      </div>
      <div>
        <dt className="text-xs font-medium text-muted-foreground">{t('wallet.balance')}</dt>
        <dd className="tabular font-semibold" data-testid="emd-balance">
          {formatINR(wallet.balance)}
        </dd>
      </div>
    </dl>
  );
}

/** Held first (money still tied up), then the rest, latest first. */
function byRelevance(a: EmdHold, b: EmdHold): number {
  if ((a.status === 'held') !== (b.status === 'held')) return a.status === 'held' ? -1 : 1;
  return b.updatedAt.localeCompare(a.updatedAt);
}

function Holds({ holds }: { holds: EmdHold[] }) {
  const t = useBuyerText();
  const [all, setAll] = useState(false);
  const sorted = [...holds].sort(byRelevance);
  const shown = all ? sorted : sorted.slice(0, HOLDS_SHOWN);
  const listId = useId();
  return (
    <>
      <ul id={listId} className="grid gap-2" aria-label={t('wallet.holdsLabel')}>
        {shown.map((h) => (
          <HoldRow key={h.auctionId} hold={h} />
        ))}
      </ul>
      {sorted.length > HOLDS_SHOWN ? (
        <Button
          variant="link"
          size="sm"
          className="justify-self-start px-0"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll(!all)}
        >
          {all ? t('wallet.showFewer') : t('wallet.showAll', { count: sorted.length })}
        </Button>
      ) : null}
    </>
  );
}

function Section({ title, empty, children }: { title: string; empty: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h4 id={id} className="text-sm font-semibold">
        {title}
      </h4>
      {children ?? <p className="text-sm text-muted-foreground">{empty}</p>}
    </section>
  );
}

function HoldRow({ hold }: { hold: EmdHold }) {
  const t = useBuyerText();
  return (
    <li className="flex items-center gap-3 rounded-lg border p-2.5 text-sm" data-testid="emd-hold">
      <Link
        to={`/auction/${hold.auctionId}`}
        className="line-clamp-2 min-w-0 flex-1 font-medium text-primary underline-offset-4 hover:underline"
        translate="no"
      >
        {hold.auctionTitle}
      </Link>
      <span className="tabular shrink-0 font-semibold">{formatINR(hold.amount)}</span>
      <Badge variant={HOLD_VARIANT[hold.status]} className="shrink-0">
        {t(`wallet.hold.${hold.status}`)}
      </Badge>
    </li>
  );
}

function WithdrawalRow({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const t = useBuyerText();
  return (
    <li className="grid gap-1 rounded-lg border p-2.5 text-sm" data-testid="emd-withdrawal">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="tabular font-semibold">{formatINR(w.amount)}</span>
        <WithdrawalStatusBadge status={w.status} />
      </div>
      <p className="text-xs text-muted-foreground">
        {t('wallet.to')} <AccountLine account={w.account} /> · {t('wallet.requested', { date: istDateTime(w.createdAt) })}
      </p>
      {w.status === 'paid' && w.utrReference ? (
        <p className="text-xs text-muted-foreground">
          {w.reviewedAt ? t('wallet.paidAt', { date: istDateTime(w.reviewedAt) }) : t('wallet.paid')}{' '}
          <span className="font-mono text-foreground" translate="no">
            {w.utrReference}
          </span>
        </p>
      ) : null}
      {w.status === 'rejected' && w.rejectionReason ? (
        <p className="text-xs">
          <span className="text-destructive">
            {t('wallet.reason')} <span translate="no">{w.rejectionReason}</span>
          </span>{' '}
          <span className="text-muted-foreground">{t('wallet.backInWallet')}</span>
        </p>
      ) : null}
    </li>
  );
}
