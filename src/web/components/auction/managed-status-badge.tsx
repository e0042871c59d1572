import type { AuctionStatus } from '@shared/domain/constants';
import { Badge } from '@web/components/ui/badge';
import { useCommonText } from '@web/i18n/ns/common';

const VARIANT = {
  live: 'live',
  upcoming: 'upcoming',
  ended: 'ended',
  draft: 'muted',
  cancelled: 'muted',
} as const;

/**
 * A managed auction's status by its own name, title case (Live, Upcoming, Ended, Draft, Cancelled),
 * for the screens that manage auctions: live green, upcoming blue, ended grey, draft and cancelled
 * muted. ListingStatusBadge is the listings' badge.
 */
export function ManagedStatusBadge({ status }: { status: AuctionStatus }) {
  const t = useCommonText();
  return <Badge variant={VARIANT[status]}>{t(`auctionStatus.${status}`)}</Badge>;
}
