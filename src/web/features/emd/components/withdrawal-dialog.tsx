import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlertIcon } from 'lucide-react';
import { useId, useState, type ReactElement } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { formatINR } from '@shared/domain/money';
import { WithdrawalFormSchema, type RefundAccount, type WithdrawalRequest, type WithdrawalRequestInput } from '@shared/schemas/emd';
import { AmountInput } from '@web/components/ui/amount-input';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { FormDialogFooter } from '@web/components/ui/form-dialog-footer';
import { errorText, sharedText } from '@web/i18n/messages';
import { useBuyerText } from '@web/i18n/ns/buyer';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import { AccountLine } from './masked-account';

const FIELDS = ['amount', 'depositId'] as const;

/** What can go to `account` now: what came from it and is not withdrawn, and no more than the wallet has available. */
const mostTo = (account: RefundAccount, available: number) => Math.min(account.refundable, available);

/**
 * "Withdraw": the buyer asks for available EMD to be paid back to one of the accounts their verified
 * deposits came from; no other account can be named (decision 033). The form is checked with the
 * API's own schema and messages; a refusal keeps what was chosen and typed.
 * NOTE: the form lives outside the dialog's content, so closing and reopening the dialog keeps the
 * values too; they are cleared only once a request is accepted.
 */
export function WithdrawalDialog({
  available,
  accounts,
  trigger,
}: {
  available: number;
  /** The wallet's `refundAccounts`, latest first. */
  accounts: RefundAccount[];
  trigger: ReactElement;
}) {
  const t = useBuyerText();
  const [open, onOpenChange] = useState(false);
  const request = useRequestWithdrawal();
  const [failure, setFailure] = useState<string | null>(null);
  const first = accounts.find((a) => mostTo(a, available) > 0) ?? accounts[0];
  const empty = { amount: undefined, depositId: first?.depositId ?? '' };
  const form = useForm<WithdrawalRequestInput, unknown, WithdrawalRequest>({
    resolver: zodResolver(WithdrawalFormSchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const depositId = useWatch({ control: form.control, name: 'depositId' });
  const chosen = accounts.find((a) => a.depositId === depositId);
  const accountErrorId = useId();

  const onSubmit = form.handleSubmit(async (values) => {
    if (request.isPending) return;
    setFailure(null);
    if (values.amount > available) {
      // EMD_MESSAGES.withdrawalTooLarge, in the current language.
      form.setError('amount', { message: t('withdrawal.tooLarge', { amount: formatINR(available) }) });
      return;
    }
    if (chosen && values.amount > chosen.refundable) {
      // EMD_MESSAGES.refundAboveSource, in the current language.
      form.setError('amount', { message: t('withdrawal.aboveSource', { amount: formatINR(mostTo(chosen, available)) }) });
      return;
    }
    try {
      const withdrawal = await request.mutateAsync(values);
      toast.success(
        t('withdrawal.requestedTitle'),
        t('withdrawal.requestedBody', { amount: formatINR(withdrawal.amount), last4: withdrawal.account.last4 }),
      );
      form.reset(empty);
      onOpenChange(false);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'WITHDRAWAL_TOO_LARGE') {
        // The server's words carry what it found available (EMD_MESSAGES.withdrawalTooLarge, refundAboveSource).
        form.setError('amount', { message: errorText(err) });
        return;
      }
      const fieldIssues = err instanceof ApiError ? (err.issues ?? []).filter((i) => FIELDS.some((f) => i.path === f)) : [];
      if (fieldIssues.length) {
        for (const issue of fieldIssues) form.setError(issue.path as (typeof FIELDS)[number], { message: issue.message });
        return;
      }
      setFailure(errorText(err, t('withdrawal.failed')));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setFailure(null);
        // An account chosen before may have gone from the list since (the wallet is live): start from the first.
        else if (!chosen) form.setValue('depositId', first?.depositId ?? '');
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
          <fieldset className="grid gap-2" aria-describedby={errors.depositId ? accountErrorId : undefined}>
            <legend className="mb-1.5 text-sm font-medium">{t('withdrawal.payTo')}</legend>
            {accounts.map((a) => (
              <label
                key={a.depositId}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                )}
              >
                <input type="radio" value={a.depositId} className="mt-1 accent-primary" {...form.register('depositId')} />
                <span className="grid gap-0.5">
                  <AccountLine account={a} />
                  <span className="text-xs text-muted-foreground">{t('withdrawal.upTo', { amount: formatINR(mostTo(a, available)) })}</span>
                </span>
              </label>
            ))}
            {errors.depositId?.message ? (
              <p id={accountErrorId} role="alert" className="text-xs font-medium text-destructive">
                {sharedText(errors.depositId.message)}
              </p>
            ) : null}
            <p className="text-xs text-muted-foreground">{t('withdrawal.onlySources')}</p>
          </fieldset>
          <Controller
            control={form.control}
            name="amount"
            render={({ field }) => (
              <Field
                label={t('withdrawal.amount')}
                error={errors.amount?.message}
                hint={t('withdrawal.available', { amount: formatINR(chosen ? mostTo(chosen, available) : available) })}
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
