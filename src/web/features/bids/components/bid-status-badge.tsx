import type { BidStatus } from '@shared/domain/constants';
import { Badge } from '@web/components/ui/badge';
import { useBuyerText } from '@web/i18n/ns/buyer';

const VARIANT = { active: 'live', completed: 'upcoming', flagged: 'destructive' } as const;

/** A bid's status; its text is `bidStatus.<status>` (Active, Completed, Flagged). */
export function BidStatusBadge({ status }: { status: BidStatus }) {
  const t = useBuyerText();
  return <Badge variant={VARIANT[status]}>{t(`bidStatus.${status}`)}</Badge>;
}
