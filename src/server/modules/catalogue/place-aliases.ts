/**
 * Other names of Indian places (decision 039): the name the catalogue uses first, then the names and
 * spellings buyers also type (older English names, transliterations). A query naming any of them
 * searches all of them, and a misspelling of any is corrected to the place's name, so `Bombay` and
 * `Mumbia` both find Mumbai's auctions. Part of the search vocabulary: the catalogue writes the list
 * into `search_vocabulary` at its first search. Add a place by adding a line.
 */
export const PLACE_ALIASES: readonly (readonly [name: string, ...others: string[]])[] = [
  ['Mumbai', 'Bombay'],
  ['Navi Mumbai', 'New Bombay'],
  ['Kolkata', 'Calcutta'],
  ['Chennai', 'Madras'],
  ['Bengaluru', 'Bangalore'],
  ['Mysuru', 'Mysore'],
  ['Mangaluru', 'Mangalore'],
  ['Belagavi', 'Belgaum'],
  ['Kalaburagi', 'Gulbarga'],
  ['Hubballi', 'Hubli'],
  ['Shivamogga', 'Shimoga'],
  ['Gurugram', 'Gurgaon'],
  ['Vadodara', 'Baroda'],
  ['Thiruvananthapuram', 'Trivandrum'],
  ['Kochi', 'Cochin'],
  ['Kozhikode', 'Calicut'],
  ['Thrissur', 'Trichur'],
  ['Kollam', 'Quilon'],
  ['Alappuzha', 'Alleppey'],
  ['Kannur', 'Cannanore'],
  ['Puducherry', 'Pondicherry'],
  ['Tiruchirappalli', 'Trichy', 'Trichinopoly'],
  ['Thoothukudi', 'Tuticorin'],
  ['Pune', 'Poona'],
  ['Nashik', 'Nasik'],
  ['Chhatrapati Sambhajinagar', 'Aurangabad'],
  ['Dharashiv', 'Osmanabad'],
  ['Prayagraj', 'Allahabad'],
  ['Varanasi', 'Benares', 'Banaras'],
  ['Kanpur', 'Cawnpore'],
  ['Ayodhya', 'Faizabad'],
  ['Shimla', 'Simla'],
  ['Odisha', 'Orissa'],
  ['Cuttack', 'Katak'],
  ['Visakhapatnam', 'Vizag', 'Vishakhapatnam'],
  ['Vijayawada', 'Bezawada'],
  ['Panaji', 'Panjim'],
  ['Jabalpur', 'Jubbulpore'],
  ['Uttarakhand', 'Uttaranchal'],
  ['Ahmedabad', 'Amdavad'],
];

/** A place name as the vocabulary stores it: lower case, one space between words. */
export function placeTerm(name: string): string {
  return (name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
}

/** Each name of the list (as a term) and the place's own name, as written in the list. */
export const PLACE_NAMES: ReadonlyMap<string, string> = new Map(
  PLACE_ALIASES.flatMap(([name, ...others]) => [name, ...others].map((n) => [placeTerm(n), name] as const)),
);

/** Every name (as terms) of the place named `name` in the list, its own first. */
export function namesOf(name: string): string[] {
  const terms = PLACE_ALIASES.filter(([own]) => own === name).flatMap(([own, ...others]) => [own, ...others].map(placeTerm));
  return [...new Set(terms)];
}
