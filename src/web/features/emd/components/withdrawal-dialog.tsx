import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlertIcon } from 'lucide-react';
import { useState, type ReactElement } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formatINR } from '@shared/domain/money';
import { EMD_MESSAGES, WithdrawalRequestSchema, type WithdrawalRequest, type WithdrawalRequestInput } from '@shared/schemas/emd';
import { AmountInput } from '@web/components/ui/amount-input';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { FormDialogFooter } from '@web/components/ui/form-dialog-footer';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useRequestWithdrawal } from '../api/request-withdrawal';

const FIELDS = ['amount', 'bankAccount', 'ifsc'] as const;
const EMPTY = { amount: undefined, bankAccount: '', ifsc: '' };

/**
 * "Withdraw": the buyer asks for available EMD to be paid to their bank account. The form is
 * checked with the API's own schema and messages; a refusal keeps what was typed.
 * NOTE: the form lives outside the dialog's content, so closing and reopening the dialog keeps the
 * values too; they are cleared only once a request is accepted.
 */
export function WithdrawalDialog({ available, trigger }: { available: number; trigger: ReactElement }) {
  const [open, onOpenChange] = useState(false);
  const request = useRequestWithdrawal();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<WithdrawalRequestInput, unknown, WithdrawalRequest>({
    resolver: zodResolver(WithdrawalRequestSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (request.isPending) return;
    setFailure(null);
    if (values.amount > available) {
      form.setError('amount', { message: EMD_MESSAGES.withdrawalTooLarge(available) });
      return;
    }
    try {
      const withdrawal = await request.mutateAsync(values);
      toast.success(
        'Withdrawal requested',
        `${formatINR(withdrawal.amount)} will be paid to the account ending ${withdrawal.bankAccount.slice(-4)} once an admin transfers it.`,
      );
      form.reset(EMPTY);
      onOpenChange(false);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'WITHDRAWAL_TOO_LARGE') {
        form.setError('amount', { message: err.message });
        return;
      }
      const fieldIssues = err instanceof ApiError ? (err.issues ?? []).filter((i) => FIELDS.some((f) => i.path === f)) : [];
      if (fieldIssues.length) {
        for (const issue of fieldIssues) form.setError(issue.path as (typeof FIELDS)[number], { message: issue.message });
        return;
      }
      setFailure(err instanceof Error ? err.message : 'The withdrawal was not requested. Please try again.');
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setFailure(null);
        onOpenChange(next);
      }}
    >
      {/* NOTE: a Radix trigger, so that focus returns to it when the dialog closes. */}
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4" aria-label="Withdraw EMD">
          <DialogHeader>
            <DialogTitle>Withdraw EMD</DialogTitle>
            <DialogDescription>
              Available EMD is paid back to your bank account by NEFT or RTGS. The amount leaves your wallet now, and returns to it if the
              request is rejected.
            </DialogDescription>
          </DialogHeader>
          <Controller
            control={form.control}
            name="amount"
            render={({ field }) => (
              <Field label="Amount" error={errors.amount?.message} hint={`Available: ${formatINR(available)}`}>
                <AmountInput
                  value={typeof field.value === 'number' ? field.value : null}
                  onValueChange={(v) => field.onChange(v ?? undefined)}
                  onBlur={field.onBlur}
                  name={field.name}
                  autoFocus
                  className="h-9 text-sm"
                />
              </Field>
            )}
          />
          <Field label="Bank account number" error={errors.bankAccount?.message} hint="9 to 18 digits, as on your cheque book.">
            <Input inputMode="numeric" autoComplete="off" spellCheck={false} className="font-mono" {...form.register('bankAccount')} />
          </Field>
          <Field label="IFSC" error={errors.ifsc?.message} hint="11 characters, e.g. HDFC0001234.">
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              className="font-mono uppercase"
              {...form.register('ifsc')}
            />
          </Field>
          {failure ? (
            <p role="alert" className="flex items-start gap-2 rounded-md border border-destructive/40 p-3 text-sm text-destructive">
              <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
              {failure}
            </p>
          ) : null}
          <FormDialogFooter submitLabel="Request withdrawal" pending={request.isPending} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
