import { useState, type FormEvent } from 'react';
import type { SalePaymentKind } from '@shared/domain/constants';
import { formatINR } from '@shared/domain/money';
import { dueDate, SalePaymentReportSchema } from '@shared/schemas/sale';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { FormDialogFooter } from '@web/components/ui/form-dialog-footer';
import { Input } from '@web/components/ui/input';

const KIND_TEXT: Record<SalePaymentKind, string> = {
  deposit: '25% deposit (your EMD already counts towards it)',
  balance: 'balance of the price',
};

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
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Report payment">
          <DialogHeader>
            <DialogTitle>Report payment</DialogTitle>
            <DialogDescription>
              Transfer the {KIND_TEXT[kind]} by NEFT or RTGS to the account named in the sale notice, then enter its UTR reference.
            </DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Amount</dt>
            <dd className="tabular font-semibold" data-testid="payment-amount">
              {formatINR(amount)}
            </dd>
            {dueAt ? (
              <>
                <dt className="text-muted-foreground">Due by</dt>
                <dd>{dueDate(dueAt)}</dd>
              </>
            ) : null}
          </dl>
          <Field label="UTR reference" error={invalid ?? error} hint="16 to 22 letters or digits, as on your bank's confirmation">
            <Input value={utr} onChange={(e) => setUtr(e.target.value)} autoComplete="off" spellCheck={false} />
          </Field>
          <FormDialogFooter submitLabel="Report payment" pending={pending} onCancel={onCancel} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
