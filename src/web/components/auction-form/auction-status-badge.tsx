import type { AuctionStatus } from '@shared/domain/constants';
import { Badge } from '@web/components/ui/badge';

const VARIANT = {
  live: 'live',
  upcoming: 'upcoming',
  ended: 'ended',
  draft: 'muted',
  cancelled: 'muted',
} as const;

const LABEL: Record<AuctionStatus, string> = {
  live: 'Live',
  upcoming: 'Upcoming',
  ended: 'Ended',
  draft: 'Draft',
  cancelled: 'Cancelled',
};

/** Status badge of a managed auction: live green, upcoming blue, ended grey, draft and cancelled muted. */
export function AuctionStatusBadge({ status }: { status: AuctionStatus }) {
  return <Badge variant={VARIANT[status]}>{LABEL[status]}</Badge>;
}
