-- Full-text and fuzzy search (decision 021). auction_search gains two columns, kept by the same
-- trigger as doc: `tsv`, the auction's full-text document, and `place`, its title and location
-- for trigram word similarity (misspelt place names).
ALTER TABLE "auction_search" ADD COLUMN "place" text;--> statement-breakpoint
ALTER TABLE "auction_search" ADD COLUMN "tsv" "tsvector";--> statement-breakpoint
-- NOTE: one configuration, 'english', for documents and queries alike, so a place name is stemmed
-- the same way on both sides and still matches. Title weighs A, location B, description C. A gap of
-- one position (a lexeme the parser never produces, added and deleted) lies between the fields,
-- so a quoted phrase never runs from one field into the next.
CREATE OR REPLACE FUNCTION auction_search_tsv(title text, location text, description text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ts_delete(
    setweight(to_tsvector('pg_catalog.english', title), 'A') || '|:1'::tsvector
      || setweight(to_tsvector('pg_catalog.english', location), 'B') || '|:1'::tsvector
      || setweight(to_tsvector('pg_catalog.english', description), 'C'),
    '|')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION auction_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO auction_search (auction_id, doc, place, tsv)
  VALUES (
    NEW.id,
    lower(NEW.title || chr(1) || NEW.location || chr(1) || NEW.description),
    lower(NEW.title || ' ' || NEW.location),
    auction_search_tsv(NEW.title, NEW.location, NEW.description)
  )
  ON CONFLICT (auction_id) DO UPDATE SET doc = EXCLUDED.doc, place = EXCLUDED.place, tsv = EXCLUDED.tsv;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Existing auctions, before the indexes exist (building a GIN index once is cheaper than growing it row by row).
UPDATE auction_search s
  SET place = lower(a.title || ' ' || a.location), tsv = auction_search_tsv(a.title, a.location, a.description)
  FROM auctions a
  WHERE a.id = s.auction_id;--> statement-breakpoint
ALTER TABLE "auction_search" ALTER COLUMN "place" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_search" ALTER COLUMN "tsv" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "auction_search_place_trgm_idx" ON "auction_search" USING gin ("place" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "auction_search_tsv_idx" ON "auction_search" USING gin ("tsv");
