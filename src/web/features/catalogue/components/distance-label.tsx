import { distanceKm, type LatLng } from '@shared/domain/geo';
import type { Auction } from '@shared/schemas/auction';
import { useAuctionsText } from '@web/i18n/ns/auctions';
import type { CardSlots } from './auction-grid';

/** How far an auction lies from the point the listing measures from ("· 4.2 km away"); nothing for one off the map. */
export function DistanceLabel({ auction, from }: { auction: Pick<Auction, 'latitude' | 'longitude'>; from: LatLng }) {
  const t = useAuctionsText();
  if (auction.latitude === null || auction.longitude === null) return null;
  const km = distanceKm(from, { latitude: auction.latitude, longitude: auction.longitude });
  const shown = km.toLocaleString('en-IN', { maximumFractionDigits: km < 10 ? 1 : 0 });
  return (
    <span className="shrink-0 whitespace-nowrap" data-testid="distance">
      <span aria-hidden> · </span>
      {t('card.distance', { km: shown })}
    </span>
  );
}

/** The page's card slots, with each card's distance while the listing measures from a point. */
export function withDistance(slots: CardSlots | undefined, near: LatLng | undefined): CardSlots | undefined {
  if (!near) return slots;
  return { ...slots, distance: (auction) => <DistanceLabel auction={auction} from={near} /> };
}
