import { formatINR } from '@shared/domain/money';
import { dueDate, type Sale } from '@shared/schemas/sale';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useMessages } from '@web/i18n/messages';
import { useBiddingText } from '@web/i18n/ns/bidding';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useCreateResale } from '../api/create-resale';
import { useExtendSale } from '../api/extend-sale';
import { useMoveSale, type SaleStep } from '../api/move-sale';
import { useRejectSale } from '../api/reject-sale';
import { useReportSalePayment } from '../api/report-sale-payment';
import { useReviewSalePayment } from '../api/review-sale-payment';
import { ExtendDeadlineDialog } from './extend-deadline-dialog';
import { ReasonDialog } from './reason-dialog';
import { ReportPaymentDialog } from './report-payment-dialog';
import type { Open } from './sale-actions';

/** The dialog of the step opened, and the request it sends: a toast says how it went, and the dialog closes on success. */
export function SaleDialogs({ sale, open, onClose }: { sale: Sale; open: Open; onClose: () => void }) {
  const say = useMessages();
  const t = useBiddingText();
  const id = sale.auctionId;
  const step = (s: SaleStep, part: 'button' | 'title' | 'question' | 'done') => t(`sale.step.${s}.${part}`);
  const [serverError, setServerError] = useState<string | undefined>();
  const move = useMoveSale(id);
  const reject = useRejectSale(id);
  const report = useReportSalePayment(id);
  const review = useReviewSalePayment(id);
  const extend = useExtendSale(id);
  const resale = useCreateResale(id);
  const close = () => {
    onClose();
    setServerError(undefined);
  };
  const onError = (title: string) => (err: unknown) => {
    setServerError(err instanceof Error ? say.error(err) : undefined);
    toast.error(title, say.error(err, 'Please try again'));
  };
  return (
    <>
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
    </>
  );
}
