import { BellIcon, ClockIcon, GavelIcon, MapPinIcon, TrophyIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { effectiveStatus } from '@shared/domain/auction-status';
import type { Auction } from '@shared/schemas/auction';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useAuctionsText } from '@web/i18n/ns/auctions';
import { cn } from '@web/lib/cn';
import { useNow } from '@web/lib/use-now';
import { ListingStatusBadge, type StatusContext } from './listing-status-badge';
import { AuctionTimeLeft } from './auction-time-left';
import { CardPrice } from './card-price';
import { primaryImage } from '@shared/domain/primary-image';
import { PropertyPlaceholder } from './property-placeholder';

export type AuctionCardAuction = Pick<
  Auction,
  | 'id'
  | 'title'
  | 'location'
  | 'status'
  | 'featured'
  | 'startingBid'
  | 'currentBid'
  | 'bidCount'
  | 'biddersCount'
  | 'startTime'
  | 'endTime'
  | 'images'
>;

export type AuctionCardProps = {
  auction: AuctionCardAuction;
  /** The watchlist heart, composed by the page (features cannot import each other). */
  heart?: ReactNode;
  /** The compare button, beside the heart. */
  compare?: ReactNode;
  /** Replaces the Set Reminder link on upcoming auctions (the reminder control). */
  reminder?: ReactNode;
  /** After the place: how far it lies (a listing filtered by distance). */
  distance?: ReactNode;
  /** Replaces every status button except View Details (dashboards add their own). */
  actions?: ReactNode;
  /** Where the card is shown; on the Properties All tab draft and cancelled read as upcoming. */
  statusContext?: StatusContext;
  /** Load the photo at once (cards above the fold). */
  eager?: boolean;
  /** Ask for the photo before other images: the first card, which a phone paints largest. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

/**
 * Spec §2 auction card. The title is the card's link, stretched over the whole card, so the
 * buttons and the heart stay separate controls for keyboard and screen-reader users.
 */
export function AuctionCard({
  auction,
  heart,
  compare,
  reminder,
  distance,
  actions,
  statusContext = 'listing',
  eager = false,
  priority = false,
  headingLevel: Heading = 'h3',
  className,
}: AuctionCardProps) {
  const t = useAuctionsText();
  const href = `/auction/${auction.id}`;
  // A live auction whose end has passed reads as ended before the server closes it.
  const now = useNow();
  const status = effectiveStatus(auction, now);
  const shown = status === auction.status ? auction : { ...auction, status };
  const image = primaryImage(auction.images);
  const hasBids = auction.bidCount > 0;

  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md',
        className,
      )}
      data-testid="auction-card"
      data-auction-id={auction.id}
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-muted">
        {image ? (
          <img
            src={image.thumbUrl}
            width={image.width}
            height={image.height}
            alt=""
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
        ) : (
          <PropertyPlaceholder label="" />
        )}
        <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
          <ListingStatusBadge status={status} context={statusContext} />
          {auction.featured ? (
            <Badge variant="accent" className="shadow-sm">
              {t('card.featured')}
            </Badge>
          ) : null}
        </div>
        {heart || compare ? (
          <div className="absolute top-2 right-2 z-10 flex gap-2">
            {compare}
            {heart}
          </div>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <Heading className="line-clamp-2 text-base leading-snug font-semibold">
            <Link
              to={href}
              className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-primary focus-visible:outline-none"
            >
              <span translate="no">{auction.title}</span>
            </Link>
          </Heading>
          <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
            <MapPinIcon className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate" translate="no">
              {auction.location}
            </span>
            {distance}
          </p>
        </div>

        <dl className="grid grid-cols-2 gap-3">
          <CardPrice label={t('card.startingBid')} amount={auction.startingBid} />
          {hasBids ? <CardPrice label={t('card.currentBid')} amount={auction.currentBid} highlight /> : null}
        </dl>

        <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <UsersIcon className="size-3.5" aria-hidden />
            <span className="tabular">{t('card.bidders', { count: auction.biddersCount })}</span>
          </span>
          <span className="inline-flex items-center gap-1">
            <ClockIcon className="size-3.5" aria-hidden />
            <AuctionTimeLeft status={status} startTime={auction.startTime} endTime={auction.endTime} />
          </span>
        </div>

        <div className="relative z-10 mt-auto flex flex-wrap gap-2 pt-1">
          <Button asChild variant="outline" className="min-w-[7.5rem] flex-1">
            <Link to={href}>
              {t('card.viewDetails')}
              <span className="sr-only" translate="no">
                : {auction.title}
              </span>
            </Link>
          </Button>
          {actions ?? <StatusAction auction={shown} href={href} reminder={reminder} />}
        </div>
      </div>
    </article>
  );
}

function StatusAction({ auction, href, reminder }: { auction: AuctionCardAuction; href: string; reminder?: ReactNode }) {
  const t = useAuctionsText();
  const forTitle = (
    <span className="sr-only" translate="no">
      : {auction.title}
    </span>
  );
  switch (auction.status) {
    case 'live':
      return (
        <Button asChild variant="accent" className="min-w-[7.5rem] flex-1">
          <Link to={`${href}#bid`}>
            <GavelIcon aria-hidden />
            {t('card.placeBid')}
            {forTitle}
          </Link>
        </Button>
      );
    case 'ended':
      return (
        <Button asChild variant="secondary" className="min-w-[7.5rem] flex-1">
          <Link to={href}>
            <TrophyIcon aria-hidden />
            {t('card.viewResult')}
            {forTitle}
          </Link>
        </Button>
      );
    case 'upcoming':
      return (
        reminder ?? (
          <Button asChild variant="secondary" className="min-w-[7.5rem] flex-1">
            <Link to={href}>
              <BellIcon aria-hidden />
              {t('card.setReminder')}
              {forTitle}
            </Link>
          </Button>
        )
      );
    default:
      return null;
  }
}
