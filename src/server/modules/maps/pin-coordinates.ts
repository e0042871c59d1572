import type { LatLng } from '../../../shared/domain/geo';
import PIN_COORDINATES from './pin-coordinates.json' with { type: 'json' };

/**
 * The point of a PIN code's area, from the data set shipped with the app (pin-coordinates.json, made
 * by scripts/generate-pin-coordinates.ts; decision 056), or null for a PIN code it does not hold.
 */
export function pinCoordinates(pinCode: string): LatLng | null {
  const found = (PIN_COORDINATES as unknown as Record<string, [number, number] | undefined>)[pinCode];
  return found && Object.hasOwn(PIN_COORDINATES, pinCode) ? { latitude: found[0], longitude: found[1] } : null;
}
