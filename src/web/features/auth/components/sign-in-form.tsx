import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AUTH_MESSAGES, SignInSchema, type SignIn } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useAuthText } from '@web/i18n/ns/auth';
import { toast } from '@web/lib/toast';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useSignIn } from '../api/sign-in';
import { SubmitButton } from './submit-button';

/** Spec §2/§5 sign-in: email and password, plus the password-reset action. */
export function SignInForm({
  onSignedIn,
  onResetRequested,
}: {
  onSignedIn: () => Promise<void> | void;
  onResetRequested?: (email: string) => void;
}) {
  const t = useAuthText();
  const form = useForm<SignIn>({ resolver: zodResolver(SignInSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const signIn = useSignIn();
  const reset = useRequestPasswordReset();

  const onSubmit = form.handleSubmit(async (values) => {
    if (signIn.isPending) return;
    try {
      await signIn.mutateAsync(values);
    } catch (err) {
      toast.apiError(t('toasts.signInFailed'), err, t('toasts.invalidCredentials'));
      return;
    }
    toast.success(t('toasts.welcomeBack'), t('toasts.signedIn'));
    await onSignedIn();
  });

  const onForgot = async () => {
    if (reset.isPending) return;
    const email = form.getValues('email').trim();
    if (!email) {
      toast.error(AUTH_MESSAGES.emailRequiredTitle, AUTH_MESSAGES.emailRequiredReset);
      form.setFocus('email');
      return;
    }
    try {
      await reset.mutateAsync(email);
    } catch (err) {
      toast.apiError(t('toasts.resetFailed'), err, t('toasts.tryAgain'));
      return;
    }
    toast.success(t('toasts.resetSent'), t('toasts.resetSentHint'));
    onResetRequested?.(email);
  };

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('signInForm')}>
      <Field label={t('email')} error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" placeholder="you@example.in" {...form.register('email')} />
      </Field>
      <Field label={t('password')} error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </Field>
      {/* After the password in tab order, so email → password → Sign In reads naturally by keyboard. */}
      <div className="-mt-2 flex justify-end">
        <Button type="button" variant="link" size="sm" className="h-auto px-0 py-0" onClick={onForgot} disabled={reset.isPending}>
          {reset.isPending ? t('sending') : t('forgot')}
        </Button>
      </div>
      <SubmitButton pending={signIn.isPending} pendingText={t('signingIn')}>
        {t('signIn')}
      </SubmitButton>
    </form>
  );
}
