import { zodResolver } from '@hookform/resolvers/zod';
import { BuildingIcon, UserRoundIcon } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { BUYER_TYPES, type BuyerType, type UserType } from '@shared/domain/constants';
import { RegistrationSchema, type RegistrationInput } from '@shared/schemas/auth';
import { Checkbox } from '@web/components/ui/checkbox';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useMessages } from '@web/i18n/messages';
import { useAuthText } from '@web/i18n/ns/auth';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { useSignUp } from '../api/sign-up';
import { SubmitButton } from './submit-button';

/** Every field of the form; the optional ones start empty so inputs stay controlled. */
type RegisterValues = Required<Omit<RegistrationInput, 'buyerType'>> & { buyerType: BuyerType };

const DEFAULTS: RegisterValues = {
  fullName: '',
  phone: '',
  email: '',
  pan: '',
  password: '',
  confirmPassword: '',
  userType: 'buyer',
  buyerType: 'individual',
  organizationName: '',
  gst: '',
  aadhaar: '',
  acceptTerms: false,
  acceptPrivacy: false,
};

const USER_TYPE_OPTIONS: { value: UserType; label: string; hint: string; Icon: typeof UserRoundIcon }[] = [
  { value: 'buyer', label: 'buyer', hint: 'buyerHint', Icon: UserRoundIcon },
  { value: 'vendor', label: 'vendor', hint: 'vendorHint', Icon: BuildingIcon },
];

/** PAN and GST are upper-cased as they are typed (spec §5), keeping the caret where it was. */
function upperCased(onChange: (e: ChangeEvent<HTMLInputElement>) => unknown) {
  return (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.target;
    const upper = input.value.toUpperCase();
    if (upper !== input.value) {
      const { selectionStart, selectionEnd } = input;
      input.value = upper;
      input.setSelectionRange(selectionStart, selectionEnd);
    }
    return onChange(e);
  };
}

/**
 * Spec §2/§3/§5 registration. The form validates with the same RegistrationSchema as the server,
 * so each field shows the server's message; the raw values are posted and parsed again there.
 */
export function RegisterForm({
  onRegistered,
  initialUserType = 'buyer',
}: {
  /** `signedIn`: the new account is signed in; false when the address already had an account (see sign-up.ts). */
  onRegistered: (signedIn: boolean) => Promise<void> | void;
  /** Who the visitor came to register as ("List a Property" opens it as a vendor). */
  initialUserType?: RegisterValues['userType'];
}) {
  const say = useMessages();
  const t = useAuthText();
  const form = useForm<RegistrationInput, unknown, RegistrationInput>({
    // NOTE: raw mode hands the typed values (not the schema's output) to onSubmit: the server needs
    // the same input (confirmPassword, full Aadhaar) to run the same checks.
    resolver: zodResolver(RegistrationSchema, undefined, { raw: true }),
    defaultValues: { ...DEFAULTS, userType: initialUserType },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const signUp = useSignUp();
  const userType = useWatch({ control: form.control, name: 'userType' });
  const buyerType = useWatch({ control: form.control, name: 'buyerType' });
  const isBuyer = userType === 'buyer';
  const individual = buyerType === 'individual';
  const ids = useId();
  // Registered where they render, so a failed submit focuses the first bad field in reading order.
  const registerUpper = (name: 'pan' | 'gst') => {
    const field = form.register(name);
    return { ...field, onChange: upperCased(field.onChange) };
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (signUp.isPending) return;
    let signedIn: boolean;
    try {
      ({ signedIn } = await signUp.mutateAsync(values));
    } catch (err) {
      if (err instanceof ApiError && err.issues) {
        for (const issue of err.issues) {
          if (issue.path in DEFAULTS) form.setError(issue.path as FieldPath<RegistrationInput>, { message: issue.message });
        }
      }
      toast.apiError(t('toasts.registrationFailed'), err, t('toasts.tryAgain'));
      return;
    }
    toast.success(t('toasts.registered'), t('toasts.registeredHint'));
    await onRegistered(signedIn);
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('registerForm')}>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('registerAs')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {USER_TYPE_OPTIONS.map(({ value, label, hint, Icon }) => (
            <label
              key={value}
              className={cn(
                'relative flex cursor-pointer flex-col gap-1 rounded-lg border p-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring hover:bg-muted',
                userType === value && 'border-primary bg-primary/5 ring-1 ring-primary',
              )}
            >
              <span className="flex items-center gap-2 font-medium">
                <input type="radio" value={value} className="sr-only" {...form.register('userType')} />
                <Icon className="size-4 text-primary" aria-hidden />
                {t(label)}
              </span>
              <span className="text-xs text-muted-foreground">{t(hint)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <Field label={t('fullName')} error={errors.fullName?.message}>
        <Input autoComplete="name" {...form.register('fullName')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('phone')} error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" inputMode="tel" placeholder="98765 43210" {...form.register('phone')} />
        </Field>
        <Field label={t('email')} error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" placeholder="you@example.in" {...form.register('email')} />
        </Field>
      </div>
      <Field label={t('pan')} error={errors.pan?.message} hint={t('panHint')}>
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={10}
          className="uppercase placeholder:normal-case"
          {...registerUpper('pan')}
        />
      </Field>

      {isBuyer ? (
        <Field label={t('buyerType')} error={errors.buyerType?.message}>
          {/* NOTE: a native select: keyboard and phone friendly, and no popper code on the auth page. */}
          <select
            className="flex h-9 w-full rounded-md border border-input bg-card px-3 py-1 text-sm shadow-xs aria-invalid:border-destructive focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
            {...form.register('buyerType')}
          >
            {BUYER_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`buyerTypes.${type}`)}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      {isBuyer && !individual ? (
        <>
          <Field label={t('organization')} error={errors.organizationName?.message}>
            <Input autoComplete="organization" {...form.register('organizationName')} />
          </Field>
          <Field label={t('gst')} error={errors.gst?.message} hint={t('gstHint')}>
            <Input
              autoComplete="off"
              spellCheck={false}
              maxLength={15}
              className="uppercase placeholder:normal-case"
              {...registerUpper('gst')}
            />
          </Field>
        </>
      ) : null}
      {isBuyer && individual ? (
        <Field label={t('aadhaar')} error={errors.aadhaar?.message} hint={t('aadhaarHint')}>
          <Input autoComplete="off" inputMode="numeric" maxLength={14} {...form.register('aadhaar')} />
        </Field>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('password')} error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
        <Field label={t('confirmPassword')} error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </Field>
      </div>

      <div className="grid gap-2">
        {(['acceptTerms', 'acceptPrivacy'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <div className="flex items-start gap-2">
                <Checkbox
                  id={`${ids}-${name}`}
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={(c) => field.onChange(c === true)}
                  onBlur={field.onBlur}
                  aria-invalid={errors.acceptTerms ? true : undefined}
                  aria-describedby={errors.acceptTerms ? `${ids}-terms-error` : undefined}
                  className="mt-0.5"
                />
                <Label htmlFor={`${ids}-${name}`} className="leading-snug font-normal">
                  {name === 'acceptTerms' ? t('acceptTerms') : t('acceptPrivacy')}
                </Label>
              </div>
            )}
          />
        ))}
        {errors.acceptTerms ? (
          <p id={`${ids}-terms-error`} role="alert" className="text-xs font-medium text-destructive">
            {say.text(errors.acceptTerms.message)}
          </p>
        ) : null}
      </div>

      <SubmitButton pending={signUp.isPending} pendingText={t('creatingAccount')}>
        {t('createAccount')}
      </SubmitButton>
    </form>
  );
}
