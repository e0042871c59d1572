import type { BidStatus } from '@shared/domain/constants';
import { Badge } from '@web/components/ui/badge';
import { useAdminText } from '@web/i18n/ns/admin';

const VARIANT = { active: 'live', completed: 'upcoming', flagged: 'destructive' } as const;

export function BidStatusBadge({ status }: { status: BidStatus }) {
  const t = useAdminText();
  return <Badge variant={VARIANT[status]}>{t(`bids.status.${status}`)}</Badge>;
}
