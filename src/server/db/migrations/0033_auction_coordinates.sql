-- Where each auction's property lies (issue 30, decision 056): latitude and longitude in degrees (WGS 84),
-- set by the seller on the map or found from the PIN code; both or neither. The search rows keep a copy
-- (a bid never changes them), with an index for the bounding box of "within N km of a PIN code".
ALTER TABLE "auctions" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_coordinates_both_ck" CHECK (("latitude" IS NULL) = ("longitude" IS NULL));--> statement-breakpoint
ALTER TABLE "auction_search" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "auction_search" ADD COLUMN "longitude" double precision;--> statement-breakpoint
CREATE INDEX "auction_search_coordinates_idx" ON "auction_search" USING btree ("latitude","longitude") WHERE "latitude" IS NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION auction_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO auction_search (auction_id, doc, place, tsv, status, property_type, state, district, category, possession, created_by, featured, latitude, longitude)
  VALUES (
    NEW.id,
    lower(NEW.title || chr(1) || NEW.location || chr(1) || NEW.description),
    lower(NEW.title || ' ' || NEW.location),
    auction_search_tsv(NEW.title, NEW.location, concat_ws(' ', NEW.locality, NEW.district, NEW.state, NEW.pin_code), NEW.description),
    NEW.status, NEW.property_type, NEW.state, NEW.district, NEW.category, NEW.possession, NEW.created_by, NEW.featured,
    NEW.latitude, NEW.longitude
  )
  ON CONFLICT (auction_id) DO UPDATE SET doc = EXCLUDED.doc, place = EXCLUDED.place, tsv = EXCLUDED.tsv;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION auction_search_counted_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auction_search SET status = NEW.status, property_type = NEW.property_type, state = NEW.state, district = NEW.district,
      category = NEW.category, possession = NEW.possession, created_by = NEW.created_by, featured = NEW.featured,
      latitude = NEW.latitude, longitude = NEW.longitude
    WHERE auction_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER auction_search_on_counted_update ON auctions;--> statement-breakpoint
CREATE TRIGGER auction_search_on_counted_update
  AFTER UPDATE OF status, property_type, state, district, category, possession, created_by, featured, latitude, longitude ON auctions
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.property_type IS DISTINCT FROM NEW.property_type
        OR OLD.state IS DISTINCT FROM NEW.state OR OLD.district IS DISTINCT FROM NEW.district
        OR OLD.category IS DISTINCT FROM NEW.category OR OLD.possession IS DISTINCT FROM NEW.possession
        OR OLD.created_by IS DISTINCT FROM NEW.created_by OR OLD.featured IS DISTINCT FROM NEW.featured
        OR OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude)
  EXECUTE FUNCTION auction_search_counted_sync();
