import type { AuctionStatus } from '@shared/domain/constants';
import { displayStatus } from '@shared/domain/auction-status';
import { Badge } from '@web/components/ui/badge';
import { useAuctionsText } from '@web/i18n/ns/auctions';
import { cn } from '@web/lib/cn';

/**
 * Where a status is shown. Listing cards show live, upcoming or ended (draft and cancelled read as
 * upcoming, spec §4); the owner's and admin's own screens name draft and cancelled as they are.
 */
export type StatusContext = 'listing' | 'exact';

/**
 * An auction's status as listings show it (spec §2): LIVE with a pulsing dot, UPCOMING or ENDED,
 * upper-case; live green, upcoming blue, ended grey. Draft and cancelled read as upcoming, or by
 * their own name, muted, in the 'exact' context. ManagedStatusBadge is the management screens' badge.
 */
export function ListingStatusBadge({
  status,
  context = 'listing',
  className,
}: {
  status: AuctionStatus;
  context?: StatusContext;
  className?: string;
}) {
  const t = useAuctionsText();
  if (context === 'exact' && (status === 'draft' || status === 'cancelled')) {
    return (
      <Badge variant="muted" className={cn('uppercase shadow-sm', className)} data-status={status}>
        {t(`status.${status}`)}
      </Badge>
    );
  }
  const shown = displayStatus(status);
  return (
    <Badge variant={shown} className={cn('shadow-sm', className)} data-status={shown}>
      {shown === 'live' ? <span className="size-1.5 rounded-full bg-current motion-safe:animate-pulse" aria-hidden /> : null}
      {t(`status.${shown}`)}
    </Badge>
  );
}
