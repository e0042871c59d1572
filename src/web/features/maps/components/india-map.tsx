import { useEffect, useState, type MouseEvent } from 'react';
import type { LatLng } from '@shared/domain/geo';
import type { Outline } from '../lib/india-outlines';
import { fromIndiaView, INDIA_VIEW, isOutlineOf, toIndiaView } from '../lib/india-projection';

/**
 * The map of India shipped with the app (decision 056): every state's outline from `@svg-maps/india`
 * (MapSVG, CC BY 4.0), the property's state filled and its point marked. Shown without a tile server,
 * offline, or when the tiles fail. `onPick`: a click sets the point (the auction form).
 */
export function IndiaMap({
  point,
  state,
  label,
  onPick,
}: {
  point: LatLng | null;
  state: string | null;
  /** What the picture shows, for screen readers. */
  label: string;
  onPick?: (point: LatLng) => void;
}) {
  const [outlines, setOutlines] = useState<Outline[] | null>(null);
  useEffect(() => {
    let live = true;
    void import('../lib/india-outlines').then((m) => live && setOutlines(m.OUTLINES));
    return () => {
      live = false;
    };
  }, []);
  const marked = point ? toIndiaView(point) : null;
  function pick(e: MouseEvent<SVGSVGElement>) {
    if (!onPick) return;
    const box = e.currentTarget.getBoundingClientRect();
    const at = fromIndiaView({
      x: ((e.clientX - box.left) / box.width) * INDIA_VIEW.width,
      y: ((e.clientY - box.top) / box.height) * INDIA_VIEW.height,
    });
    onPick({ latitude: Math.round(at.latitude * 10_000) / 10_000, longitude: Math.round(at.longitude * 10_000) / 10_000 });
  }
  return (
    <svg
      viewBox={`0 0 ${INDIA_VIEW.width} ${INDIA_VIEW.height}`}
      role="img"
      aria-label={label}
      aria-busy={outlines ? undefined : true}
      className={onPick ? 'block h-72 w-full cursor-crosshair bg-card sm:h-96' : 'block h-72 w-full bg-card sm:h-96'}
      onClick={onPick ? pick : undefined}
      data-testid="india-map"
    >
      <g className="fill-muted stroke-muted-foreground/40" strokeWidth="0.8">
        {outlines?.map((o) => (
          <path key={o.id} d={o.path} className={isOutlineOf(o, state) ? 'fill-primary/25 stroke-primary' : undefined} />
        ))}
      </g>
      {marked ? (
        <g transform={`translate(${marked.x} ${marked.y})`} data-testid="india-map-point">
          <circle r="14" className="fill-accent/40" />
          <circle r="6" className="fill-primary stroke-background" strokeWidth="2" />
        </g>
      ) : null}
    </svg>
  );
}
