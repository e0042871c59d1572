import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircleIcon } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { EmdDepositCreateSchema, type EmdDeposit, type EmdDepositCreate, type EmdDepositCreateInput } from '@shared/schemas/emd';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { useBiddingText } from '@web/i18n/ns/bidding';
import { toast } from '@web/lib/toast';
import { useCreateEmdDeposit } from '../api/create-emd-deposit';
import { useBankDetails } from '../api/get-bank-details';
import { AmountInput } from '@web/components/ui/amount-input';
import { BankDetails } from './bank-details';

/**
 * The EMD deposit form: the platform's bank details, then the NEFT/RTGS UTR reference and the
 * amount the buyer sent. An admin checks the transfer and marks the EMD paid.
 */
export function EmdDepositForm({
  defaultAmount,
  onSubmitted,
  onCancel,
}: {
  defaultAmount: number | undefined;
  onSubmitted: (deposit: EmdDeposit) => void;
  onCancel?: () => void;
}) {
  const t = useBiddingText();
  const bank = useBankDetails();
  const create = useCreateEmdDeposit();
  const form = useForm<EmdDepositCreateInput, unknown, EmdDepositCreate>({
    resolver: zodResolver(EmdDepositCreateSchema),
    defaultValues: { utrReference: '', amount: defaultAmount && defaultAmount > 0 ? defaultAmount : undefined },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (create.isPending) return;
    try {
      onSubmitted(await create.mutateAsync(values));
    } catch (err) {
      if (err instanceof ApiError && (err.code === 'UTR_TAKEN' || err.code === 'CONFLICT')) {
        form.setError('utrReference', { message: err.message });
        return;
      }
      if (err instanceof ApiError && err.issues?.length) {
        for (const issue of err.issues) {
          const field = issue.path === 'amount' ? 'amount' : 'utrReference';
          form.setError(field, { message: issue.message });
        }
        return;
      }
      toast.apiError(t('emd.notSubmitted'), err);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('emd.formLabel')}>
      <BankDetails details={bank.data} loading={bank.isPending} />
      <Field label={t('emd.utr')} error={errors.utrReference?.message} hint={t('emd.utrHint')}>
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono uppercase placeholder:font-sans placeholder:normal-case"
          placeholder={t('emd.utrPlaceholder')}
          {...form.register('utrReference')}
        />
      </Field>
      <Controller
        control={form.control}
        name="amount"
        render={({ field }) => (
          <Field label={t('emd.amountTransferred')} error={errors.amount?.message}>
            <AmountInput
              value={typeof field.value === 'number' ? field.value : null}
              onValueChange={(v) => field.onChange(v ?? undefined)}
              onBlur={field.onBlur}
              name={field.name}
              className="h-9 text-sm"
            />
          </Field>
        )}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            {t('emd.back')}
          </Button>
        ) : null}
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
          {create.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : null}
          {create.isPending ? t('emd.submitting') : t('emd.submit')}
        </Button>
      </div>
    </form>
  );
}
