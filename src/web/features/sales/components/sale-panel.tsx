import { useQueryClient } from '@tanstack/react-query';
import { CheckIcon, DownloadIcon, FileTextIcon, GavelIcon, RotateCcwIcon, XIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatINR } from '@shared/domain/money';
import { auctionTopic } from '@shared/realtime';
import { dueDate, type BuyerContact, type Sale, type SalePayment } from '@shared/schemas/sale';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { useMessages } from '@web/i18n/messages';
import { useBiddingText } from '@web/i18n/ns/bidding';
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
import { BuyerAddress } from './buyer-address';
import { ExtendDeadlineDialog } from './extend-deadline-dialog';
import { ReasonDialog } from './reason-dialog';
import { ReportPaymentDialog } from './report-payment-dialog';
import { SaleStageBadge } from './sale-stage-badge';

type T = (key: string, values?: Record<string, unknown>) => string;

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

/** The confirmed buyer's contact details, for the seller's officers and admins: each a link where one opens a call or an e-mail. */
function BuyerContactLines({ t, contact, address }: { t: T; contact: BuyerContact; address: string | null }) {
  return (
    <div className="grid gap-1.5 rounded-md border bg-muted/40 p-2" data-testid="buyer-contact" translate="no">
      <p className="text-xs text-muted-foreground">{t('sale.buyerContact')}</p>
      <Line label={t('sale.buyerEmail')}>
        <a className="break-all text-primary underline-offset-4 hover:underline" href={`mailto:${contact.email}`}>
          {contact.email}
        </a>
      </Line>
      {contact.phone ? (
        <Line label={t('sale.buyerPhone')}>
          <a className="tabular text-primary underline-offset-4 hover:underline" href={`tel:${contact.phone.replace(/\s+/g, '')}`}>
            {contact.phone}
          </a>
        </Line>
      ) : null}
      {contact.pan ? <Line label={t('sale.buyerPan')}>{contact.pan}</Line> : null}
      {contact.organisation ? <Line label={t('sale.buyerOrganisation')}>{contact.organisation}</Line> : null}
      {contact.gst ? <Line label={t('sale.buyerGst')}>{contact.gst}</Line> : null}
      <Line label={t('sale.buyerAddress')} testId="buyer-contact-address">
        {address ? (
          <span className="whitespace-pre-line">{address}</span>
        ) : (
          <span className="text-muted-foreground">{t('sale.buyerAddressNotGiven')}</span>
        )}
      </Line>
    </div>
  );
}

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
  const say = useMessages();
  const t = useBiddingText();
  const id = sale.auctionId;
  const [open, setOpen] = useState<Open>(null);
  const step = (s: SaleStep, part: 'button' | 'title' | 'question' | 'done') => t(`sale.step.${s}.${part}`);
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
    setServerError(err instanceof Error ? say.error(err) : undefined);
    toast.error(title, say.error(err, 'Please try again'));
  };
  const can = (a: Sale['actions'][number]) => sale.actions.includes(a);
  const pendingPayment = sale.payments.find((p) => p.status === 'pending');
  const reportKind = can('report_deposit') ? 'deposit' : can('report_balance') ? 'balance' : null;

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

      <dl className="grid gap-1.5 text-sm">
        {sale.price !== null ? (
          <Line label={t('sale.price')} testId="sale-price">
            <span className="tabular">{formatINR(sale.price)}</span>
          </Line>
        ) : null}
        {sale.reservePrice !== undefined && sale.reservePrice !== null ? (
          <Line label={t('sale.reservePrice')}>
            <span className="tabular">{formatINR(sale.reservePrice)}</span>
          </Line>
        ) : null}
        {sale.buyer && sale.as !== 'buyer' ? (
          <Line label={t('sale.buyer')}>
            <span translate="no">{sale.buyer.name ? `${sale.buyer.name} (${sale.buyer.alias})` : sale.buyer.alias}</span>
          </Line>
        ) : null}
        {sale.buyer?.contact ? <BuyerContactLines t={t} contact={sale.buyer.contact} address={sale.buyer.address} /> : null}
        <Line label={t('sale.emdHeld')}>
          <span className="tabular">{formatINR(sale.emdAmount)}</span>
        </Line>
        {sale.depositAmount !== null ? (
          <Line label={t('sale.depositLessEmd')}>
            <span className="tabular">{formatINR(sale.depositAmount)}</span>
          </Line>
        ) : null}
        {sale.balanceAmount !== null ? (
          <Line label={t('sale.balance')}>
            <span className="tabular">{formatINR(sale.balanceAmount)}</span>
          </Line>
        ) : null}
        {sale.confirmedAt ? <Line label={t('sale.confirmed')}>{dueDate(sale.confirmedAt)}</Line> : null}
        {sale.stage === 'deposit_due' && sale.depositDueAt ? (
          <Line label={t('sale.depositDueBy')}>{dueDate(sale.depositDueAt)}</Line>
        ) : null}
        {sale.balanceDueAt && (sale.stage === 'deposit_due' || sale.stage === 'balance_due') ? (
          <Line label={t('sale.balanceDueBy')} testId="balance-due">
            {dueDate(sale.balanceDueAt)}
          </Line>
        ) : null}
        {sale.extensionReason ? (
          <Line label={t('sale.extendedBecause')}>
            <span translate="no">{sale.extensionReason}</span>
          </Line>
        ) : null}
        {sale.completedAt ? <Line label={t('sale.completed')}>{dueDate(sale.completedAt)}</Line> : null}
        {sale.certificateNumber ? (
          <Line label={t('sale.certificateNo')}>
            <span translate="no">{sale.certificateNumber}</span>
          </Line>
        ) : null}
      </dl>

      {sale.as === 'buyer' ? <BuyerAddress sale={sale} /> : null}

      {sale.payments.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">{t('sale.payments')}</h3>
          <ul className="grid gap-2 text-sm">
            {sale.payments.map((p) => (
              <li key={p.id} className="grid gap-1 rounded-md border p-2.5" data-testid="sale-payment">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-medium">
                    {t(`sale.paymentKind.${p.kind}`)} <span className="tabular">{formatINR(p.amount)}</span>
                  </span>
                  <Badge variant={p.status === 'verified' ? 'live' : p.status === 'rejected' ? 'destructive' : 'warning'}>
                    {t(`sale.paymentStatus.${p.status}`)}
                  </Badge>
                </div>
                <span className="text-xs text-muted-foreground">
                  {t('sale.paymentLine', { utr: p.utrReference, date: dueDate(p.createdAt) })}
                  {p.rejectionReason ? <span translate="no">{` · ${p.rejectionReason}`}</span> : null}
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
            {step('accept', 'button')}
          </Button>
        ) : null}
        {can('lapse') ? (
          <Button variant="outline" onClick={() => setOpen({ kind: 'step', step: 'lapse' })}>
            {step('lapse', 'button')}
          </Button>
        ) : null}
        {can('confirm') ? (
          <Button onClick={() => setOpen({ kind: 'step', step: 'confirm' })}>
            <CheckIcon aria-hidden />
            {step('confirm', 'button')}
          </Button>
        ) : null}
        {can('reject') ? (
          <Button variant="outline" onClick={() => setOpen({ kind: 'reject' })}>
            <XIcon aria-hidden />
            {t('sale.rejectSale')}
          </Button>
        ) : null}
        {reportKind ? (
          <Button onClick={() => setOpen({ kind: 'report', payment: reportKind })}>
            {reportKind === 'deposit' ? t('sale.reportDeposit') : t('sale.reportBalance')}
          </Button>
        ) : null}
        {can('verify_payment') && pendingPayment ? (
          <div className="grid grid-cols-2 gap-2">
            <Button onClick={() => setOpen({ kind: 'verify', payment: pendingPayment })}>
              <CheckIcon aria-hidden />
              {t('sale.verifyPayment')}
            </Button>
            <Button variant="outline" onClick={() => setOpen({ kind: 'reject-payment', payment: pendingPayment })}>
              {t('sale.rejectPayment')}
            </Button>
          </div>
        ) : null}
        {can('extend') ? (
          <Button variant="outline" onClick={() => setOpen({ kind: 'extend' })}>
            {t('sale.extend')}
          </Button>
        ) : null}
        {can('download_certificate') ? (
          <Button asChild variant="accent">
            <a href={`/api/auctions/${encodeURIComponent(id)}/sale/certificate`} download>
              <DownloadIcon aria-hidden />
              {t('sale.certificate')}
            </a>
          </Button>
        ) : null}
        {can('create_resale') ? (
          <Button variant="outline" onClick={() => setOpen({ kind: 'resale' })}>
            <RotateCcwIcon aria-hidden />
            {t('sale.createResale')}
          </Button>
        ) : null}
        {sale.resaleAuctionId ? (
          <Link
            className="inline-flex items-center gap-1.5 text-sm font-medium underline underline-offset-2"
            to={`/auction/${sale.resaleAuctionId}`}
          >
            <FileTextIcon className="size-4" aria-hidden />
            {t('sale.resaleLink')}
          </Link>
        ) : null}
      </div>

      {open?.kind === 'step' ? (
        <ConfirmDialog
          open
          title={step(open.step, 'title')}
          description={step(open.step, 'question')}
          confirmLabel={step(open.step, 'button')}
          tone={open.step === 'lapse' ? 'destructive' : 'default'}
          pending={move.isPending}
          onCancel={close}
          onConfirm={() =>
            move.mutate(open.step, {
              onSuccess: () => {
                toast.success(step(open.step, 'done'));
                close();
              },
              onError: onError(t('sale.updateFailed')),
            })
          }
        />
      ) : null}
      {open?.kind === 'reject' ? (
        <ReasonDialog
          open
          title={t('sale.rejectTitle')}
          description={t('sale.rejectLead')}
          submitLabel={t('sale.rejectSale')}
          pending={reject.isPending}
          onCancel={close}
          onSubmit={(reason) =>
            reject.mutate(reason, {
              onSuccess: () => {
                toast.success(t('sale.rejected'));
                close();
              },
              onError: onError(t('sale.rejectFailed')),
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
                toast.success(t('sale.reported'), t('sale.reportedNote'));
                close();
              },
              onError: onError(t('sale.reportFailed')),
            })
          }
        />
      ) : null}
      {open?.kind === 'verify' ? (
        <ConfirmDialog
          open
          title={t('sale.verifyTitle')}
          description={t('sale.verifyLead', { amount: formatINR(open.payment.amount), utr: open.payment.utrReference })}
          confirmLabel={t('sale.verifyPayment')}
          tone="default"
          pending={review.isPending}
          onCancel={close}
          onConfirm={() =>
            review.mutate(
              { paymentId: open.payment.id, verify: true },
              {
                onSuccess: () => {
                  toast.success(t('sale.verified'));
                  close();
                },
                onError: onError(t('sale.verifyFailed')),
              },
            )
          }
        />
      ) : null}
      {open?.kind === 'reject-payment' ? (
        <ReasonDialog
          open
          title={t('sale.rejectPaymentTitle')}
          description={t('sale.rejectPaymentLead')}
          submitLabel={t('sale.rejectPayment')}
          pending={review.isPending}
          onCancel={close}
          onSubmit={(reason) =>
            review.mutate(
              { paymentId: open.payment.id, verify: false, reason },
              {
                onSuccess: () => {
                  toast.success(t('sale.paymentRejected'));
                  close();
                },
                onError: onError(t('sale.rejectPaymentFailed')),
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
                toast.success(t('sale.extended'), t('sale.extendedNote', { date: dueDate(s.balanceDueAt!) }));
                close();
              },
              onError: onError(t('sale.extendFailed')),
            })
          }
        />
      ) : null}
      {open?.kind === 'resale' ? (
        <ConfirmDialog
          open
          title={t('sale.resaleTitle')}
          description={t('sale.resaleLead')}
          confirmLabel={t('sale.resaleConfirm')}
          tone="default"
          pending={resale.isPending}
          onCancel={close}
          onConfirm={() =>
            resale.mutate(undefined, {
              onSuccess: (a) => {
                toast.success(t('sale.resaleCreated'), t('sale.resaleCreatedNote', { title: a.title }));
                close();
              },
              onError: onError(t('sale.resaleFailed')),
            })
          }
        />
      ) : null}
    </section>
  );
}
