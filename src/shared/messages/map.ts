/** The map and coordinates of an auction, and the listing's "within N km of a PIN code": texts (decision 056). */
import { INDIA_BOUNDS, NEAR_KM_MAX, NEAR_KM_MIN } from '../domain/geo';
import { defineMessages } from './define';

export const MAP_MESSAGES = defineMessages('map', {
  coordinatesTogether: 'Give both the latitude and the longitude, or neither.',
  latitudeOutside: `The latitude must lie within India, between ${INDIA_BOUNDS.south} and ${INDIA_BOUNDS.north} degrees north.`,
  longitudeOutside: `The longitude must lie within India, between ${INDIA_BOUNDS.west} and ${INDIA_BOUNDS.east} degrees east.`,
  pinInvalid: 'Enter a valid 6-digit PIN code to measure the distance from.',
  pinUnknown: 'We do not know where this PIN code lies. Try a PIN code nearby.',
  kmInvalid: `Choose a distance from ${NEAR_KM_MIN} to ${NEAR_KM_MAX} km.`,
} as const);
