import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { formatINR, formatLakh } from '@shared/domain/money';
import { MarkEmdSchema, type AdminUser, type MarkEmd } from '@shared/schemas/admin';
import type { z } from 'zod';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import { useMarkEmd } from '../api/mark-emd';
import { FormDialogFooter } from '@web/components/ui/form-dialog-footer';
import { useAdminText } from '@web/i18n/ns/admin';

type Values = z.input<typeof MarkEmdSchema>;

/** Mark a user's EMD paid with its amount in rupees (shown back in lakh as the table shows it). */
export function MarkEmdDialog({ user, onOpenChange }: { user: AdminUser | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent>{user ? <MarkEmdForm key={user.userId} user={user} onDone={() => onOpenChange(false)} /> : null}</DialogContent>
    </Dialog>
  );
}

function MarkEmdForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const t = useAdminText();
  const mark = useMarkEmd();
  const form = useForm<Values, unknown, MarkEmd>({
    resolver: zodResolver(MarkEmdSchema),
    defaultValues: { paid: true, amount: user.emdPaid ? user.emdAmount : undefined },
  });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const name = user.fullName || user.email;

  const submit = (values: MarkEmd) => {
    if (mark.isPending) return;
    mark.mutate(
      { userId: user.userId, input: values },
      {
        onSuccess: (u) => {
          toast.success(t('markEmd.done'), `${name}: ${formatLakh(u.emdAmount)}`);
          onDone();
        },
        onError: (err) => toast.apiError(t('common.error'), err, t('common.emdFailed')),
      },
    );
  };

  return (
    <form onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('markEmd.title')}</DialogTitle>
        <DialogDescription>{t('markEmd.description', { name })}</DialogDescription>
      </DialogHeader>
      <Field
        label={t('markEmd.amount')}
        error={form.formState.errors.amount?.message}
        hint={typeof amount === 'number' && amount > 0 ? `${formatINR(amount)} (${formatLakh(amount)})` : t('markEmd.wholeRupees')}
      >
        <Input type="number" inputMode="numeric" min={1} step={1} autoFocus {...form.register('amount', { valueAsNumber: true })} />
      </Field>
      <FormDialogFooter submitLabel={t('markEmd.submit')} pending={mark.isPending} onCancel={onDone} />
    </form>
  );
}
