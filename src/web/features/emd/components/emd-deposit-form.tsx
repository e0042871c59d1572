import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircleIcon } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { MAX_HOLDER_NAME } from '@shared/domain/bank-account';
import { EmdDepositCreateSchema, type EmdDeposit, type EmdDepositCreate, type EmdDepositCreateInput } from '@shared/schemas/emd';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { useBiddingText } from '@web/i18n/ns/bidding';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { useCreateEmdDeposit } from '../api/create-emd-deposit';
import { useBankDetails } from '../api/get-bank-details';
import { AmountInput } from '@web/components/ui/amount-input';
import { BankDetails } from './bank-details';
import { errorText } from '@web/i18n/messages';

const FIELDS = ['utrReference', 'amount', 'holderName', 'bankAccount', 'ifsc'] as const;
type FieldName = (typeof FIELDS)[number];
const isField = (path: string): path is FieldName => (FIELDS as readonly string[]).includes(path);

/**
 * The EMD deposit form: the platform's bank details, then the NEFT/RTGS UTR reference and the
 * amount the buyer sent, and the buyer's own account it was sent from, where a refund goes
 * (decision 033). An admin checks the transfer and marks the EMD paid.
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
  const profile = useSession().me;
  const name = profile?.profile?.fullName || profile?.user.name || '';
  const firm = profile?.profile?.companyName;
  const form = useForm<EmdDepositCreateInput, unknown, EmdDepositCreate>({
    resolver: zodResolver(EmdDepositCreateSchema),
    defaultValues: {
      utrReference: '',
      amount: defaultAmount && defaultAmount > 0 ? defaultAmount : undefined,
      holderName: name,
      bankAccount: '',
      ifsc: '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (create.isPending) return;
    try {
      onSubmitted(await create.mutateAsync(values));
    } catch (err) {
      if (err instanceof ApiError && (err.code === 'UTR_TAKEN' || err.code === 'CONFLICT')) {
        form.setError('utrReference', { message: errorText(err) });
        return;
      }
      if (err instanceof ApiError && err.code === 'HOLDER_NAME_MISMATCH') {
        form.setError('holderName', { message: errorText(err) }, { shouldFocus: true });
        return;
      }
      if (err instanceof ApiError && err.issues?.length) {
        for (const issue of err.issues) form.setError(isField(issue.path) ? issue.path : 'utrReference', { message: issue.message });
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
      <fieldset className="grid gap-3 rounded-lg border p-4">
        <legend className="px-1 text-sm font-semibold">{t('emd.from.title')}</legend>
        <p className="-mt-1 text-xs text-muted-foreground">{t('emd.from.lead')}</p>
        <Field
          label={t('emd.from.holderName')}
          error={errors.holderName?.message}
          hint={firm ? t('emd.from.holderHintFirm', { name, firm }) : t('emd.from.holderHint', { name })}
        >
          <Input autoComplete="name" spellCheck={false} maxLength={MAX_HOLDER_NAME} {...form.register('holderName')} />
        </Field>
        <div className="grid items-start gap-3 sm:grid-cols-2">
          <Field label={t('emd.from.bankAccount')} error={errors.bankAccount?.message} hint={t('emd.from.bankAccountHint')}>
            <Input inputMode="numeric" autoComplete="off" spellCheck={false} className="font-mono" {...form.register('bankAccount')} />
          </Field>
          <Field label={t('emd.from.ifsc')} error={errors.ifsc?.message} hint={t('emd.from.ifscHint')}>
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              className="font-mono uppercase"
              {...form.register('ifsc')}
            />
          </Field>
        </div>
      </fieldset>
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
