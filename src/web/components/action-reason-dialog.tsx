import { TriangleAlertIcon } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { MAX_ACTION_REASON } from '@shared/schemas/action-reason';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { FormDialogFooter } from '@web/components/ui/form-dialog-footer';
import { Textarea } from '@web/components/ui/input';
import { useCommonText } from '@web/i18n/ns/common';

/**
 * Asks before an admin's action on an account, a listing or a bid, and takes the reason for it
 * (decision 042): required where the user will read it (suspend, reject), optional where it only goes
 * to the audit log (approve a listing, restore a bid). A `warning` says what the action would disturb.
 * What was typed survives a failed request; the caller closes the dialog on success.
 */
export function ActionReasonDialog({
  open,
  title,
  description,
  warning,
  submitLabel,
  required,
  destructive,
  pending,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  warning?: ReactNode;
  submitLabel: string;
  required: boolean;
  destructive?: boolean;
  pending: boolean;
  onSubmit: (reason: string | undefined) => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !pending && onCancel()}>
      <DialogContent>
        {open ? (
          <ReasonForm
            title={title}
            description={description}
            warning={warning}
            submitLabel={submitLabel}
            required={required}
            destructive={destructive}
            pending={pending}
            onSubmit={onSubmit}
            onCancel={onCancel}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ReasonForm({
  title,
  description,
  warning,
  submitLabel,
  required,
  destructive,
  pending,
  onSubmit,
  onCancel,
}: Omit<Parameters<typeof ActionReasonDialog>[0], 'open'>) {
  const t = useCommonText();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const trimmed = reason.trim();
    if (required && !trimmed) {
      setError(t('ui.reasonRequired'));
      return;
    }
    setError(undefined);
    onSubmit(trimmed || undefined);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {warning ? (
        <p role="alert" className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
          <span>{warning}</span>
        </p>
      ) : null}
      <Field label={required ? t('ui.reason') : t('ui.reasonOptional')} error={error}>
        <Textarea
          rows={3}
          value={reason}
          maxLength={MAX_ACTION_REASON}
          autoFocus
          required={required}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <FormDialogFooter submitLabel={submitLabel} pending={pending} onCancel={onCancel} destructive={destructive} />
    </form>
  );
}
