import { MAP_MESSAGES, type MapTiles, type PinPlace } from '../../../shared/schemas/map';
import { NotFoundError } from '../../lib/http/errors';
import { pinCoordinates } from './pin-coordinates';

/**
 * The origins a browser fetches the map's tiles from, for the Content-Security-Policy's `img-src`: the
 * tiles' server when MAP_TILES_URL names another one (a path on this server needs nothing more).
 */
export function tileOrigins(url: string | undefined): string[] {
  if (!url || url.startsWith('/')) return [];
  // NOTE: the placeholders are not valid in a host name; a template names its host before them.
  return [new URL(url.replace(/\{[a-z]\}/g, '0')).origin];
}

/** The map: its tiles (decision 056) and where a PIN code lies. */
export function createMapsService({ tiles }: { tiles: { url: string; attribution: string } | undefined }) {
  return {
    tiles(): MapTiles {
      return tiles ? { enabled: true, url: tiles.url, attribution: tiles.attribution } : { enabled: false };
    },

    /** Where `pinCode` lies; 404 for a PIN code the data set does not hold. */
    pin(pinCode: string): PinPlace {
      const found = pinCoordinates(pinCode);
      if (!found) throw new NotFoundError(MAP_MESSAGES.pinUnknown);
      return { pinCode, ...found };
    },
  };
}
export type MapsService = ReturnType<typeof createMapsService>;
