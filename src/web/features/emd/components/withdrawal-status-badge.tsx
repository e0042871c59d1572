import type { WithdrawalStatus } from '@shared/domain/constants';
import { Badge } from '@web/components/ui/badge';
import { useBuyerText } from '@web/i18n/ns/buyer';

export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = { requested: 'Requested', paid: 'Paid', rejected: 'Rejected' };
// NOTE: rejected is grey, not 'destructive': that badge's white on red misses AA contrast in the dark theme.
const VARIANT = { requested: 'warning', paid: 'live', rejected: 'ended' } as const;

/** Where a withdrawal stands: requested (an admin pays it), paid, or rejected (its amount back in the wallet). */
export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const t = useBuyerText();
  return <Badge variant={VARIANT[status]}>{t(`withdrawal.status.${status}`)}</Badge>;
}
