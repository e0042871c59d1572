import { describe, expect, it } from 'vitest';
import { boundingBox, distanceKm, isLatitudeInIndia, isLongitudeInIndia } from './geo';

const MUMBAI = { latitude: 18.9388, longitude: 72.8354 };
const PUNE = { latitude: 18.5204, longitude: 73.8567 };
const DELHI = { latitude: 28.6139, longitude: 77.209 };

describe('distanceKm', () => {
  it('measures the great-circle distance between two places', () => {
    expect(distanceKm(MUMBAI, PUNE)).toBeCloseTo(117.2, 1);
    expect(distanceKm(MUMBAI, DELHI)).toBeCloseTo(1163.9, 1);
  });

  it('is zero from a place to itself and the same both ways', () => {
    expect(distanceKm(PUNE, PUNE)).toBe(0);
    expect(distanceKm(PUNE, DELHI)).toBeCloseTo(distanceKm(DELHI, PUNE), 9);
  });
});

describe('boundingBox', () => {
  it('holds every point of the circle: its edges lie the distance away', () => {
    const box = boundingBox(PUNE, 50);
    expect(distanceKm(PUNE, { latitude: box.north, longitude: PUNE.longitude })).toBeCloseTo(50, 6);
    expect(distanceKm(PUNE, { latitude: box.south, longitude: PUNE.longitude })).toBeCloseTo(50, 6);
    // At the circle's own latitude the box reaches at least as far east and west as the circle.
    expect(distanceKm(PUNE, { latitude: PUNE.latitude, longitude: box.east })).toBeGreaterThanOrEqual(50);
    expect(distanceKm(PUNE, { latitude: PUNE.latitude, longitude: box.west })).toBeGreaterThanOrEqual(50);
  });

  it('leaves out no point within the distance, in any direction', () => {
    const box = boundingBox(DELHI, 120);
    for (let bearing = 0; bearing < 360; bearing += 5) {
      // A point 119.9 km away along the bearing (the spherical destination formula).
      const d = 119.9 / 6371.0088;
      const b = (bearing * Math.PI) / 180;
      const lat1 = (DELHI.latitude * Math.PI) / 180;
      const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
      const lng2 =
        (DELHI.longitude * Math.PI) / 180 +
        Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
      const point = { latitude: (lat2 * 180) / Math.PI, longitude: (lng2 * 180) / Math.PI };
      expect(distanceKm(DELHI, point)).toBeCloseTo(119.9, 6);
      expect(point.latitude).toBeGreaterThanOrEqual(box.south);
      expect(point.latitude).toBeLessThanOrEqual(box.north);
      expect(point.longitude).toBeGreaterThanOrEqual(box.west);
      expect(point.longitude).toBeLessThanOrEqual(box.east);
    }
  });
});

describe('India', () => {
  it('holds Kanyakumari, Ladakh, Kutch, Arunachal and the Nicobar Islands, not Colombo or Kathmandu’s north', () => {
    expect(isLatitudeInIndia(8.08) && isLongitudeInIndia(77.55)).toBe(true);
    expect(isLatitudeInIndia(34.15) && isLongitudeInIndia(77.58)).toBe(true);
    expect(isLongitudeInIndia(68.7) && isLongitudeInIndia(97.0) && isLatitudeInIndia(6.75)).toBe(true);
    expect(isLatitudeInIndia(5.9)).toBe(false);
    expect(isLatitudeInIndia(38)).toBe(false);
    expect(isLongitudeInIndia(60)).toBe(false);
  });
});
