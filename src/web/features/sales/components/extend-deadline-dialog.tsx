import { useState, type FormEvent } from 'react';
import { dueDate, SALE_MESSAGES, SaleExtensionSchema } from '@shared/schemas/sale';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { FormDialogFooter } from '@web/components/ui/form-dialog-footer';
import { Input } from '@web/components/ui/input';
import { sharedText } from '@web/i18n/messages';
import { useBiddingText } from '@web/i18n/ns/bidding';

/** "2026-12-31" as the end of that day in India (23:59:59.999 IST). */
function endOfIstDay(date: string): string {
  return new Date(`${date}T23:59:59.999+05:30`).toISOString();
}

/**
 * The seller extends the balance's deadline by written agreement (rule 9(4)): a later day, at most
 * three months after the confirmation, and the reason, both recorded.
 */
export function ExtendDeadlineDialog({
  open,
  currentDueAt,
  latestDueAt,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  currentDueAt: string;
  latestDueAt: string;
  pending: boolean;
  error?: string;
  onSubmit: (input: { until: string; reason: string }) => void;
  onCancel: () => void;
}) {
  const t = useBiddingText();
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ day?: string; reason?: string }>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const until = day ? endOfIstDay(day) : '';
    const problems: typeof errors = {};
    if (!day) problems.day = t('sale.chooseDeadline');
    else if (Date.parse(until) <= Date.parse(currentDueAt)) problems.day = SALE_MESSAGES.extensionNotLater;
    else if (Date.parse(until) > Date.parse(latestDueAt)) problems.day = t('server.extensionTooLate', { date: dueDate(latestDueAt) });
    const parsed = SaleExtensionSchema.safeParse({ until: until || undefined, reason });
    if (!reason.trim()) problems.reason = SALE_MESSAGES.reasonRequired;
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !parsed.success) return;
    onSubmit(parsed.data);
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && !pending && onCancel()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('sale.extendTitle')}</DialogTitle>
            <DialogDescription>{t('sale.extendLead', { current: dueDate(currentDueAt), latest: dueDate(latestDueAt) })}</DialogDescription>
          </DialogHeader>
          <Field label={t('sale.newDeadline')} error={sharedText(errors.day ?? error)}>
            <Input type="date" value={day} onChange={(e) => setDay(e.target.value)} />
          </Field>
          <Field label={t('sale.agreement')} error={errors.reason}>
            <textarea
              className="min-h-20 w-full rounded-md border bg-background px-3 py-2 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
          <FormDialogFooter submitLabel={t('sale.extendSubmit')} pending={pending} onCancel={onCancel} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
