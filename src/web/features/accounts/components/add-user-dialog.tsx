import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { ROLES, VERIFICATION_STATUSES } from '@shared/domain/constants';
import { AddUserSchema, type AddUser, type AddUserInput } from '@shared/schemas/admin';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useAddUser } from '../api/add-user';
import { FormDialogFooter } from '@web/components/ui/form-dialog-footer';
import { sharedText } from '@web/i18n/messages';
import { useAdminText } from '@web/i18n/ns/admin';

/** Add User: creates a sign-in account with a role and a temporary password the admin passes on. */
export function AddUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open ? <AddUserForm onDone={() => onOpenChange(false)} /> : null}</DialogContent>
    </Dialog>
  );
}

function AddUserForm({ onDone }: { onDone: () => void }) {
  const t = useAdminText();
  const add = useAddUser();
  const ids = useId();
  const form = useForm<AddUserInput, unknown, AddUser>({
    resolver: zodResolver(AddUserSchema),
    defaultValues: { fullName: '', email: '', phone: '', password: '', role: 'buyer', verificationStatus: 'verified' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const submit = (values: AddUser) => {
    if (add.isPending) return;
    add.mutate(values, {
      onSuccess: (u) => {
        toast.success(t('messages.admin.userAdded'), t('addUser.added', { name: u.fullName ?? u.email, role: u.role }));
        onDone();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.issues) {
          for (const i of err.issues) form.setError(i.path as FieldPath<AddUserInput>, { message: i.message });
        }
        toast.apiError(t('common.error'), err, t('addUser.failed'));
      },
    });
  };

  return (
    <form onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('addUser.title')}</DialogTitle>
        <DialogDescription>{t('addUser.description')}</DialogDescription>
      </DialogHeader>
      <Field label={t('addUser.fullName')} error={errors.fullName?.message}>
        <Input autoComplete="off" {...form.register('fullName')} />
      </Field>
      <Field label={t('addUser.email')} error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </Field>
      <Field label={t('common.phone')} error={errors.phone?.message}>
        <Input type="tel" autoComplete="off" {...form.register('phone')} />
      </Field>
      <Field label={t('addUser.password')} error={errors.password?.message}>
        <Input type="text" autoComplete="new-password" {...form.register('password')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-role`}>{t('addUser.role')}</Label>
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id={`${ids}-role`} aria-invalid={errors.role ? true : undefined}>
                  <SelectValue placeholder={t('addUser.chooseRole')} />
                </SelectTrigger>
                <SelectContent>
                  {ROLES.map((r) => (
                    <SelectItem key={r} value={r}>
                      {t(`role.${r}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {errors.role ? (
                <p role="alert" className="text-xs font-medium text-destructive">
                  {sharedText(errors.role.message)}
                </p>
              ) : null}
            </div>
          )}
        />
        <Controller
          control={form.control}
          name="verificationStatus"
          render={({ field }) => (
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-status`}>{t('addUser.status')}</Label>
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id={`${ids}-status`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {VERIFICATION_STATUSES.map((s) => (
                    <SelectItem key={s} value={s}>
                      {t(`verification.${s}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          )}
        />
      </div>
      <FormDialogFooter submitLabel={t('addUser.submit')} pending={add.isPending} onCancel={onDone} />
    </form>
  );
}
