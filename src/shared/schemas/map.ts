import { z } from 'zod';
import { PIN_CODE_PATTERN } from '../domain/constants';
import { MAP_MESSAGES } from '../messages/map';

export { MAP_MESSAGES } from '../messages/map';

/**
 * `GET /api/map/tiles`: the raster tiles the map shows (MAP_TILES_URL and its attribution), or
 * `enabled: false` when the server has none, and the Location tab shows the map of India shipped with
 * the app (decision 056).
 */
export const MapTilesSchema = z.discriminatedUnion('enabled', [
  z.object({
    enabled: z.literal(true),
    /** A `{z}/{x}/{y}` address of 256-pixel raster tiles. */
    url: z.string(),
    /** What the tiles' licence asks the map to say (HTML is not read: shown as text). */
    attribution: z.string(),
  }),
  z.object({ enabled: z.literal(false) }),
]);
export type MapTiles = z.infer<typeof MapTilesSchema>;

export const PinParamsSchema = z.object({ pin: z.string().regex(PIN_CODE_PATTERN, MAP_MESSAGES.pinInvalid) });

/** `GET /api/map/pins/:pin`: where a PIN code lies (its area's point), from the data set shipped with the app. */
export const PinPlaceSchema = z.object({ pinCode: z.string(), latitude: z.number(), longitude: z.number() });
export type PinPlace = z.infer<typeof PinPlaceSchema>;
