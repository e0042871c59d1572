import { useEffect, useRef } from 'react';
import type { LatLng } from '@shared/domain/geo';
import type { TileMap as Mounted } from '../lib/leaflet-map';

/** The tile server's map of `point` (decision 056); Leaflet is loaded when it is first shown. */
export function TileMap({
  point,
  tiles,
  label,
  onFail,
  onPick,
}: {
  point: LatLng;
  tiles: { url: string; attribution: string };
  label: string;
  onFail: () => void;
  onPick?: (point: LatLng) => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const mounted = useRef<Mounted | null>(null);
  const handlers = useRef({ onFail, onPick });
  useEffect(() => {
    handlers.current = { onFail, onPick };
  });
  const editable = Boolean(onPick);
  const start = useRef(point);

  useEffect(() => {
    let live = true;
    void import('../lib/leaflet-map').then(({ mountTileMap }) => {
      if (!live || !element.current) return;
      mounted.current = mountTileMap(element.current, {
        point: start.current,
        tiles,
        onFail: () => handlers.current.onFail(),
        onPick: editable ? (p) => handlers.current.onPick?.(p) : undefined,
      });
    });
    return () => {
      live = false;
      mounted.current?.remove();
      mounted.current = null;
    };
  }, [tiles, editable]);

  useEffect(() => {
    start.current = point;
    mounted.current?.moveTo(point);
  }, [point]);

  return <div ref={element} role="region" aria-label={label} className="z-0 h-72 w-full bg-muted sm:h-96" data-testid="tile-map" />;
}
