import { useQueryClient } from '@tanstack/react-query';
import { CheckIcon, DownloadIcon, FileTextIcon, GavelIcon, RotateCcwIcon, XIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatINR } from '@shared/domain/money';
import { auctionTopic } from '@shared/realtime';
import { dueDate, type Sale, type SalePayment } from '@shared/schemas/sale';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useRealtimeTopic } from '@web/lib/use-realtime';
import { useCreateResale } from '../api/create-resale';
import { useExtendSale } from '../api/extend-sale';
import { useSale } from '../api/get-sale';
import { useMoveSale, type SaleStep } from '../api/move-sale';
import { useRejectSale } from '../api/reject-sale';
import { useReportSalePayment } from '../api/report-sale-payment';
import { useReviewSalePayment } from '../api/review-sale-payment';
import { saleKeys } from '../api/sale-keys';
import { ExtendDeadlineDialog } from './extend-deadline-dialog';
import { ReasonDialog } from './reason-dialog';
import { ReportPaymentDialog } from './report-payment-dialog';
import { SaleStageBadge } from './sale-stage-badge';

/** What each one-click step asks before it is taken, and what it says after. */
const STEP_TEXT: Record<SaleStep, { button: string; title: string; question: string; done: string }> = {
  accept: {
    button: 'Accept highest bid',
    title: 'Accept the highest bid?',
    question:
      'The highest bid is below the reserve price. Accepting it confirms the sale to the highest bidder at that price: they then owe 25% of it (their EMD counts) by the end of the next working day, and the balance within 15 days.',
    done: 'The highest bid was accepted: the sale is confirmed.',
  },
  lapse: {
    button: 'Let it lapse',
    title: 'Let the highest bid lapse?',
    question: 'The property is not sold: every bidder’s EMD is released to their wallet. You can put it up again as a re-sale.',
    done: 'The highest bid lapsed: the property is not sold.',
  },
  confirm: {
    button: 'Confirm sale',
    title: 'Confirm the sale?',
    question:
      'As the authorised officer you confirm the sale to the highest bidder. They then owe 25% of the price (their EMD counts) by the end of the next working day, and the balance within 15 days.',
    done: 'Sale confirmed. The buyer has been told what to pay and by when.',
  },
};

const PAYMENT_KIND: Record<SalePayment['kind'], string> = { deposit: '25% deposit', balance: 'Balance' };

function Line({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** What this stage means to the one looking at it. */
function stageNote(sale: Sale): string | null {
  const buyer = sale.as === 'buyer';
  switch (sale.stage) {
    case 'reserve_not_met':
      return buyer
        ? `The seller may accept your bid until ${dueDate(sale.decisionDueAt!)}; otherwise it lapses and your EMD is released.`
        : `Accept the highest bid or let it lapse by ${dueDate(sale.decisionDueAt!)}; after that it lapses by itself.`;
    case 'awaiting_confirmation':
      return buyer
        ? 'Your bid is the highest. The authorised officer confirms the sale; you will then pay 25% of the price (your EMD counts).'
        : 'Confirm the sale to the highest bidder, or reject it with a reason.';
    case 'deposit_due':
      return buyer
        ? `Pay ${formatINR(sale.depositAmount ?? 0)} (25% of the price less your EMD) by ${dueDate(sale.depositDueAt!)}. A missed deadline forfeits your EMD.`
        : `The buyer owes ${formatINR(sale.depositAmount ?? 0)} by ${dueDate(sale.depositDueAt!)}.`;
    case 'balance_due':
      return buyer
        ? `Pay the balance of ${formatINR(sale.balanceAmount ?? 0)} by ${dueDate(sale.balanceDueAt!)}. A missed deadline forfeits your deposit.`
        : `The buyer owes the balance of ${formatINR(sale.balanceAmount ?? 0)} by ${dueDate(sale.balanceDueAt!)}.`;
    case 'completed':
      return buyer
        ? 'The price is paid in full. Your sale certificate is ready.'
        : 'The price is paid in full and the sale certificate issued.';
    case 'forfeited':
      return buyer
        ? 'A payment deadline was missed, so your deposit was forfeited.'
        : 'A payment deadline was missed: the deposit was forfeited.';
    case 'rejected':
      return 'The sale was not confirmed.';
    case 'not_sold':
      return sale.price === null ? 'No bids were placed.' : 'The highest bid was not accepted: the property is not sold.';
  }
}

/**
 * The sale after the close (decision 014) for its parties — the highest bidder, the seller and
 * admins: its stage, amounts and deadlines, the payments reported, and the one or two steps the
 * viewer may take now (the server lists them in `actions`). It follows the sale live.
 */
export function SalePanel({ auctionId, enabled }: { auctionId: string; enabled: boolean }) {
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
        The sale could not be loaded.{' '}
        <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void sale.refetch()}>
          Retry
        </Button>
      </section>
    );
  }
  return <SaleCard sale={sale.data} />;
}

type Open =
  | { kind: 'step'; step: SaleStep }
  | { kind: 'reject' }
  | { kind: 'report'; payment: SalePayment['kind'] }
  | { kind: 'verify'; payment: SalePayment }
  | { kind: 'reject-payment'; payment: SalePayment }
  | { kind: 'extend' }
  | { kind: 'resale' }
  | null;

function SaleCard({ sale }: { sale: Sale }) {
  const id = sale.auctionId;
  const [open, setOpen] = useState<Open>(null);
  const [serverError, setServerError] = useState<string | undefined>();
  const move = useMoveSale(id);
  const reject = useRejectSale(id);
  const report = useReportSalePayment(id);
  const review = useReviewSalePayment(id);
  const extend = useExtendSale(id);
  const resale = useCreateResale(id);
  const close = () => {
    setOpen(null);
    setServerError(undefined);
  };
  const onError = (title: string) => (err: unknown) => {
    setServerError(err instanceof Error ? err.message : undefined);
    toast.apiError(title, err);
  };
  const can = (a: Sale['actions'][number]) => sale.actions.includes(a);
  const pendingPayment = sale.payments.find((p) => p.status === 'pending');
  const reportKind = can('report_deposit') ? 'deposit' : can('report_balance') ? 'balance' : null;

  return (
    <section aria-labelledby={`sale-${id}`} className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm" data-testid="sale-panel">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`sale-${id}`} className="flex items-center gap-2 text-lg font-semibold">
          <GavelIcon className="size-5 text-primary" aria-hidden />
          {sale.as === 'buyer' ? 'Your purchase' : 'The sale'}
        </h2>
        <SaleStageBadge stage={sale.stage} />
      </div>
      {stageNote(sale) ? (
        <p className="rounded-md bg-muted p-3 text-sm" data-testid="sale-note">
          {stageNote(sale)}
        </p>
      ) : null}
      {sale.reason ? (
        <p className="text-sm">
          <span className="text-muted-foreground">Reason: </span>
          {sale.reason}
        </p>
      ) : null}

      <dl className="grid gap-1.5 text-sm">
        {sale.price !== null ? (
          <Line label="Price" testId="sale-price">
            <span className="tabular">{formatINR(sale.price)}</span>
          </Line>
        ) : null}
        {sale.reservePrice !== undefined && sale.reservePrice !== null ? (
          <Line label="Reserve price">
            <span className="tabular">{formatINR(sale.reservePrice)}</span>
          </Line>
        ) : null}
        {sale.buyer && sale.as !== 'buyer' ? (
          <Line label="Buyer">{sale.buyer.name ? `${sale.buyer.name} (${sale.buyer.alias})` : sale.buyer.alias}</Line>
        ) : null}
        <Line label="EMD held">
          <span className="tabular">{formatINR(sale.emdAmount)}</span>
        </Line>
        {sale.depositAmount !== null ? (
          <Line label="25% deposit (less EMD)">
            <span className="tabular">{formatINR(sale.depositAmount)}</span>
          </Line>
        ) : null}
        {sale.balanceAmount !== null ? (
          <Line label="Balance">
            <span className="tabular">{formatINR(sale.balanceAmount)}</span>
          </Line>
        ) : null}
        {sale.confirmedAt ? <Line label="Confirmed">{dueDate(sale.confirmedAt)}</Line> : null}
        {sale.stage === 'deposit_due' && sale.depositDueAt ? <Line label="Deposit due by">{dueDate(sale.depositDueAt)}</Line> : null}
        {sale.balanceDueAt && (sale.stage === 'deposit_due' || sale.stage === 'balance_due') ? (
          <Line label="Balance due by" testId="balance-due">
            {dueDate(sale.balanceDueAt)}
          </Line>
        ) : null}
        {sale.extensionReason ? <Line label="Extended because">{sale.extensionReason}</Line> : null}
        {sale.completedAt ? <Line label="Completed">{dueDate(sale.completedAt)}</Line> : null}
        {sale.certificateNumber ? <Line label="Certificate no.">{sale.certificateNumber}</Line> : null}
      </dl>

      {sale.payments.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">Payments</h3>
          <ul className="grid gap-2 text-sm">
            {sale.payments.map((p) => (
              <li key={p.id} className="grid gap-1 rounded-md border p-2.5" data-testid="sale-payment">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-medium">
                    {PAYMENT_KIND[p.kind]} <span className="tabular">{formatINR(p.amount)}</span>
                  </span>
                  <Badge variant={p.status === 'verified' ? 'live' : p.status === 'rejected' ? 'destructive' : 'warning'}>
                    {p.status === 'pending' ? 'Awaiting verification' : p.status === 'verified' ? 'Verified' : 'Rejected'}
                  </Badge>
                </div>
                <span className="text-xs text-muted-foreground">
                  UTR {p.utrReference} · reported {dueDate(p.createdAt)}
                  {p.rejectionReason ? ` · ${p.rejectionReason}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="grid gap-2">
        {can('accept') ? (
          <Button onClick={() => setOpen({ kind: 'step', step: 'accept' })}>
            <CheckIcon aria-hidden />
            {STEP_TEXT.accept.button}
          </Button>
        ) : null}
        {can('lapse') ? (
          <Button variant="outline" onClick={() => setOpen({ kind: 'step', step: 'lapse' })}>
            {STEP_TEXT.lapse.button}
          </Button>
        ) : null}
        {can('confirm') ? (
          <Button onClick={() => setOpen({ kind: 'step', step: 'confirm' })}>
            <CheckIcon aria-hidden />
            {STEP_TEXT.confirm.button}
          </Button>
        ) : null}
        {can('reject') ? (
          <Button variant="outline" onClick={() => setOpen({ kind: 'reject' })}>
            <XIcon aria-hidden />
            Reject sale
          </Button>
        ) : null}
        {reportKind ? (
          <Button onClick={() => setOpen({ kind: 'report', payment: reportKind })}>
            Report {reportKind === 'deposit' ? '25% deposit' : 'balance'} payment
          </Button>
        ) : null}
        {can('verify_payment') && pendingPayment ? (
          <div className="grid grid-cols-2 gap-2">
            <Button onClick={() => setOpen({ kind: 'verify', payment: pendingPayment })}>
              <CheckIcon aria-hidden />
              Verify payment
            </Button>
            <Button variant="outline" onClick={() => setOpen({ kind: 'reject-payment', payment: pendingPayment })}>
              Reject payment
            </Button>
          </div>
        ) : null}
        {can('extend') ? (
          <Button variant="outline" onClick={() => setOpen({ kind: 'extend' })}>
            Extend balance deadline
          </Button>
        ) : null}
        {can('download_certificate') ? (
          <Button asChild variant="accent">
            <a href={`/api/auctions/${encodeURIComponent(id)}/sale/certificate`} download>
              <DownloadIcon aria-hidden />
              Download sale certificate
            </a>
          </Button>
        ) : null}
        {can('create_resale') ? (
          <Button variant="outline" onClick={() => setOpen({ kind: 'resale' })}>
            <RotateCcwIcon aria-hidden />
            Create re-sale auction
          </Button>
        ) : null}
        {sale.resaleAuctionId ? (
          <Link
            className="inline-flex items-center gap-1.5 text-sm font-medium underline underline-offset-2"
            to={`/auction/${sale.resaleAuctionId}`}
          >
            <FileTextIcon className="size-4" aria-hidden />
            The re-sale auction
          </Link>
        ) : null}
      </div>

      {open?.kind === 'step' ? (
        <ConfirmDialog
          open
          title={STEP_TEXT[open.step].title}
          description={STEP_TEXT[open.step].question}
          confirmLabel={STEP_TEXT[open.step].button}
          pending={move.isPending}
          onCancel={close}
          onConfirm={() =>
            move.mutate(open.step, {
              onSuccess: () => {
                toast.success(STEP_TEXT[open.step].done);
                close();
              },
              onError: onError('Could not update the sale'),
            })
          }
        />
      ) : null}
      {open?.kind === 'reject' ? (
        <ReasonDialog
          open
          title="Reject the sale?"
          description="The highest bidder is told the sale was not confirmed, with your reason, and their EMD is released. You can then put the property up again."
          submitLabel="Reject sale"
          pending={reject.isPending}
          onCancel={close}
          onSubmit={(reason) =>
            reject.mutate(reason, {
              onSuccess: () => {
                toast.success('The sale was not confirmed.');
                close();
              },
              onError: onError('Could not reject the sale'),
            })
          }
        />
      ) : null}
      {open?.kind === 'report' ? (
        <ReportPaymentDialog
          open
          kind={open.payment}
          amount={(open.payment === 'deposit' ? sale.depositAmount : sale.balanceAmount) ?? 0}
          dueAt={open.payment === 'deposit' ? sale.depositDueAt : sale.balanceDueAt}
          pending={report.isPending}
          error={serverError}
          onCancel={close}
          onSubmit={(input) =>
            report.mutate(input, {
              onSuccess: () => {
                toast.success('Payment reported', 'The seller will verify it against their bank statement.');
                close();
              },
              onError: onError('Could not report the payment'),
            })
          }
        />
      ) : null}
      {open?.kind === 'verify' ? (
        <ConfirmDialog
          open
          title="Verify this payment?"
          description={`Confirm that ${formatINR(open.payment.amount)} with UTR ${open.payment.utrReference} reached the account. The sale then moves on.`}
          confirmLabel="Verify payment"
          pending={review.isPending}
          onCancel={close}
          onConfirm={() =>
            review.mutate(
              { paymentId: open.payment.id, verify: true },
              {
                onSuccess: () => {
                  toast.success('Payment verified');
                  close();
                },
                onError: onError('Could not verify the payment'),
              },
            )
          }
        />
      ) : null}
      {open?.kind === 'reject-payment' ? (
        <ReasonDialog
          open
          title="Reject this payment?"
          description="The buyer is told why and can report the payment again before the deadline."
          submitLabel="Reject payment"
          pending={review.isPending}
          onCancel={close}
          onSubmit={(reason) =>
            review.mutate(
              { paymentId: open.payment.id, verify: false, reason },
              {
                onSuccess: () => {
                  toast.success('Payment rejected');
                  close();
                },
                onError: onError('Could not reject the payment'),
              },
            )
          }
        />
      ) : null}
      {open?.kind === 'extend' && sale.balanceDueAt && sale.latestBalanceDueAt ? (
        <ExtendDeadlineDialog
          open
          currentDueAt={sale.balanceDueAt}
          latestDueAt={sale.latestBalanceDueAt}
          pending={extend.isPending}
          error={serverError}
          onCancel={close}
          onSubmit={(input) =>
            extend.mutate(input, {
              onSuccess: (s) => {
                toast.success('Deadline extended', `The balance is now due by ${dueDate(s.balanceDueAt!)}.`);
                close();
              },
              onError: onError('Could not extend the deadline'),
            })
          }
        />
      ) : null}
      {open?.kind === 'resale' ? (
        <ConfirmDialog
          open
          title="Create a re-sale auction?"
          description="A draft auction is created from this one, marked as a re-sale (its sale notice needs 15 days). Set its dates and notice, then submit it for approval."
          confirmLabel="Create re-sale"
          pending={resale.isPending}
          onCancel={close}
          onConfirm={() =>
            resale.mutate(undefined, {
              onSuccess: (a) => {
                toast.success('Re-sale auction created', `"${a.title}" is a draft: set its dates and sale notice.`);
                close();
              },
              onError: onError('Could not create the re-sale'),
            })
          }
        />
      ) : null}
    </section>
  );
}
