-- The search rows keep a copy of every filter column a bid never changes (decision 048): besides
-- status, type, state and district (migration 0019), the category, possession, lister and featured
-- flag, so that a search or a place with any of them is matched in auction_search alone, without
-- looking up each match's auction. Kept by the same triggers, which a bid never fires.
ALTER TABLE "auction_search" ADD COLUMN "category" "auction_category";--> statement-breakpoint
ALTER TABLE "auction_search" ADD COLUMN "possession" "possession_type";--> statement-breakpoint
ALTER TABLE "auction_search" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "auction_search" ADD COLUMN "featured" boolean;--> statement-breakpoint
CREATE OR REPLACE FUNCTION auction_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO auction_search (auction_id, doc, place, tsv, status, property_type, state, district, category, possession, created_by, featured)
  VALUES (
    NEW.id,
    lower(NEW.title || chr(1) || NEW.location || chr(1) || NEW.description),
    lower(NEW.title || ' ' || NEW.location),
    auction_search_tsv(NEW.title, NEW.location, concat_ws(' ', NEW.locality, NEW.district, NEW.state, NEW.pin_code), NEW.description),
    NEW.status, NEW.property_type, NEW.state, NEW.district, NEW.category, NEW.possession, NEW.created_by, NEW.featured
  )
  ON CONFLICT (auction_id) DO UPDATE SET doc = EXCLUDED.doc, place = EXCLUDED.place, tsv = EXCLUDED.tsv;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION auction_search_counted_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auction_search SET status = NEW.status, property_type = NEW.property_type, state = NEW.state, district = NEW.district,
      category = NEW.category, possession = NEW.possession, created_by = NEW.created_by, featured = NEW.featured
    WHERE auction_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER auction_search_on_counted_update ON auctions;--> statement-breakpoint
CREATE TRIGGER auction_search_on_counted_update
  AFTER UPDATE OF status, property_type, state, district, category, possession, created_by, featured ON auctions
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.property_type IS DISTINCT FROM NEW.property_type
        OR OLD.state IS DISTINCT FROM NEW.state OR OLD.district IS DISTINCT FROM NEW.district
        OR OLD.category IS DISTINCT FROM NEW.category OR OLD.possession IS DISTINCT FROM NEW.possession
        OR OLD.created_by IS DISTINCT FROM NEW.created_by OR OLD.featured IS DISTINCT FROM NEW.featured)
  EXECUTE FUNCTION auction_search_counted_sync();--> statement-breakpoint
UPDATE auction_search s
  SET category = a.category, possession = a.possession, created_by = a.created_by, featured = a.featured
  FROM auctions a
  WHERE a.id = s.auction_id;
