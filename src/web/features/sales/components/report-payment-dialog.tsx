import { useState, type FormEvent } from 'react';
import type { SalePaymentKind } from '@shared/domain/constants';
import { formatINR } from '@shared/domain/money';
import { dueDate, SalePaymentReportSchema } from '@shared/schemas/sale';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { FormDialogFooter } from '@web/components/ui/form-dialog-footer';
import { Input } from '@web/components/ui/input';
import { useBiddingText } from '@web/i18n/ns/bidding';

/**
 * The buyer reports the transfer of the amount due now (the 25% deposit or the balance) by its NEFT/RTGS
 * UTR; the seller verifies it against their bank statement. The amount is the one due, not typed.
 */
export function ReportPaymentDialog({
  open,
  kind,
  amount,
  dueAt,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  kind: SalePaymentKind;
  amount: number;
  dueAt: string | null;
  pending: boolean;
  /** The server's refusal, shown under the field (the UTR typed is kept). */
  error?: string;
  onSubmit: (input: { kind: SalePaymentKind; amount: number; utrReference: string }) => void;
  onCancel: () => void;
}) {
  const t = useBiddingText();
  const [utr, setUtr] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const parsed = SalePaymentReportSchema.safeParse({ kind, amount, utrReference: utr });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    onSubmit(parsed.data);
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && !pending && onCancel()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('sale.reportTitle')}>
          <DialogHeader>
            <DialogTitle>{t('sale.reportTitle')}</DialogTitle>
            <DialogDescription>{kind === 'deposit' ? t('sale.reportLeadDeposit') : t('sale.reportLeadBalance')}</DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t('sale.amount')}</dt>
            <dd className="tabular font-semibold" data-testid="payment-amount">
              {formatINR(amount)}
            </dd>
            {dueAt ? (
              <>
                <dt className="text-muted-foreground">{t('sale.dueBy')}</dt>
                <dd>{dueDate(dueAt)}</dd>
              </>
            ) : null}
          </dl>
          <Field label={t('sale.utr')} error={invalid ?? error} hint={t('sale.utrHint')}>
            <Input value={utr} onChange={(e) => setUtr(e.target.value)} autoComplete="off" spellCheck={false} />
          </Field>
          <FormDialogFooter submitLabel={t('sale.reportSubmit')} pending={pending} onCancel={onCancel} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
