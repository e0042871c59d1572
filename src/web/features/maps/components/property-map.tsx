import { MapPinnedIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { LatLng } from '@shared/domain/geo';
import type { Auction } from '@shared/schemas/auction';
import { Skeleton } from '@web/components/ui/skeleton';
import { useBiddingText } from '@web/i18n/ns/bidding';
import { useOffline } from '@web/lib/connectivity';
import { useMapTiles } from '../api/get-map-tiles';

import { IndiaMap } from './india-map';
import { TileMap } from './tile-map';

/** "18.5590° N, 73.7868° E". */
export function formatCoordinates({ latitude, longitude }: LatLng): string {
  return `${latitude.toFixed(4)}° N, ${longitude.toFixed(4)}° E`;
}

export const MapSkeleton = () => <Skeleton className="h-72 w-full rounded-none sm:h-96" />;

/**
 * A map of `point` (decision 056): the tile server's (MAP_TILES_URL) when there is one and it answers,
 * else the map of India shipped with the app, its state filled and the point marked. Drawn only after
 * the page is in the browser (the server renders the text around it).
 */
export function MapView({
  point,
  state,
  label,
  indiaLabel,
  onPick,
}: {
  point: LatLng | null;
  state: string | null;
  label: string;
  indiaLabel: string;
  onPick?: (point: LatLng) => void;
}) {
  const tiles = useMapTiles();
  const offline = useOffline();
  const [failed, setFailed] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || tiles.isPending) return <MapSkeleton />;
  const tiled = tiles.data?.enabled && point && !offline && !failed ? tiles.data : null;
  return (
    // NOTE: each loads its part only when shown (the Location tab, the form's map): Leaflet is 42 KB
    // and the outlines of India 67 KB gzipped, neither wanted on any first load (decision 056).
    tiled && point ? (
      <TileMap point={point} tiles={tiled} label={label} onFail={() => setFailed(true)} onPick={onPick} />
    ) : (
      <IndiaMap point={point} state={state} label={indiaLabel} onPick={onPick} />
    )
  );
}

type Placed = Pick<Auction, 'latitude' | 'longitude' | 'district' | 'state' | 'pinCode'>;

/**
 * The Location tab's map (spec §2): the property's point on a map, and the same in words (its district,
 * state and coordinates) for those who cannot see the map. The link opens the viewer's own map service.
 */
export function PropertyMap({ auction, place }: { auction: Placed; place: string }) {
  const t = useBiddingText();
  const point =
    auction.latitude !== null && auction.longitude !== null ? { latitude: auction.latitude, longitude: auction.longitude } : null;
  const region = [auction.district ? t('map.district', { district: auction.district }) : null, auction.state].filter(Boolean).join(', ');
  const query = point ? `${point.latitude},${point.longitude}` : place;
  return (
    <figure className="overflow-hidden rounded-xl border">
      <MapView
        point={point}
        state={auction.state}
        label={t('map.label', { place })}
        indiaLabel={region ? t('map.indiaLabel', { place: region }) : t('map.indiaOnly')}
      />
      <figcaption className="flex flex-wrap items-center justify-between gap-2 border-t bg-card px-4 py-3 text-sm">
        <span className="flex min-w-0 flex-col">
          <span className="flex items-center gap-1.5 font-medium">
            <MapPinnedIcon className="size-4 shrink-0 text-primary" aria-hidden />
            <span translate="no" data-testid="map-region">
              {region || place}
            </span>
          </span>
          <span className="text-muted-foreground tabular-nums" data-testid="map-coordinates" translate={point ? 'no' : undefined}>
            {point ? formatCoordinates(point) : t('map.noPoint')}
          </span>
        </span>
        <a
          className="font-medium text-primary underline-offset-4 hover:underline"
          href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`}
          target="_blank"
          rel="noreferrer noopener"
        >
          {t('map.open')}
          <span className="sr-only">{t('map.newTab')}</span>
        </a>
      </figcaption>
    </figure>
  );
}
