import type { BidStatus } from '@shared/domain/constants';
import { Badge } from '@web/components/ui/badge';
import { useCommonText } from '@web/i18n/ns/common';

const VARIANT = { active: 'live', completed: 'upcoming', flagged: 'destructive' } as const;

/** A bid's status (Active, Completed, Flagged), on the buyer's and the admin's screens alike. */
export function BidStatusBadge({ status }: { status: BidStatus }) {
  const t = useCommonText();
  return <Badge variant={VARIANT[status]}>{t(`bidStatus.${status}`)}</Badge>;
}
