import { HeartIcon } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { WATCHLIST_MESSAGES as M } from '@shared/messages/watchlist';
import { useAuctionsText } from '@web/i18n/ns/auctions';
import { cn } from '@web/lib/cn';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { signInPath } from '@web/lib/return-path';
import { useWatchlistIds } from '../api/get-watchlist-ids';
import { useToggleWatchlist } from '../api/toggle-watchlist';

/**
 * The watchlist heart (spec §2 card and detail, §8 toasts). Signed out, it asks the visitor to
 * log in; signed in, it adds or removes the auction.
 */
export function WatchlistHeart({ auctionId, size = 'sm', className }: { auctionId: string; size?: 'sm' | 'lg'; className?: string }) {
  const { me, loading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { ids } = useWatchlistIds();
  const toggle = useToggleWatchlist();
  const watching = !!ids?.includes(auctionId);
  const t = useAuctionsText();
  const label = watching ? t('card.removeFromWatchlist') : t('card.addToWatchlist');

  const onClick = () => {
    if (loading) return;
    if (!me) {
      toast.error(M.loginRequiredTitle, M.loginRequired, {
        label: 'Login',
        onClick: () => navigate(signInPath(location.pathname + location.search)),
      });
      return;
    }
    if (toggle.isPending) return;
    toggle.mutate({ auctionId, watch: !watching });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={watching}
      aria-label={label}
      title={label}
      data-testid="watchlist-heart"
      className={cn(
        'grid place-items-center rounded-full border bg-card/90 text-foreground shadow-sm backdrop-blur transition-colors hover:bg-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        size === 'lg' ? 'size-11' : 'size-9',
        className,
      )}
    >
      <HeartIcon
        aria-hidden
        className={cn(size === 'lg' ? 'size-5' : 'size-4', watching ? 'fill-red-600 text-red-600' : 'text-foreground/80')}
      />
    </button>
  );
}
