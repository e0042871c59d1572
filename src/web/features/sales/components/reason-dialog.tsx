import { useState, type FormEvent } from 'react';
import { ReasonSchema, SALE_MESSAGES } from '@shared/schemas/sale';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { FormDialogFooter } from '@web/components/ui/form-dialog-footer';
import { useBiddingText } from '@web/i18n/ns/bidding';

/**
 * Asks why before a step that needs a recorded reason (not confirming a sale, rejecting a payment).
 * What was typed survives a failed request; the caller closes the dialog on success.
 */
export function ReasonDialog({
  open,
  title,
  description,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  title: string;
  description: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const t = useBiddingText();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const parsed = ReasonSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(SALE_MESSAGES.reasonRequired);
      return;
    }
    setError(undefined);
    onSubmit(parsed.data.reason);
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && !pending && onCancel()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <Field label={t('sale.reasonLabel')} error={error}>
            <textarea
              className="min-h-24 w-full rounded-md border bg-background px-3 py-2 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
          <FormDialogFooter submitLabel={submitLabel} pending={pending} onCancel={onCancel} destructive />
        </form>
      </DialogContent>
    </Dialog>
  );
}
