import { Loader2Icon } from 'lucide-react';
import { useCommonText } from '@web/i18n/ns/common';
import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from './alert-dialog';

/**
 * A yes/no question, e.g. before a delete. While `pending` it cannot be dismissed, its buttons are
 * disabled and the action spins, so a failure is seen beside the question; the caller closes it.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  tone = 'destructive',
  pending,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Red for what cannot be undone (a delete, a rejection); the primary colour for a yes to go ahead (a bid). */
  tone?: 'destructive' | 'default';
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useCommonText();
  return (
    <AlertDialog open={open} onOpenChange={(o) => !o && !pending && onCancel()}>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('ui.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            variant={tone}
            disabled={pending}
            onClick={(e) => {
              // Kept open until the caller closes it (on success), not by the click itself.
              e.preventDefault();
              onConfirm();
            }}
          >
            {pending ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
