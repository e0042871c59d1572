-- The structured address of an auction (issue 13): state, district, city or locality, PIN code.
-- New listings must give state, district and PIN; rows listed before stay NULL where `location`
-- does not tell.
ALTER TABLE "auctions" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "locality" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "pin_code" text;--> statement-breakpoint
-- Existing rows name a place in Mumbai, Thane, Nashik or Pune ("Andheri West, Mumbai"): the part
-- before the comma is the locality, the city gives the district; Mumbai's island localities are the
-- Mumbai City district, the rest Mumbai Suburban. The PIN is the address's last six-digit number.
-- NOTE: the same places as the demo seed's `placeOf`; a migration is a snapshot, so it keeps its own copy.
UPDATE auctions SET
  state = 'Maharashtra',
  locality = CASE WHEN position(',' in location) > 0 THEN trim(split_part(location, ',', 1)) ELSE trim(location) END,
  district = CASE
    WHEN location ~* '\mmumbai\M' THEN
      CASE WHEN lower(trim(split_part(location, ',', 1))) IN (
        'colaba', 'fort', 'churchgate', 'nariman point', 'cuffe parade', 'marine lines', 'girgaon', 'malabar hill',
        'tardeo', 'mahalaxmi', 'worli', 'lower parel', 'parel', 'prabhadevi', 'dadar', 'matunga', 'mahim', 'sion',
        'wadala', 'sewri', 'byculla', 'mazgaon', 'kings circle', 'cumballa hill'
      ) THEN 'Mumbai City' ELSE 'Mumbai Suburban' END
    WHEN location ~* '\mthane\M' THEN 'Thane'
    WHEN location ~* '\mnashik\M' THEN 'Nashik'
    ELSE 'Pune'
  END,
  pin_code = substring(address from '(?:^|[^0-9])([1-9][0-9]{5})[^0-9]*$')
WHERE location ~* '\m(mumbai|thane|nashik|pune)\M';
