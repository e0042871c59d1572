import { useState, type FormEvent } from 'react';
import { DEFAULT_DIGEST_HOUR, SAVED_SEARCH_NAME_MAX, type AlertFrequency } from '@shared/domain/saved-searches';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { FormDialogFooter } from '@web/components/ui/form-dialog-footer';
import { Input } from '@web/components/ui/input';
import { useBuyerText } from '@web/i18n/ns/buyer';
import { ApiError } from '@web/lib/api-client';
import { AlertSettingsFields } from './alert-settings-fields';

export type SavedSearchForm = { name: string; frequency: AlertFrequency; digestHour: number };

/**
 * A saved search's name and how often its alerts come: the form of "Save this search" and of Edit. A
 * refusal from the server (a name already used, too many searches) shows under the name; the dialog
 * stays open with what was typed.
 */
export function SavedSearchDialog({
  open,
  title,
  description,
  submitLabel,
  initial,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  description: string;
  submitLabel: string;
  initial: Partial<SavedSearchForm> & { name: string };
  onSubmit: (form: SavedSearchForm) => Promise<void>;
  onClose: () => void;
}) {
  const t = useBuyerText();
  const [form, setForm] = useState<SavedSearchForm>({ frequency: 'instant', digestHour: DEFAULT_DIGEST_HOUR, ...initial });
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setPending(true);
    setError(undefined);
    try {
      await onSubmit({ ...form, name: form.name.trim() });
    } catch (err) {
      setError(err instanceof ApiError ? (err.issues?.[0]?.message ?? err.message) : String(err));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && !pending && onClose()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <Field label={t('savedSearches.nameLabel')} error={error}>
            <Input
              value={form.name}
              maxLength={SAVED_SEARCH_NAME_MAX}
              required
              onChange={(e) => setForm({ ...form, name: e.target.value })}
              autoComplete="off"
            />
          </Field>
          <AlertSettingsFields
            idPrefix="saved-search"
            frequency={form.frequency}
            digestHour={form.digestHour}
            onChange={(patch) => setForm({ ...form, ...patch })}
          />
          <FormDialogFooter submitLabel={submitLabel} pending={pending} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
