import type { LatLng } from '@shared/domain/geo';

/**
 * The projection of the map of India of `@svg-maps/india` (MapSVG's, CC BY 4.0): Mercator, its 612 × 696
 * view box spanning 68.176645° to 97.395555° east and 37.097959° to 6.46255° north. Checked with
 * 19 cities, each inside its own state's outline (india-projection.test.ts).
 */
export const INDIA_VIEW = { width: 612, height: 696, west: 68.176645, east: 97.395555, north: 37.097959, south: 6.46255 } as const;

const mercator = (latitude: number) => Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360));
const TOP = mercator(INDIA_VIEW.north);
const BOTTOM = mercator(INDIA_VIEW.south);

/** Where a point lies on the map's view box. */
export function toIndiaView({ latitude, longitude }: LatLng): { x: number; y: number } {
  return {
    x: ((longitude - INDIA_VIEW.west) / (INDIA_VIEW.east - INDIA_VIEW.west)) * INDIA_VIEW.width,
    y: ((TOP - mercator(latitude)) / (TOP - BOTTOM)) * INDIA_VIEW.height,
  };
}

/** The point at a place of the view box (a click on the map). */
export function fromIndiaView({ x, y }: { x: number; y: number }): LatLng {
  const m = TOP - (y / INDIA_VIEW.height) * (TOP - BOTTOM);
  return {
    latitude: ((2 * Math.atan(Math.exp(m)) - Math.PI / 2) * 180) / Math.PI,
    longitude: INDIA_VIEW.west + (x / INDIA_VIEW.width) * (INDIA_VIEW.east - INDIA_VIEW.west),
  };
}

/** Whether an outline of `@svg-maps/india` is (part of) a state or union territory: its names of 2019 differ from today's in two places. */
export function isOutlineOf(outline: { id: string; name: string }, state: string | null): boolean {
  if (!state) return false;
  if (state === 'Ladakh') return outline.id === 'jk';
  if (state === 'Dadra and Nagar Haveli and Daman and Diu') return outline.id === 'dn' || outline.id === 'dd';
  return outline.name === state;
}
