CREATE TABLE "auction_facet_counts" (
	"status" "auction_status" NOT NULL,
	"property_type" "property_type" NOT NULL,
	"featured" boolean NOT NULL,
	"state" text,
	"district" text,
	"n" integer NOT NULL
);
--> statement-breakpoint
-- The listing's counts (decision 025). Inserts and deletes add one piece per group per statement
-- (a bulk insert of 150,000 auctions adds a few hundred rows); an update adds two pieces only when a
-- counted column changed, so the bid batch's update of current_bid never fires it.
-- NOTE: one function for both statement triggers; each branch names only its own transition table
-- (PL/pgSQL plans a statement when it first runs it, so the other branch's table need not exist).
CREATE OR REPLACE FUNCTION auction_facet_counts_added_or_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO auction_facet_counts (status, property_type, featured, state, district, n)
    SELECT status, property_type, featured, state, district, count(*) FROM added GROUP BY 1, 2, 3, 4, 5;
  ELSE
    INSERT INTO auction_facet_counts (status, property_type, featured, state, district, n)
    SELECT status, property_type, featured, state, district, -count(*) FROM removed GROUP BY 1, 2, 3, 4, 5;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION auction_facet_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO auction_facet_counts (status, property_type, featured, state, district, n)
  VALUES (OLD.status, OLD.property_type, OLD.featured, OLD.state, OLD.district, -1),
         (NEW.status, NEW.property_type, NEW.featured, NEW.state, NEW.district, 1);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER auction_facet_counts_insert AFTER INSERT ON auctions
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION auction_facet_counts_added_or_removed();--> statement-breakpoint
CREATE TRIGGER auction_facet_counts_delete AFTER DELETE ON auctions
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION auction_facet_counts_added_or_removed();--> statement-breakpoint
CREATE TRIGGER auction_facet_counts_update AFTER UPDATE OF status, property_type, featured, state, district ON auctions
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.property_type IS DISTINCT FROM NEW.property_type
        OR OLD.featured IS DISTINCT FROM NEW.featured OR OLD.state IS DISTINCT FROM NEW.state
        OR OLD.district IS DISTINCT FROM NEW.district)
  EXECUTE FUNCTION auction_facet_counts_changed();--> statement-breakpoint
INSERT INTO auction_facet_counts (status, property_type, featured, state, district, n)
  SELECT status, property_type, featured, state, district, count(*) FROM auctions GROUP BY 1, 2, 3, 4, 5;
