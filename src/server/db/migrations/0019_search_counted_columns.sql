-- A search's counts read from auction_search alone (decision 025): it keeps a copy of its auction's
-- status, property type, state and district, so that counting up to 1,000 matches of a word no longer
-- looks up each match's auction row (two thirds of a common word's search at 150,000 auctions). Kept
-- by the insert trigger and by one on changes of those four columns, which a bid never makes.
ALTER TABLE "auction_search" ADD COLUMN "status" "auction_status";--> statement-breakpoint
ALTER TABLE "auction_search" ADD COLUMN "property_type" "property_type";--> statement-breakpoint
ALTER TABLE "auction_search" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "auction_search" ADD COLUMN "district" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION auction_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO auction_search (auction_id, doc, place, tsv, status, property_type, state, district)
  VALUES (
    NEW.id,
    lower(NEW.title || chr(1) || NEW.location || chr(1) || NEW.description),
    lower(NEW.title || ' ' || NEW.location),
    auction_search_tsv(NEW.title, NEW.location, NEW.description),
    NEW.status, NEW.property_type, NEW.state, NEW.district
  )
  ON CONFLICT (auction_id) DO UPDATE SET doc = EXCLUDED.doc, place = EXCLUDED.place, tsv = EXCLUDED.tsv;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION auction_search_counted_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auction_search SET status = NEW.status, property_type = NEW.property_type, state = NEW.state, district = NEW.district
    WHERE auction_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER auction_search_on_counted_update AFTER UPDATE OF status, property_type, state, district ON auctions
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.property_type IS DISTINCT FROM NEW.property_type
        OR OLD.state IS DISTINCT FROM NEW.state OR OLD.district IS DISTINCT FROM NEW.district)
  EXECUTE FUNCTION auction_search_counted_sync();--> statement-breakpoint
UPDATE auction_search s
  SET status = a.status, property_type = a.property_type, state = a.state, district = a.district
  FROM auctions a
  WHERE a.id = s.auction_id;--> statement-breakpoint
ALTER TABLE "auction_search" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_search" ALTER COLUMN "property_type" SET NOT NULL;
