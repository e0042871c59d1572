import { AlertCircleIcon, SearchXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Auction } from '@shared/schemas/auction';
import { AUCTION_MESSAGES } from '@shared/messages/auction';
import { AuctionCard } from '@web/components/auction/auction-card';
import { AuctionCardSkeleton } from '@web/components/auction/auction-card-skeleton';
import { OfflineNotice } from '@web/components/layout/offline-banner';
import { Button } from '@web/components/ui/button';
import { useAuctionsText } from '@web/i18n/ns/auctions';
import { useMessages } from '@web/i18n/messages';
import { useOffline } from '@web/lib/connectivity';

/** Slots a page fills in for each card (the watchlist heart lives in another feature). */
export type CardSlots = {
  heart?: (auction: Auction) => ReactNode;
  compare?: (auction: Auction) => ReactNode;
  reminder?: (auction: Auction) => ReactNode;
  /** Beside the place: how far it lies, while the listing is filtered by distance. */
  distance?: (auction: Auction) => ReactNode;
};

export const SKELETON_CARDS = 6;

export function AuctionGridLayout({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {children}
    </ul>
  );
}

/** Spec §2: 6 skeleton cards while loading. */
export function AuctionGridSkeleton({ count = SKELETON_CARDS }: { count?: number }) {
  return (
    <AuctionGridLayout>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <AuctionCardSkeleton />
        </li>
      ))}
    </AuctionGridLayout>
  );
}

/** The grid with its loading, error and empty states. */
export function AuctionGrid({
  items,
  isPending,
  isError,
  onRetry,
  emptyText = AUCTION_MESSAGES.noActive,
  emptyHint,
  emptyAction,
  slots,
  label,
  eagerCount = 3,
}: {
  items: Auction[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  emptyText?: string;
  emptyHint?: ReactNode;
  emptyAction?: ReactNode;
  slots?: CardSlots;
  label?: string;
  eagerCount?: number;
}) {
  const say = useMessages();
  const t = useAuctionsText();
  const offline = useOffline();
  // Offline with nothing loaded: say so, rather than skeletons that never fill or a load error.
  if (!items && offline) return <OfflineNotice />;
  if (isError && !items) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
        <AlertCircleIcon className="size-8 text-destructive" aria-hidden />
        <p className="font-medium">{say.text(AUCTION_MESSAGES.loadError)}</p>
        <Button variant="outline" onClick={onRetry}>
          {t('card.retry')}
        </Button>
      </div>
    );
  }
  if (isPending || !items) return <AuctionGridSkeleton />;
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
        <SearchXIcon className="size-8 text-muted-foreground" aria-hidden />
        <p className="font-medium">{say.text(emptyText)}</p>
        {emptyHint ? <p className="text-sm text-muted-foreground">{emptyHint}</p> : null}
        {emptyAction ? <div className="mt-2">{emptyAction}</div> : null}
      </div>
    );
  }
  return (
    <AuctionGridLayout label={label}>
      {items.map((a, i) => (
        <li key={a.id} className="flex">
          <AuctionCard
            auction={a}
            className="w-full"
            eager={i < eagerCount}
            priority={i === 0 && eagerCount > 0}
            heart={slots?.heart?.(a)}
            compare={slots?.compare?.(a)}
            reminder={slots?.reminder?.(a)}
            distance={slots?.distance?.(a)}
          />
        </li>
      ))}
    </AuctionGridLayout>
  );
}
