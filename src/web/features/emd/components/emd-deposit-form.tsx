import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircleIcon } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { EmdDepositCreateSchema, type EmdDeposit, type EmdDepositCreate, type EmdDepositCreateInput } from '@shared/schemas/emd';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
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
      toast.apiError('Deposit not submitted', err);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="EMD deposit">
      <BankDetails details={bank.data} loading={bank.isPending} />
      <Field
        label="NEFT/RTGS UTR reference"
        error={errors.utrReference?.message}
        hint="16 to 22 letters or digits, from your bank's transfer confirmation."
      >
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono uppercase placeholder:font-sans placeholder:normal-case"
          placeholder="e.g. HDFCR52024061512345678"
          {...form.register('utrReference')}
        />
      </Field>
      <Controller
        control={form.control}
        name="amount"
        render={({ field }) => (
          <Field label="Amount transferred" error={errors.amount?.message}>
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
            Back
          </Button>
        ) : null}
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
          {create.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : null}
          {create.isPending ? 'Submitting…' : 'Submit Deposit'}
        </Button>
      </div>
    </form>
  );
}
