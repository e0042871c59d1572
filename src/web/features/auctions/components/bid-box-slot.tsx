import { GavelIcon, LogInIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { Auction } from '@shared/schemas/auction';
import { Button } from '@web/components/ui/button';
import { useSession } from '@web/lib/session';

/**
 * Where the bid input, the quick-add buttons and Place Bid go (spec §2 auction detail sidebar).
 * Guests see "Sign In to Bid"; bidding itself is not wired here.
 */
export function BidBoxSlot({ auction }: { auction: Pick<Auction, 'id' | 'status'> }) {
  const { me, loading } = useSession();
  const location = useLocation();
  if (!me && !loading) {
    return (
      <Button asChild size="lg" className="w-full">
        <Link to="/auth" state={{ from: location.pathname }}>
          <LogInIcon aria-hidden />
          Sign In to Bid
        </Link>
      </Button>
    );
  }
  return (
    <Button size="lg" className="w-full" disabled aria-disabled="true" data-auction-status={auction.status}>
      <GavelIcon aria-hidden />
      Place Bid
    </Button>
  );
}
