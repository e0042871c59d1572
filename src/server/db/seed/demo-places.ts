import type { IndianState } from '../../../shared/domain/constants';

/** Mumbai's island localities, the Mumbai City district; the rest of Mumbai is Mumbai Suburban. */
const MUMBAI_CITY = new Set([
  'colaba',
  'fort',
  'churchgate',
  'nariman point',
  'cuffe parade',
  'marine lines',
  'girgaon',
  'malabar hill',
  'tardeo',
  'mahalaxmi',
  'worli',
  'lower parel',
  'parel',
  'prabhadevi',
  'dadar',
  'matunga',
  'mahim',
  'sion',
  'wadala',
  'sewri',
  'byculla',
  'mazgaon',
  'kings circle',
  'cumballa hill',
]);

export type Place = { state: IndianState; district: string; locality: string; pinCode: string };

/** The demo world's cities: each one's state and district (Mumbai's district depends on the locality). */
const CITIES: Record<string, { state: IndianState; district: string }> = {
  Mumbai: { state: 'Maharashtra', district: 'Mumbai Suburban' },
  Thane: { state: 'Maharashtra', district: 'Thane' },
  Nashik: { state: 'Maharashtra', district: 'Nashik' },
  Pune: { state: 'Maharashtra', district: 'Pune' },
  Bengaluru: { state: 'Karnataka', district: 'Bengaluru Urban' },
  Chikkaballapur: { state: 'Karnataka', district: 'Chikkaballapur' },
  Gurugram: { state: 'Haryana', district: 'Gurugram' },
  Hyderabad: { state: 'Telangana', district: 'Hyderabad' },
  Ahmedabad: { state: 'Gujarat', district: 'Ahmedabad' },
  Jaipur: { state: 'Rajasthan', district: 'Jaipur' },
};

/**
 * The structured address of a demo auction, read from its `location` ("Andheri West, Mumbai": a
 * locality in one of the demo world's cities) and the PIN that ends its `address`.
 * NOTE: migration 0011 backfilled older rows by the reading of the Maharashtra cities.
 */
export function placeOf(location: string, address: string): Place {
  const [locality = location, city = location] = location.split(',').map((p) => p.trim());
  const pinCode = /([1-9][0-9]{5})\D*$/.exec(address)?.[1];
  if (!pinCode) throw new Error(`No PIN code at the end of the address "${address}"`);
  const place = CITIES[city];
  if (!place) throw new Error(`"${location}" is not in one of the demo cities (${Object.keys(CITIES).join(', ')})`);
  const district = city === 'Mumbai' && MUMBAI_CITY.has(locality.toLowerCase()) ? 'Mumbai City' : place.district;
  return { state: place.state, district, locality, pinCode };
}
