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

/**
 * The structured address of a demo auction, read from its `location` ("Andheri West, Mumbai": a
 * locality in Mumbai, Thane, Nashik or Pune) and the PIN that ends its `address`.
 * NOTE: migration 0011 backfills older rows by the same reading.
 */
export function placeOf(location: string, address: string): Place {
  const [locality = location, city = location] = location.split(',').map((p) => p.trim());
  const pinCode = /([1-9][0-9]{5})\D*$/.exec(address)?.[1];
  if (!pinCode) throw new Error(`No PIN code at the end of the address "${address}"`);
  if (!['Mumbai', 'Thane', 'Nashik', 'Pune'].includes(city)) throw new Error(`"${location}" is not in Mumbai, Thane, Nashik or Pune`);
  const district = city === 'Mumbai' ? (MUMBAI_CITY.has(locality.toLowerCase()) ? 'Mumbai City' : 'Mumbai Suburban') : city;
  return { state: 'Maharashtra', district, locality, pinCode };
}
