import { useQueryClient } from '@tanstack/react-query';
import { GavelIcon } from 'lucide-react';
import { useState } from 'react';
import { formatINR } from '@shared/domain/money';
import { auctionTopic } from '@shared/realtime';
import { dueDate, type Sale } from '@shared/schemas/sale';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { useBiddingText } from '@web/i18n/ns/bidding';
import { useRealtimeTopic } from '@web/lib/use-realtime';
import { useSale } from '../api/get-sale';
import { saleKeys } from '../api/sale-keys';
import { BuyerAddress } from './buyer-address';
import { SaleActions, type Open } from './sale-actions';
import { SaleDialogs } from './sale-dialogs';
import { SaleFacts } from './sale-facts';
import { SalePayments } from './sale-payments';
import { SaleStageBadge } from './sale-stage-badge';

type T = (key: string, values?: Record<string, unknown>) => string;

/** What this stage means to the one looking at it. */
function stageNote(t: T, sale: Sale): string | null {
  const buyer = sale.as === 'buyer';
  const note = (key: string, values?: Record<string, unknown>) => t(`sale.note.${key}`, values);
  switch (sale.stage) {
    case 'reserve_not_met':
      return note(buyer ? 'reserveBuyer' : 'reserveSeller', { date: dueDate(sale.decisionDueAt!) });
    case 'awaiting_confirmation':
      return note(buyer ? 'awaitingBuyer' : 'awaitingSeller');
    case 'deposit_due':
      return note(buyer ? 'depositBuyer' : 'depositSeller', {
        amount: formatINR(sale.depositAmount ?? 0),
        date: dueDate(sale.depositDueAt!),
      });
    case 'balance_due':
      return note(buyer ? 'balanceBuyer' : 'balanceSeller', {
        amount: formatINR(sale.balanceAmount ?? 0),
        date: dueDate(sale.balanceDueAt!),
      });
    case 'completed':
      return note(buyer ? 'completedBuyer' : 'completedSeller');
    case 'forfeited':
      return note(buyer ? 'forfeitedBuyer' : 'forfeitedSeller');
    case 'rejected':
      return note('rejected');
    case 'not_sold':
      return note(sale.price === null ? 'noBids' : 'notAccepted');
  }
}

/**
 * The sale after the close (decision 014) for its parties — the highest bidder, the seller and
 * admins: its stage, amounts and deadlines, the payments reported, and the one or two steps the
 * viewer may take now (the server lists them in `actions`). It follows the sale live.
 */
export function SalePanel({ auctionId, enabled }: { auctionId: string; enabled: boolean }) {
  const t = useBiddingText();
  const qc = useQueryClient();
  const sale = useSale(auctionId, enabled);
  useRealtimeTopic(enabled ? auctionTopic(auctionId) : null, (msg) => {
    if (msg.event === 'sale.changed' || msg.event === 'auction.ended') void qc.invalidateQueries({ queryKey: saleKeys.detail(auctionId) });
  });

  if (!enabled) return null;
  if (sale.isPending) return <Skeleton className="h-40 w-full rounded-xl" />;
  if (sale.isError) {
    // Not a party to this sale, or no sale yet: nothing to show.
    if (sale.error instanceof ApiError && (sale.error.status === 403 || sale.error.status === 404)) return null;
    return (
      <section className="rounded-xl border bg-card p-5 text-sm shadow-sm" role="alert">
        {t('sale.loadFailed')}{' '}
        <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void sale.refetch()}>
          {t('sale.retry')}
        </Button>
      </section>
    );
  }
  return <SaleCard sale={sale.data} />;
}

function SaleCard({ sale }: { sale: Sale }) {
  const t = useBiddingText();
  const id = sale.auctionId;
  const [open, setOpen] = useState<Open>(null);
  return (
    <section aria-labelledby={`sale-${id}`} className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm" data-testid="sale-panel">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`sale-${id}`} className="flex items-center gap-2 text-lg font-semibold">
          <GavelIcon className="size-5 text-primary" aria-hidden />
          {sale.as === 'buyer' ? t('sale.yourPurchase') : t('sale.theSale')}
        </h2>
        <SaleStageBadge stage={sale.stage} />
      </div>
      {stageNote(t, sale) ? (
        <p className="rounded-md bg-muted p-3 text-sm" data-testid="sale-note">
          {stageNote(t, sale)}
        </p>
      ) : null}
      {sale.reason ? (
        <p className="text-sm">
          <span className="text-muted-foreground">{t('sale.reason')}</span>
          <span translate="no">{sale.reason}</span>
        </p>
      ) : null}
      <SaleFacts sale={sale} />
      {sale.as === 'buyer' ? <BuyerAddress sale={sale} /> : null}
      <SalePayments sale={sale} />
      <SaleActions sale={sale} onOpen={setOpen} />
      <SaleDialogs sale={sale} open={open} onClose={() => setOpen(null)} />
    </section>
  );
}
