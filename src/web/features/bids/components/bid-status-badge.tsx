import type { BidStatus } from '@shared/domain/constants';
import { Badge } from '@web/components/ui/badge';

const VARIANT = { active: 'live', completed: 'upcoming', flagged: 'destructive' } as const;
const LABEL: Record<BidStatus, string> = { active: 'Active', completed: 'Completed', flagged: 'Flagged' };

export function BidStatusBadge({ status }: { status: BidStatus }) {
  return <Badge variant={VARIANT[status]}>{LABEL[status]}</Badge>;
}
