import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlertIcon } from 'lucide-react';
import { useState, type ReactElement } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formatINR } from '@shared/domain/money';
import { WithdrawalRequestSchema, type WithdrawalRequest, type WithdrawalRequestInput } from '@shared/schemas/emd';
import { AmountInput } from '@web/components/ui/amount-input';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { FormDialogFooter } from '@web/components/ui/form-dialog-footer';
import { Input } from '@web/components/ui/input';
import { localise } from '@web/i18n/localise';
import { useBuyerText } from '@web/i18n/ns/buyer';
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
  const t = useBuyerText();
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
      // EMD_MESSAGES.withdrawalTooLarge, in the current language.
      form.setError('amount', { message: t('withdrawal.tooLarge', { amount: formatINR(available) }) });
      return;
    }
    try {
      const withdrawal = await request.mutateAsync(values);
      toast.success(
        t('withdrawal.requestedTitle'),
        t('withdrawal.requestedBody', { amount: formatINR(withdrawal.amount), last4: withdrawal.bankAccount.slice(-4) }),
      );
      form.reset(EMPTY);
      onOpenChange(false);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'WITHDRAWAL_TOO_LARGE') {
        // The server's words (EMD_MESSAGES.withdrawalTooLarge) carry what it found available.
        const amount = /₹[\d,]+/.exec(err.message)?.[0];
        form.setError('amount', { message: amount ? t('withdrawal.tooLarge', { amount }) : err.message });
        return;
      }
      const fieldIssues = err instanceof ApiError ? (err.issues ?? []).filter((i) => FIELDS.some((f) => i.path === f)) : [];
      if (fieldIssues.length) {
        for (const issue of fieldIssues) form.setError(issue.path as (typeof FIELDS)[number], { message: issue.message });
        return;
      }
      setFailure(err instanceof Error ? localise(err.message) : t('withdrawal.failed'));
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
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4" aria-label={t('withdrawal.title')}>
          <DialogHeader>
            <DialogTitle>{t('withdrawal.title')}</DialogTitle>
            <DialogDescription>{t('withdrawal.description')}</DialogDescription>
          </DialogHeader>
          <Controller
            control={form.control}
            name="amount"
            render={({ field }) => (
              <Field
                label={t('withdrawal.amount')}
                error={errors.amount?.message}
                hint={t('withdrawal.available', { amount: formatINR(available) })}
              >
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
          <Field label={t('withdrawal.account')} error={errors.bankAccount?.message} hint={t('withdrawal.accountHint')}>
            <Input inputMode="numeric" autoComplete="off" spellCheck={false} className="font-mono" {...form.register('bankAccount')} />
          </Field>
          <Field label={t('withdrawal.ifsc')} error={errors.ifsc?.message} hint={t('withdrawal.ifscHint')}>
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
          <FormDialogFooter submitLabel={t('withdrawal.submit')} pending={request.isPending} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
