import { describe, expect, it } from 'vitest';
import { distanceKm, isLatitudeInIndia, isLongitudeInIndia } from '../../../shared/domain/geo';
import PIN_COORDINATES from './pin-coordinates.json' with { type: 'json' };
import { pinCoordinates } from './pin-coordinates';

describe('pinCoordinates', () => {
  it('places a PIN code within a few km of its town', () => {
    expect(distanceKm(pinCoordinates('110001')!, { latitude: 28.6315, longitude: 77.2167 })).toBeLessThan(3); // Connaught Place
    expect(distanceKm(pinCoordinates('400001')!, { latitude: 18.9388, longitude: 72.8354 })).toBeLessThan(3); // Fort, Mumbai
    expect(distanceKm(pinCoordinates('560001')!, { latitude: 12.9716, longitude: 77.5946 })).toBeLessThan(5); // Bengaluru GPO
  });

  it('knows no PIN code outside the data, nor a name of an object property', () => {
    expect(pinCoordinates('999999')).toBeNull();
    expect(pinCoordinates('constructor')).toBeNull();
    expect(pinCoordinates('__proto__')).toBeNull();
  });

  it('holds only 6-digit PIN codes with points within India', () => {
    const entries = Object.entries(PIN_COORDINATES as unknown as Record<string, [number, number]>);
    expect(entries.length).toBeGreaterThan(18_000);
    for (const [pin, [latitude, longitude]] of entries) {
      expect(pin).toMatch(/^[1-9][0-9]{5}$/);
      expect(isLatitudeInIndia(latitude) && isLongitudeInIndia(longitude)).toBe(true);
    }
  });
});
