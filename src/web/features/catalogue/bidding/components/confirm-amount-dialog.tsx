import type { ReactNode } from 'react';
import { amountInWords, formatINR } from '@shared/domain/money';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useLanguage } from '@web/i18n/i18n';
import { useBiddingText } from '@web/i18n/ns/bidding';

/**
 * Decision 014: an amount that commits the bidder (a bid, a maximum) is confirmed first, in figures
 * and in words. Open while `amount` is a number; the caller closes it by setting it back to null.
 */
export function ConfirmAmountDialog({
  amount,
  title,
  note,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
}: {
  amount: number | null;
  title: string;
  /** What confirming means, under the amount. */
  note: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useBiddingText();
  const language = useLanguage();
  // Every language spells the amount out in its own number words (एक करोड़ पच्चीस लाख).
  const inWords = (n: number) => amountInWords(n, language);
  return (
    <ConfirmDialog
      open={amount !== null}
      title={title}
      tone="default"
      description={
        amount === null ? null : (
          <span className="grid gap-2">
            <span className="tabular block text-2xl font-bold text-foreground" data-testid="confirm-bid-amount">
              {formatINR(amount)}
            </span>
            <span className="block" data-testid="confirm-bid-words">
              {t('confirm.words', { words: inWords(amount) })}
            </span>
            <span className="block">{note}</span>
          </span>
        )
      }
      confirmLabel={confirmLabel}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
