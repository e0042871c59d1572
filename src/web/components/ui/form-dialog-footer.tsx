import { Loader2Icon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { useCommonText } from '@web/i18n/ns/common';

/** A form dialog's Cancel and submit buttons: both disabled, and the submit spinning, while it is pending. */
export function FormDialogFooter({
  submitLabel,
  pending,
  onCancel,
  destructive,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  destructive?: boolean;
}) {
  const t = useCommonText();
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {t('ui.cancel')}
      </Button>
      <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={pending}>
        {pending ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
