-- pg_trgm ships with PostgreSQL (contrib, a trusted extension) and with PGlite (loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "auction_search" (
	"auction_id" uuid PRIMARY KEY NOT NULL,
	"doc" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auction_search" ADD CONSTRAINT "auction_search_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_search_doc_trgm_idx" ON "auction_search" USING gin ("doc" gin_trgm_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION auction_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO auction_search (auction_id, doc)
  VALUES (NEW.id, NEW.title || chr(1) || NEW.location || chr(1) || NEW.description)
  ON CONFLICT (auction_id) DO UPDATE SET doc = EXCLUDED.doc;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER auction_search_on_insert AFTER INSERT ON auctions
  FOR EACH ROW EXECUTE FUNCTION auction_search_sync();--> statement-breakpoint
CREATE TRIGGER auction_search_on_text_update AFTER UPDATE OF title, location, description ON auctions
  FOR EACH ROW EXECUTE FUNCTION auction_search_sync();--> statement-breakpoint
INSERT INTO auction_search (auction_id, doc)
  SELECT id, title || chr(1) || location || chr(1) || description FROM auctions
  ON CONFLICT (auction_id) DO NOTHING;
