import { PRICE_SLIDER_MAX } from '@web/lib/ui-settings';
import { formatCompact, formatINR, LAKH } from '@shared/domain/money';

/** Short ₹ form for the price slider; its top end means "no upper limit", hence the "+". */
export function priceLabel(amount: number, end: 'min' | 'max'): string {
  if (end === 'max' && amount >= PRICE_SLIDER_MAX) return `${formatCompact(amount)}+`;
  return amount < LAKH ? formatINR(amount) : formatCompact(amount);
}
