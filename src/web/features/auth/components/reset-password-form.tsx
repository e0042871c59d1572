import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ResetPasswordSchema } from '@shared/schemas/auth';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useAuthText } from '@web/i18n/ns/auth';
import { toast } from '@web/lib/toast';
import { useResetPassword } from '../api/reset-password';
import { SubmitButton } from './submit-button';

type ResetValues = z.infer<typeof ResetPasswordSchema>;

/** The page the e-mailed reset link lands on (/auth?token=…): choose a new password. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => Promise<void> | void }) {
  const t = useAuthText();
  const form = useForm<ResetValues>({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const reset = useResetPassword();

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (reset.isPending) return;
    try {
      await reset.mutateAsync({ token, newPassword: password });
    } catch (err) {
      toast.apiError(t('toasts.resetFailed'), err, t('toasts.tryAgain'));
      return;
    }
    toast.success(t('toasts.passwordUpdated'), t('toasts.passwordUpdatedHint'));
    await onDone();
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('newPasswordTitle')}>
      <Field label={t('newPassword')} error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" autoFocus {...form.register('password')} />
      </Field>
      <Field label={t('confirmNewPassword')} error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </Field>
      <SubmitButton pending={reset.isPending} pendingText={t('saving')}>
        {t('setNewPassword')}
      </SubmitButton>
    </form>
  );
}
