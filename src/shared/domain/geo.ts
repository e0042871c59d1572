/**
 * Places on the earth (decision 056): an auction's coordinates, the distance between two points and the
 * box around a circle that the "within N km of a PIN code" filter reads through its index. The server
 * and the web both use these, so a card's distance is the one the filter measured.
 */

/** A point in degrees (WGS 84). */
export type LatLng = { latitude: number; longitude: number };

/** India's mainland and islands, with a little margin: every auction's coordinates lie inside. */
export const INDIA_BOUNDS = { south: 6, north: 37.5, west: 68, east: 97.5 } as const;

/** The distances the listing's "within N km" filter takes, and the one it offers first. */
export const NEAR_KM_MIN = 1;
export const NEAR_KM_MAX = 200;
export const NEAR_KM_DEFAULT = 25;

/** The mean radius of the earth (IUGG), in km. */
export const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export const isLatitudeInIndia = (latitude: number) => latitude >= INDIA_BOUNDS.south && latitude <= INDIA_BOUNDS.north;
export const isLongitudeInIndia = (longitude: number) => longitude >= INDIA_BOUNDS.west && longitude <= INDIA_BOUNDS.east;

/** The great-circle distance between two points in km (the haversine formula). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The smallest latitude/longitude box holding every point within `km` of `center`: what an index on
 * (latitude, longitude) can find, before the exact distance rules out the box's corners. NOTE: a
 * degree of longitude shortens towards the poles, so the box widens with the cosine of the latitude
 * furthest from the equator; India lies far from the poles and the date line, so no wrapping is needed.
 */
export function boundingBox(center: LatLng, km: number) {
  const dLat = km / KM_PER_DEGREE;
  const furthest = Math.min(89, Math.abs(center.latitude) + dLat);
  const dLng = km / (KM_PER_DEGREE * Math.cos(radians(furthest)));
  return {
    south: center.latitude - dLat,
    north: center.latitude + dLat,
    west: center.longitude - dLng,
    east: center.longitude + dLng,
  };
}
